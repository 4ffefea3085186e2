import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { liveStaffSessions } from '../access/sessions';
import type { BackofficeRuntime } from '../runtime';
import { leadSummary, mayWorkLeads } from './queries';

/** How often the database is asked for the summary while a back office listens, and how often a silent stream says it is alive. */
export interface LeadStreamTiming {
  pollMs: number;
  keepaliveMs: number;
}

export const defaultLeadStreamTiming: LeadStreamTiming = { pollMs: 1000, keepaliveMs: 25_000 };

interface Listener {
  res: ServerResponse;
  /** the staff session it was opened with (the stream ends with it) */
  sessionId: string;
  /** the last summary sent (JSON), so each listener gets each change once */
  sent: string | null;
}

/**
 * The leads' event stream (GET /admin/leads/events, text/event-stream), one per api instance: every
 * open back office gets a `summary` event (`{newCount, latestId}`) at once and again whenever it
 * changes. Several api instances share one database, so a change made through another instance is
 * seen by polling: one shared timer asks the database once a second, only while somebody listens
 * (two index reads); a change made here (a new lead, a status change) is polled at once. A comment
 * every 25 s keeps proxies from closing a quiet stream; at that moment the listeners' staff sessions
 * are checked again (read only), so a stream ends with its session (sign-out, idle, disabled, role
 * taken away) and the browser's reconnection meets the 401.
 */
export class LeadStream {
  private readonly listeners = new Set<Listener>();
  private pollTimer: NodeJS.Timeout | null = null;
  private keepaliveTimer: NodeJS.Timeout | null = null;
  private polling = false;
  private pollAgain = false;
  private closed = false;

  constructor(
    private readonly rt: BackofficeRuntime,
    private readonly log: FastifyBaseLogger,
    private readonly timing: LeadStreamTiming = defaultLeadStreamTiming,
  ) {}

  /** How many back offices listen on this instance. */
  get size(): number {
    return this.listeners.size;
  }

  /**
   * Answers the request with the stream (the route's handler; the staff session and role were checked
   * by adminRoute). Fastify does not send this answer (hijacked): nothing is serialized or compressed.
   */
  async open(reply: FastifyReply, sessionId: string): Promise<void> {
    reply.hijack();
    const res = reply.raw;
    if (this.closed) {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '5' }).end('closing');
      return;
    }
    // what the app's hooks set (x-request-id)
    const set = Object.fromEntries(Object.entries(reply.getHeaders()).filter((e): e is [string, string | number | string[]] => e[1] !== undefined));
    res.writeHead(200, {
      ...set,
      // exactly this type (no charset: an event stream is UTF-8 by definition): proxies know it by it
      'content-type': 'text/event-stream',
      'cache-control': 'no-store, no-transform',
      // nginx: pass each event on at once
      'x-accel-buffering': 'no',
    });
    const listener: Listener = { res, sessionId, sent: null };
    this.listeners.add(listener);
    // the response closes when the browser goes away (or after it ends): the listener goes, and with the last one the timers
    res.on('close', () => this.drop(listener));
    // the browser waits this long before it connects again (after a restart, a closed stream)
    this.write(listener, 'retry: 3000\n\n');
    this.start();
    try {
      this.send(listener, JSON.stringify(await leadSummary(this.rt.db)));
    } catch (err) {
      // the next poll sends it
      this.log.warn({ err }, 'leads: summary for a new stream failed');
    }
  }

  /** Something changed here (a lead arrived, a status changed): the listeners get the new summary now. */
  poke(): void {
    if (this.listeners.size > 0 && !this.closed) void this.poll();
  }

  /** Ends every stream and stops the timers (the app is closing). */
  close(): void {
    this.closed = true;
    for (const l of [...this.listeners]) this.end(l);
    this.stop();
  }

  private write(l: Listener, chunk: string): void {
    if (l.res.writableEnded || l.res.destroyed) return this.drop(l);
    try {
      l.res.write(chunk);
    } catch {
      this.end(l);
    }
  }

  private send(l: Listener, summary: string): void {
    if (l.sent === summary) return;
    l.sent = summary;
    this.write(l, `event: summary\ndata: ${summary}\n\n`);
  }

  private end(l: Listener): void {
    this.drop(l);
    if (!l.res.writableEnded) l.res.end();
  }

  private drop(l: Listener): void {
    if (!this.listeners.delete(l)) return;
    if (this.listeners.size === 0) this.stop();
  }

  private start(): void {
    if (this.pollTimer || this.closed) return;
    this.pollTimer = setInterval(() => void this.poll(), this.timing.pollMs);
    this.keepaliveTimer = setInterval(() => void this.keepalive(), this.timing.keepaliveMs);
    this.pollTimer.unref();
    this.keepaliveTimer.unref();
  }

  private stop(): void {
    if (this.pollTimer) clearInterval(this.pollTimer);
    if (this.keepaliveTimer) clearInterval(this.keepaliveTimer);
    this.pollTimer = null;
    this.keepaliveTimer = null;
  }

  /** One summary for every listener; never two reads at once (a poke during a read reads again after it). */
  private async poll(): Promise<void> {
    if (this.polling) {
      this.pollAgain = true;
      return;
    }
    this.polling = true;
    try {
      do {
        this.pollAgain = false;
        const summary = JSON.stringify(await leadSummary(this.rt.db));
        for (const l of [...this.listeners]) this.send(l, summary);
      } while (this.pollAgain && this.listeners.size > 0 && !this.closed);
    } catch (err) {
      this.log.warn({ err }, 'leads: summary poll failed');
    } finally {
      this.polling = false;
    }
  }

  /** The comment that keeps quiet streams open, then the sessions checked again. */
  private async keepalive(): Promise<void> {
    for (const l of [...this.listeners]) this.write(l, ': keepalive\n\n');
    try {
      const live = await liveStaffSessions(this.rt, [...new Set([...this.listeners].map((l) => l.sessionId))]);
      for (const l of [...this.listeners]) {
        const roles = live.get(l.sessionId);
        if (!roles || !mayWorkLeads(roles)) this.end(l);
      }
    } catch (err) {
      this.log.warn({ err }, 'leads: stream sessions check failed');
    }
  }
}
