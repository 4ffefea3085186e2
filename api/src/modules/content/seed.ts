import type { Database, DB } from '../../db/database';
import { nowIso } from '../../db/database';
import type { Config } from '../../config';
import { coverUrl } from './covers/svg';
import { readingMinutes, sanitizeBody } from './lib/html';
import { BLOG_CATEGORIES } from './seed-data/blog-categories';
import { SEED_POSTS } from './seed-data/posts';
import { SEED_SERVICES } from './seed-data/services';
import { SEED_PAGES, SEED_PROJECTS, SEED_TESTIMONIALS } from './seed-data/pages';
import { SEED_CONTACT_GROUPS } from './seed-data/contact-groups';

const isEmpty = async (db: DB, table: string) => !(await db.selectFrom(table).select('id').limit(1).executeTakeFirst());

/**
 * Seeds each part of the content (blog, services, pages, contact groups) whose tables are empty,
 * each in its own transaction: a half-seeded part never stays behind, and content an editor has
 * added is never touched.
 */
export async function seedContent(database: Database, _config: Config): Promise<void> {
  const { db } = database;

  if (await isEmpty(db, 'blog_categories')) {
    await db.transaction().execute(async (trx) => {
      const ids = new Map<string, number>();
      for (const [i, c] of BLOG_CATEGORIES.entries()) {
        const row = await trx
          .insertInto('blog_categories')
          .values({ slug: c.slug, name_fa: c.name.fa, name_en: c.name.en, name_ru: c.name.ru, sort_order: i })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.set(c.slug, Number(row.id));
      }
      // oldest first, so ids grow with the publication date
      const posts = [...SEED_POSTS].sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
      for (const p of posts) {
        const bodyFa = sanitizeBody(p.body.fa);
        const bodyEn = sanitizeBody(p.body.en);
        await trx
          .insertInto('posts')
          .values({
            category_id: ids.get(p.category),
            slug_fa: p.slug.fa,
            slug_en: p.slug.en,
            title_fa: p.title.fa,
            title_en: p.title.en,
            summary_fa: p.summary.fa,
            summary_en: p.summary.en,
            body_fa: bodyFa,
            body_en: bodyEn,
            cover: coverUrl(p.cover[0], p.cover[1]),
            reading_minutes_fa: readingMinutes(bodyFa, 'fa'),
            reading_minutes_en: readingMinutes(bodyEn, 'en'),
            published_at: p.publishedAt,
            active: 1,
            created_at: nowIso(),
          })
          .execute();
      }
    });
  }

  if (await isEmpty(db, 'services')) {
    await db.transaction().execute(async (trx) => {
      for (const [i, s] of SEED_SERVICES.entries()) {
        const row = await trx
          .insertInto('services')
          .values({
            label: s.label,
            title_fa: s.title.fa,
            title_en: s.title.en,
            title_ru: s.title.ru,
            summary_fa: s.summary.fa,
            summary_en: s.summary.en,
            summary_ru: s.summary.ru,
            body_fa: sanitizeBody(s.body.fa),
            body_en: sanitizeBody(s.body.en),
            body_ru: sanitizeBody(s.body.ru),
            cover: coverUrl(s.cover[0], s.cover[1]),
            sort_order: i,
            active: 1,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const [j, f] of s.faqs.entries()) {
          await trx
            .insertInto('service_faqs')
            .values({
              service_id: Number(row.id),
              question_fa: f.question.fa,
              question_en: f.question.en,
              question_ru: f.question.ru,
              answer_fa: f.answer.fa,
              answer_en: f.answer.en,
              answer_ru: f.answer.ru,
              sort_order: j,
            })
            .execute();
        }
      }
    });
  }

  if (await isEmpty(db, 'content_pages')) {
    await db.transaction().execute(async (trx) => {
      for (const p of SEED_PAGES) {
        await trx
          .insertInto('content_pages')
          .values({
            page_key: p.key,
            title_fa: p.title.fa,
            title_en: p.title.en,
            title_ru: p.title.ru ?? null,
            summary_fa: p.summary.fa,
            summary_en: p.summary.en,
            summary_ru: p.summary.ru ?? null,
            body_fa: sanitizeBody(p.body.fa),
            body_en: sanitizeBody(p.body.en),
            body_ru: p.body.ru ? sanitizeBody(p.body.ru) : null,
            cover: coverUrl(p.cover[0], p.cover[1]),
            facts_json: JSON.stringify(p.facts),
            updated_at: nowIso(),
          })
          .execute();
      }
      const projectIds: number[] = [];
      for (const [i, p] of SEED_PROJECTS.entries()) {
        const row = await trx
          .insertInto('projects')
          .values({
            title_fa: p.title.fa,
            title_en: p.title.en,
            title_ru: p.title.ru ?? null,
            client_fa: p.client.fa,
            client_en: p.client.en,
            client_ru: p.client.ru ?? null,
            city_fa: p.city.fa,
            city_en: p.city.en,
            city_ru: p.city.ru ?? null,
            summary_fa: p.summary.fa,
            summary_en: p.summary.en,
            summary_ru: p.summary.ru ?? null,
            year: p.year,
            service_labels_json: JSON.stringify(p.services),
            cover: coverUrl(p.cover[0], p.cover[1]),
            sort_order: i,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        projectIds.push(Number(row.id));
      }
      for (const [i, tm] of SEED_TESTIMONIALS.entries()) {
        await trx
          .insertInto('testimonials')
          .values({
            author_fa: tm.author.fa,
            author_en: tm.author.en,
            author_ru: tm.author.ru ?? null,
            role_fa: tm.role.fa,
            role_en: tm.role.en,
            role_ru: tm.role.ru ?? null,
            quote_fa: tm.quote.fa,
            quote_en: tm.quote.en,
            quote_ru: tm.quote.ru ?? null,
            rating: tm.rating,
            project_id: tm.projectIndex === undefined ? null : projectIds[tm.projectIndex],
            sort_order: i,
          })
          .execute();
      }
    });
  }

  if (await isEmpty(db, 'contact_groups')) {
    await db.transaction().execute(async (trx) => {
      for (const [i, g] of SEED_CONTACT_GROUPS.entries()) {
        await trx
          .insertInto('contact_groups')
          .values({ id: g.id, title_fa: g.title.fa, title_en: g.title.en, title_ru: g.title.ru, sort_order: i, active: 1 })
          .execute();
      }
    });
  }
}
