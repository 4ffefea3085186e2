import { renderDevHost } from 'shared-lib/dev-host';
import BasketPage from '../exposes/BasketPage';
import CartWidget from '../exposes/CartWidget';
import OrderPage from '../exposes/OrderPage';

renderDevHost('mf_cart', [
  { path: '/basket', element: <BasketPage /> },
  { path: '/profile/accountorder/:productOrderId', element: <OrderPage /> },
  { path: '/', element: <CartWidget /> },
]);
