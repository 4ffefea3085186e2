import '../i18n';
import { OrderPage } from '../features/order/OrderPage';

/** Route /profile/accountorder/:productOrderId. */
export default function OrderPageExpose() {
  return <OrderPage />;
}
