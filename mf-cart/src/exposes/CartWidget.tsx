import '../i18n';
import { CartWidget } from '../features/widget/CartWidget';

/** Header slot: the cart badge and the page's add-to-cart listener with its confirmation modal. */
export default function CartWidgetExpose() {
  return <CartWidget />;
}
