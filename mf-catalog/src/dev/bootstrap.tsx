import { renderDevHost } from 'shared-lib/dev-host';
import BrandPage from '../exposes/BrandPage';
import BrandsPage from '../exposes/BrandsPage';
import CatalogPage from '../exposes/CatalogPage';
import CategoriesPage from '../exposes/CategoriesPage';
import CategoryPage from '../exposes/CategoryPage';
import FeaturedProducts from '../exposes/FeaturedProducts';
import ProductPage from '../exposes/ProductPage';
import SearchPage from '../exposes/SearchPage';

renderDevHost('mf_catalog', [
  { path: '/cat', element: <CategoriesPage /> },
  { path: '/cat/:label', element: <CategoryPage /> },
  { path: '/brand', element: <BrandsPage /> },
  { path: '/brand/:id/:label', element: <BrandPage /> },
  { path: '/search', element: <SearchPage /> },
  { path: '/search/:catLabel', element: <SearchPage /> },
  { path: '/pr/:id/:name', element: <ProductPage /> },
  { path: '/st/catalog', element: <CatalogPage /> },
  { path: '/', element: <FeaturedProducts /> },
]);
