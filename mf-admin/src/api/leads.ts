/**
 * The back-office's leads inbox api (contracts/admin-leads; api module backoffice): one list of the
 * shoppers' contact messages, consultation requests and price inquiries, its CSV, one lead, its
 * changes (status and assignee, with the optimistic version) and staff notes, the new-leads summary
 * and its event stream, the staff a lead may be given to. Every call goes to /api/admin/…, where the
 * staff session cookie is sent. A 401 means "sign in", a 403 "not your role", a 409 `leads.stale`
 * "another change came first", with the current lead as the answer's data.
 */
import { ApiError, buildUrl } from 'shared-lib/api';
import type { ContactGroup } from 'contracts/content';
import type { Lead, LeadAssignee, LeadChangeBody, LeadEvent, LeadKind, LeadNote, LeadPage, LeadQuery, LeadRow, LeadStatus, LeadSummary } from 'contracts/admin-leads';
import { api } from './admin';

export type { ContactGroup, Lead, LeadAssignee, LeadChangeBody, LeadEvent, LeadKind, LeadNote, LeadPage, LeadRow, LeadStatus, LeadSummary };

/** contracts' LEAD_KINDS and LEAD_STATUSES, copied (a value import would bring the api's schemas into the bundle); the checks below keep them equal. */
export const LEAD_KINDS = ['contact', 'consultation', 'inquiry'] as const satisfies readonly LeadKind[];
export const LEAD_STATUSES = ['new', 'in_progress', 'closed'] as const satisfies readonly LeadStatus[];
type MissingKind = Exclude<LeadKind, (typeof LEAD_KINDS)[number]>;
type MissingStatus = Exclude<LeadStatus, (typeof LEAD_STATUSES)[number]>;
const everyKind: [MissingKind] extends [never] ? true : MissingKind = true;
const everyStatus: [MissingStatus] extends [never] ? true : MissingStatus = true;
void everyKind;
void everyStatus;

/** The list's query as sent (the page's language is added by the client). */
export type LeadsQuery = Omit<LeadQuery, 'lang'>;

const A = '/api/admin/leads';
const query = (q: LeadsQuery) => q as Record<string, string | number | undefined>;

export const leadsApi = {
  list: (q: LeadsQuery, signal?: AbortSignal) => api<LeadPage>(A, { query: query(q), signal }),
  /** The address of the filtered leads' CSV (a plain link downloads it with the session cookie); paging is left out. */
  exportUrl: (q: LeadsQuery) => {
    const { page: _page, pageSize: _pageSize, ...filters } = q;
    return buildUrl(`${A}/export.csv`, query(filters));
  },
  summary: (signal?: AbortSignal) => api<LeadSummary>(`${A}/summary`, { signal }),
  /** The server-sent events of the summary (event `summary`, data: LeadSummary as JSON). */
  eventsUrl: () => buildUrl(`${A}/events`),
  assignees: (signal?: AbortSignal) => api<LeadAssignee[]>(`${A}/assignees`, { signal }),
  lead: (id: number, signal?: AbortSignal) => api<Lead>(`${A}/${id}`, { signal }),
  change: (id: number, body: LeadChangeBody) => api<Lead>(`${A}/${id}`, { method: 'PATCH', body }),
  note: (id: number, text: string) => api<Lead>(`${A}/${id}/notes`, { method: 'POST', body: { text } }),
  /** The attachment's address (staff only; it downloads with its original name). */
  attachmentUrl: (id: number) => buildUrl(`${A}/${id}/attachment`),
  /** The contact form's subjects in the page's language (the shop's public list), for the subject filter. */
  contactGroups: (signal?: AbortSignal) => api<ContactGroup[]>('/api/contact/groups', { signal }),
};

/** The current lead a 409 `leads.stale` answered with (another change came first), if it did. */
export function currentLeadOf(err: unknown, id: number): Lead | null {
  if (!(err instanceof ApiError) || err.status !== 409) return null;
  const d = err.data as Partial<Lead> | null;
  return d && typeof d === 'object' && d.id === id && typeof d.version === 'number' && Array.isArray(d.notes) && Array.isArray(d.history) ? (d as Lead) : null;
}

/** A LeadSummary read from an event's data (null when it is not one). */
export function summaryOf(data: unknown): LeadSummary | null {
  let v: unknown = data;
  if (typeof data === 'string') {
    try {
      v = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (!v || typeof v !== 'object') return null;
  const s = v as Partial<LeadSummary>;
  if (typeof s.newCount !== 'number' || !(s.latestId === null || typeof s.latestId === 'number')) return null;
  return { newCount: s.newCount, latestId: s.latestId };
}
