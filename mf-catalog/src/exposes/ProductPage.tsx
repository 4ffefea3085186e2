import '../i18n';
import { ProductPage } from '../features/product/ProductPage';

export default function ProductPageExpose() {
  return <ProductPage />;
}
