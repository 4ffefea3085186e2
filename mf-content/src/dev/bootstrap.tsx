import { renderDevHost } from 'shared-lib/dev-host';
import AboutPage from '../exposes/AboutPage';
import BlogCategoriesPage from '../exposes/BlogCategoriesPage';
import BlogPage from '../exposes/BlogPage';
import ConsultationModal from '../exposes/ConsultationModal';
import ContactPage from '../exposes/ContactPage';
import CustomerExperiencePage from '../exposes/CustomerExperiencePage';
import CustomerExperienceWidget from '../exposes/CustomerExperienceWidget';
import HeroWidget from '../exposes/HeroWidget';
import LatestPostsWidget from '../exposes/LatestPostsWidget';
import PostPage from '../exposes/PostPage';
import ServicePage from '../exposes/ServicePage';
import ServicesPage from '../exposes/ServicesPage';
import ServicesWidget from '../exposes/ServicesWidget';

/** The home widgets as the shell composes them, with the consultation modal (it needs a long page). */
function DevHome() {
  return (
    <>
      <HeroWidget />
      <ServicesWidget />
      <LatestPostsWidget />
      <CustomerExperienceWidget />
      <ConsultationModal />
    </>
  );
}

renderDevHost('mf_content', [
  { path: '/st/blog', element: <BlogPage /> },
  { path: '/st/BlogCat', element: <BlogCategoriesPage /> },
  { path: '/po/:id/:name', element: <PostPage /> },
  { path: '/services', element: <ServicesPage /> },
  { path: '/services/:label', element: <ServicePage /> },
  { path: '/about', element: <AboutPage /> },
  { path: '/st/contactus', element: <ContactPage /> },
  { path: '/customerExperience', element: <CustomerExperiencePage /> },
  { path: '/', element: <DevHome /> },
]);
