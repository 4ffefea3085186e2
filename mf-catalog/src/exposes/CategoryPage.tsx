import '../i18n';
import { CategoryPage } from '../features/categories/CategoryPage';

export default function CategoryPageExpose() {
  return <CategoryPage />;
}
