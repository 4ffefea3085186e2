import '../i18n';
import { SearchPage } from '../features/search/SearchPage';

export default function SearchPageExpose() {
  return <SearchPage />;
}
