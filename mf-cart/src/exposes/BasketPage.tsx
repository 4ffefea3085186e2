import '../i18n';
import { BasketPage } from '../features/basket/BasketPage';

/** Route /basket. */
export default function BasketPageExpose() {
  return <BasketPage />;
}
