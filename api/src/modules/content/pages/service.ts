import type { ContentPage, CustomerExperience, HomeWidgets, PageKey } from 'contracts/content';
import type { DB } from '../../../db/database';
import { notFound } from '../../../lib/errors';
import type { Lang } from '../../../lib/i18n';
import { listPosts } from '../blog/queries';
import { listServices } from '../services/queries';
import { getPage, listProjects, listTestimonials } from './queries';

/** An editorial page; a missing one (never after seeding) is a 404. */
export async function pageByKey(db: DB, key: PageKey, lang: Lang): Promise<ContentPage> {
  const page = await getPage(db, key, lang);
  if (!page) throw notFound('content.pageNotFound');
  return page;
}

/** The customer-experience page with every project and testimonial. */
export async function customerExperience(db: DB, lang: Lang): Promise<CustomerExperience> {
  const page = await pageByKey(db, 'customerExperience', lang);
  const [projects, testimonials] = await Promise.all([listProjects(db, lang), listTestimonials(db, lang)]);
  return { ...page, projects, testimonials };
}

/** Everything the home page's content widgets show, in one round trip. */
export async function homeWidgets(db: DB, lang: Lang): Promise<HomeWidgets> {
  const [services, posts, projects, testimonials, about] = await Promise.all([
    listServices(db, lang),
    listPosts(db, lang, { page: 1, pageSize: 3 }),
    listProjects(db, lang, 4),
    listTestimonials(db, lang, 3),
    getPage(db, 'about', lang),
  ]);
  return { services, latestPosts: posts.items, projects, testimonials, facts: about?.facts ?? [] };
}
