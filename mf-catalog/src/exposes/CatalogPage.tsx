import '../i18n';
import { CatalogPage } from '../features/catalogue/CatalogPage';

export default function CatalogPageExpose() {
  return <CatalogPage />;
}
