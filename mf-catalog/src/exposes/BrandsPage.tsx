import '../i18n';
import { BrandsPage } from '../features/brands/BrandsPage';

export default function BrandsPageExpose() {
  return <BrandsPage />;
}
