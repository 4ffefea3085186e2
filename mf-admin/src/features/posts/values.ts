/**
 * The post editor's form values and how they become the api's body (contracts/admin-content
 * PostInput). Times are chosen and shown in Tehran's time (UTC+03:30 all year since 2022) and sent
 * as UTC instants.
 */
import { toLatinDigits } from 'shared-lib/format';
import type { AdminPost, PostInput, PostStatus } from '../../api/content';

/** A status's chip in the list and the editor: outlined, in colours whose text passes AA on the page (MUI's info and warning do not: light blue, orange). */
export const STATUS_COLOR: Record<PostStatus, 'default' | 'secondary' | 'success' | 'error'> = { draft: 'default', scheduled: 'secondary', published: 'success', hidden: 'error' };

export const LANGS = ['fa', 'en', 'ru'] as const;
export type Lang = (typeof LANGS)[number];
export const LIMITS = { title: 200, slug: 200, summary: 1000, body: 100_000 } as const;

type Texts = Record<Lang, string>;
export interface PostFormValues {
  title: Texts;
  slug: Texts;
  summary: Texts;
  body: Texts;
  categoryId: number | null;
  cover: string | null;
  /** Tehran's wall-clock time as the picker stores it (yyyy-MM-ddTHH:mm), '' for none */
  publishedAt: string;
  active: boolean;
}

/** What a save does with the publication time: a draft, published at once, scheduled at the chosen time, or kept. */
export type Intent = 'draft' | 'now' | 'schedule' | 'keep';

const TEHRAN_OFFSET_MS = 3.5 * 3_600_000;
const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A UTC instant as Tehran's wall-clock time (yyyy-MM-ddTHH:mm). */
export const toTehran = (iso: string) => new Date(Date.parse(iso) + TEHRAN_OFFSET_MS).toISOString().slice(0, 16);
/** Tehran's wall-clock time (yyyy-MM-ddTHH:mm, any digits) as a UTC instant; null when it is not one. */
export function fromTehran(wall: string): string | null {
  const m = WALL.exec(toLatinDigits(wall.trim()));
  if (!m) return null;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5])) - TEHRAN_OFFSET_MS;
  return Number.isFinite(t) ? new Date(t).toISOString() : null;
}

const empty = (): Texts => ({ fa: '', en: '', ru: '' });
export const emptyPostValues = (): PostFormValues => ({ title: empty(), slug: empty(), summary: empty(), body: empty(), categoryId: null, cover: null, publishedAt: '', active: true });

const texts = (v: { fa: string; en: string; ru: string | null }): Texts => ({ fa: v.fa, en: v.en, ru: v.ru ?? '' });
export function toPostValues(p: AdminPost): PostFormValues {
  return {
    title: texts(p.titles),
    slug: texts(p.slugs),
    summary: texts(p.summaries),
    body: texts(p.bodies),
    categoryId: p.categoryId,
    cover: p.cover,
    publishedAt: p.publishedAt ? toTehran(p.publishedAt) : '',
    active: p.active,
  };
}

const orNull = (s: string) => (s.trim() ? s.trim() : null);

/** The api's body for a save with this intent (`now`: the current instant; `keep`: the time the post has). */
export function toPostInput(v: PostFormValues, intent: Intent, kept: string | null = null, now = new Date()): PostInput {
  const publishedAt = intent === 'draft' ? null : intent === 'now' ? now.toISOString() : intent === 'keep' ? kept : fromTehran(v.publishedAt);
  return {
    categoryId: v.categoryId ?? 0,
    title: { fa: v.title.fa.trim(), en: v.title.en.trim(), ru: orNull(v.title.ru) },
    slug: { fa: orNull(v.slug.fa), en: orNull(v.slug.en), ru: orNull(v.slug.ru) },
    summary: { fa: v.summary.fa.trim(), en: v.summary.en.trim(), ru: orNull(v.summary.ru) },
    body: { fa: v.body.fa, en: v.body.en, ru: v.body.ru.trim() ? v.body.ru : null },
    cover: v.cover,
    publishedAt,
    active: v.active,
  };
}

/** Is an HTML body empty of text (the editor's `<p></p>`)? */
export const isBlankHtml = (html: string) => !html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim();
