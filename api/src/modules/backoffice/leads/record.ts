import type { FastifyBaseLogger } from 'fastify';
import type { LeadKind } from 'contracts/admin-leads';
import { nowIso, type DB } from '../../../db/database';

const LEADS = 'leads';

/** Names in the shop's three languages (Russian may be missing: the inbox falls back to English). */
export interface Names {
  fa: string;
  en: string;
  ru: string | null;
}

/**
 * A lead as the module that took it describes it (`recordLead`): who sent it, what they wrote, and a
 * snapshot of what the inbox shows of the product or subject and of the attachment, so the inbox
 * never reads another module's tables.
 */
export interface NewLead {
  kind: LeadKind;
  /** the table the lead is kept in by its own module, and its row there (a lead per row, at most) */
  source: 'form_submissions' | 'price_inquiries';
  sourceId: number;
  fullName: string;
  /** canonical 09xxxxxxxxx */
  mobile: string;
  email?: string | null;
  /** the form's title, if it had one (else the summary is the message's first words) */
  title?: string | null;
  message?: string | null;
  /** YYYY-MM-DD */
  visitDate?: string | null;
  quantity?: number | null;
  /** the product asked about (price inquiries) */
  product?: { id: number; name: Names; slug: Names } | null;
  /** the contact form's subject (contact group) */
  group?: { id: number; title: Names } | null;
  userId?: number | null;
  /** the language the shopper wrote in */
  lang: string;
  /** the attachment: the content module's upload, with what serving it needs */
  attachment?: { fileId: number; name: string; mime: string; size: number; storedName: string } | null;
}

/** What tells the shop of a new lead: the SMS sender (the auth module's adapter) and the event stream. */
export interface LeadDesk {
  texter: { sendText(mobile: string, text: string): Promise<void> };
  /** LEADS_SMS_TO, canonical */
  smsTo: readonly string[];
  log: FastifyBaseLogger;
  /** a lead arrived or changed: the open back offices are told (leads/stream.ts) */
  changed(): void;
}

interface OpenDesk extends LeadDesk {
  /** the SMS still on their way (awaited when the app closes) */
  sending: Set<Promise<void>>;
}

/** The desk of each app's database (module.ts opens it), so every module that records a lead tells the same shop. */
const desks = new WeakMap<DB, OpenDesk>();

export function openLeadDesk(db: DB, desk: LeadDesk): { settle(): Promise<void> } {
  const open: OpenDesk = { ...desk, sending: new Set() };
  desks.set(db, open);
  return {
    async settle() {
      while (open.sending.size) await Promise.allSettled([...open.sending]);
    },
  };
}

/** The desk's `changed` for a database (a status change in the inbox). */
export function leadsChanged(db: DB): void {
  desks.get(db)?.changed();
}

const SUMMARY_MAX = 140;

/** The first words of a text, at most 140 characters (cut at a word and marked with …). */
export function summaryOf(text: string | null | undefined): string | null {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!flat) return null;
  if (flat.length <= SUMMARY_MAX) return flat;
  const cut = flat.slice(0, SUMMARY_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > SUMMARY_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const faDigits = (n: number) => new Intl.NumberFormat('fa-IR', { useGrouping: false }).format(n);
const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s);
const KIND_FA: Record<LeadKind, string> = { contact: 'پیام تماس', consultation: 'درخواست مشاوره', inquiry: 'درخواست قیمت' };

/**
 * The SMS to the shop's staff (LEADS_SMS_TO), in Persian, short: the lead's number, what it is, from
 * whom (their mobile, Latin digits so a phone offers to call it) and about what.
 * e.g. «سرنخ تازه در آتش‌ایمن، شماره ۵۸: درخواست قیمت از رضا کریمی (09121234567) — کپسول ۶ کیلویی، ۴۰ عدد»
 */
export function leadSmsText(id: number, lead: NewLead): string {
  const about =
    lead.kind === 'inquiry'
      ? [lead.product ? clip(lead.product.name.fa, 60) : null, lead.quantity ? `${faDigits(lead.quantity)} عدد` : null].filter(Boolean).join('، ')
      : lead.kind === 'contact'
        ? (lead.group ? clip(lead.group.title.fa, 60) : '')
        : clip(summaryOf(lead.title ?? lead.message) ?? '', 60);
  return `سرنخ تازه در آتش‌ایمن، شماره ${faDigits(id)}: ${KIND_FA[lead.kind]} از ${clip(lead.fullName, 40)} (${lead.mobile})${about ? ` — ${about}` : ''}`;
}

/** Sends the new lead's SMS in the background (never awaited by the shopper's request; a failure is logged). */
function announce(desk: OpenDesk, id: number, lead: NewLead): void {
  desk.changed();
  if (desk.smsTo.length === 0) return;
  const text = leadSmsText(id, lead);
  for (const mobile of desk.smsTo) {
    const sent: Promise<void> = desk.texter
      .sendText(mobile, text)
      .catch((err: unknown) => desk.log.warn({ leadId: id, err: { message: String((err as Error)?.message ?? err).slice(0, 200) } }, 'leads: new-lead SMS not sent'))
      .finally(() => desk.sending.delete(sent));
    desk.sending.add(sent);
  }
}

/**
 * Records a lead in the back office's inbox: call it right after the module's own row is written
 * (committed), with the app's database, not inside a transaction (the SMS and the open back offices
 * are told once it is in). Then the staff in LEADS_SMS_TO get an SMS (in the background) and the
 * inbox's event stream announces it.
 *
 * It never throws: the shopper's submission is already kept by its module, so a failure here (the
 * snapshot could not be read, the insert failed) is logged and answered with null. `lead` may be a
 * function that reads the snapshot: what it throws is caught and logged too. A second call for the
 * same source row adds nothing (null).
 */
export async function recordLead(db: DB, lead: NewLead | (() => Promise<NewLead>), log?: FastifyBaseLogger): Promise<number | null> {
  const desk = desks.get(db);
  let value: NewLead | null = null;
  try {
    value = typeof lead === 'function' ? await lead() : lead;
    const now = nowIso();
    const row = await db
      .insertInto(LEADS)
      .values({
        kind: value.kind,
        source: value.source,
        source_id: value.sourceId,
        status: 'new',
        version: 0,
        full_name: value.fullName,
        mobile: value.mobile,
        email: value.email ?? null,
        summary: summaryOf(value.title) ?? summaryOf(value.message),
        message: value.message ?? null,
        visit_date: value.visitDate ?? null,
        quantity: value.quantity ?? null,
        product_id: value.product?.id ?? null,
        product_name_fa: value.product?.name.fa ?? null,
        product_name_en: value.product?.name.en ?? null,
        product_name_ru: value.product?.name.ru ?? null,
        product_slug_fa: value.product?.slug.fa ?? null,
        product_slug_en: value.product?.slug.en ?? null,
        product_slug_ru: value.product?.slug.ru ?? null,
        group_id: value.group?.id ?? null,
        group_title_fa: value.group?.title.fa ?? null,
        group_title_en: value.group?.title.en ?? null,
        group_title_ru: value.group?.title.ru ?? null,
        user_id: value.userId ?? null,
        lang: value.lang.slice(0, 8),
        file_id: value.attachment?.fileId ?? null,
        file_name: value.attachment?.name ?? null,
        file_mime: value.attachment?.mime ?? null,
        file_size: value.attachment?.size ?? null,
        file_stored_name: value.attachment?.storedName ?? null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.columns(['source', 'source_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) return null;
    const id = Number(row.id);
    if (desk) announce(desk, id, value);
    return id;
  } catch (err) {
    (log ?? desk?.log)?.error({ err, source: value?.source, sourceId: value?.sourceId }, 'leads: a lead was not recorded (the submission itself is kept)');
    return null;
  }
}
