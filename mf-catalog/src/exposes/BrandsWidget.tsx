import '../i18n';
import { BrandsWidget } from '../features/home/Widgets';

export default function BrandsWidgetExpose() {
  return <BrandsWidget />;
}
