import '../i18n';
import { CategoriesWidget } from '../features/home/Widgets';

export default function CategoriesWidgetExpose() {
  return <CategoriesWidget />;
}
