import '../i18n';
import { FeaturedProducts } from '../features/home/Widgets';

export default function FeaturedProductsExpose() {
  return <FeaturedProducts />;
}
