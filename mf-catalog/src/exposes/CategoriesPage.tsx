import '../i18n';
import { CategoriesPage } from '../features/categories/CategoriesPage';

export default function CategoriesPageExpose() {
  return <CategoriesPage />;
}
