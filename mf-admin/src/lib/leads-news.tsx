import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'shared-lib/i18n';
import { toast } from 'shared-lib/bus';
import { LEAD_KINDS, leadsApi, summaryOf, type LeadSummary } from '../api/leads';

/** How often the summary is asked for when the browser has no event stream or it failed. */
export const POLL_MS = 30_000;

export interface LeadsNews {
  /** How many leads are new and the newest one's id; null until the first answer (and for staff who do not read leads). */
  summary: LeadSummary | null;
  /** How many times a newer lead arrived while the back-office was open (a list on screen loads again when it grows). */
  arrivals: number;
  /** Asks for the summary again (after a change made here, when no event stream tells). */
  refresh: () => void;
}

const NONE: LeadsNews = { summary: null, arrivals: 0, refresh: () => {} };

export const LeadsNewsContext = createContext<LeadsNews>(NONE);

/** The leads news of the back-office around this screen (none outside the frame or for staff who do not read leads). */
export const useLeadsNews = (): LeadsNews => useContext(LeadsNewsContext);

/**
 * The new-leads summary kept current while the back-office is open (for `enabled` staff: support and
 * the owner): the api's event stream (/api/admin/leads/events, event `summary`), or, when the browser
 * has none or it fails, the summary asked for every 30 s. A lead newer than any seen since the
 * back-office opened is announced once (a toast naming its kind and sender) and counted in `arrivals`.
 * Leads already there when it opened are not news.
 */
export function useLeadsSummary(enabled: boolean): LeadsNews {
  const { t } = useTranslation('admin');
  const tRef = useRef(t);
  tRef.current = t;
  const [summary, setSummary] = useState<LeadSummary | null>(null);
  const [arrivals, setArrivals] = useState(0);
  const refreshRef = useRef<() => void>(() => {});

  useEffect(() => {
    if (!enabled) return undefined;
    let stopped = false;
    let polling = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let source: EventSource | null = null;
    // the newest id seen; undefined until the first summary (which sets where news starts)
    let seen: number | null | undefined;
    const ctl = new AbortController();

    const announce = (id: number) => {
      leadsApi.lead(id, ctl.signal).then(
        (lead) => toast(tRef.current(`leadArrived.${(LEAD_KINDS as readonly string[]).includes(lead.kind) ? lead.kind : 'any'}`, { name: lead.fullName }), 'info'),
        () => {
          if (!stopped) toast(tRef.current('leadArrived.any'), 'info');
        },
      );
    };
    const apply = (s: LeadSummary) => {
      if (stopped) return;
      setSummary((prev) => (prev && prev.newCount === s.newCount && prev.latestId === s.latestId ? prev : s));
      if (seen === undefined) {
        seen = s.latestId;
        return;
      }
      if (s.latestId !== null && s.latestId > (seen ?? 0)) {
        seen = s.latestId;
        setArrivals((n) => n + 1);
        announce(s.latestId);
      }
    };
    const ask = () => leadsApi.summary(ctl.signal).then(apply, () => {});
    const poll = () => {
      void ask().finally(() => {
        if (!stopped) timer = setTimeout(poll, POLL_MS);
      });
    };
    const startPolling = () => {
      if (polling || stopped) return;
      polling = true;
      poll();
    };
    refreshRef.current = () => void ask();

    if (typeof EventSource === 'undefined') startPolling();
    else {
      try {
        source = new EventSource(leadsApi.eventsUrl());
        source.addEventListener('summary', (e) => {
          const s = summaryOf((e as MessageEvent).data);
          if (s) apply(s);
        });
        source.onerror = () => {
          source?.close();
          source = null;
          startPolling();
        };
      } catch {
        startPolling();
      }
    }

    return () => {
      stopped = true;
      ctl.abort();
      clearTimeout(timer);
      source?.close();
      refreshRef.current = () => {};
      setSummary(null);
    };
  }, [enabled]);

  return useMemo(() => (enabled ? { summary, arrivals, refresh: () => refreshRef.current() } : NONE), [enabled, summary, arrivals]);
}
