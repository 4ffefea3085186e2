import '../i18n';
import { BrandPage } from '../features/brands/BrandPage';

export default function BrandPageExpose() {
  return <BrandPage />;
}
