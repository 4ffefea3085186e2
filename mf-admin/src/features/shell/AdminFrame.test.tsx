import { act, screen, waitFor, within } from '@testing-library/react';
import { adminGetLead } from 'contracts/admin-leads';
import { collectToasts, exampleData, fakeApi, type FakeRoutes } from 'shared-lib/test-utils';
import type { Lead, LeadSummary } from '../../api/leads';
import type { StaffMe } from '../../api/admin';
import { CATALOGUE, OWNER, renderAdmin } from '../../test/render';
import { POLL_MS, useLeadsNews } from '../../lib/leads-news';
import { AdminFrame } from './AdminFrame';
import { RequireRole } from './RequireRole';

const SUPPORT: StaffMe = { id: 5, mobile: '09120000005', name: 'Support Person', roles: ['support'], hasPassword: false };
const ORDERS: StaffMe = { id: 4, mobile: '09120000004', name: 'Nima Orders', roles: ['orders'], hasPassword: false };

const S = '/api/admin/leads/summary';
const LEAD = exampleData(adminGetLead) as Lead;

/** A stand-in for the browser's EventSource: the test sends the server's events. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly url: string;
  closed = false;
  onerror: ((e: Event) => void) | null = null;
  private listeners = new Map<string, Array<(e: MessageEvent) => void>>();
  constructor(url: string) {
    this.url = url;
    FakeEventSource.instances.push(this);
  }
  addEventListener(name: string, fn: (e: MessageEvent) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), fn]);
  }
  close() {
    this.closed = true;
  }
  /** The server sends a `summary` event. */
  summary(s: LeadSummary) {
    act(() => {
      for (const fn of this.listeners.get('summary') ?? []) fn(new MessageEvent('summary', { data: JSON.stringify(s) }));
    });
  }
  fail() {
    act(() => this.onerror?.(new Event('error')));
  }
}

const originalMatchMedia = window.matchMedia;
/** A screen 900 px or wider: the navigation is a side column (jsdom answers "no" to every query: a phone). */
function wideScreen() {
  window.matchMedia = ((query: string) => ({ matches: /min-width/.test(query), media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false })) as unknown as typeof window.matchMedia;
}
function withEventSource() {
  FakeEventSource.instances = [];
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
}
afterEach(() => {
  window.matchMedia = originalMatchMedia;
  delete (globalThis as { EventSource?: unknown }).EventSource;
  jest.useRealTimers();
});

/** A screen in the frame that shows how many leads arrived while it was open (a list reloads on it). */
function Screen() {
  const { arrivals } = useLeadsNews();
  return <p>{`arrivals: ${arrivals}`}</p>;
}

function setup(me: StaffMe, routes: FakeRoutes = {}, path = '/en/admin') {
  const api = fakeApi({ [`GET ${S}`]: { data: { newCount: 3, latestId: 58 } }, 'GET /api/admin/leads/59': { data: { ...LEAD, id: 59, kind: 'consultation', fullName: 'Sara Nik' } }, ...routes });
  renderAdmin(
    <AdminFrame>
      <Screen />
    </AdminFrame>,
    { me, path },
  );
  return api;
}

const nav = () => screen.getByRole('navigation', { name: /^(Back-office sections|بخش‌های پنل مدیریت)$/ });

test('support staff: the Leads entry with a badge of the new leads, kept current by the event stream', async () => {
  wideScreen();
  withEventSource();
  const toasts = collectToasts();
  const api = setup(SUPPORT);
  expect(FakeEventSource.instances).toHaveLength(1);
  const source = FakeEventSource.instances[0];
  expect(source.url).toMatch(/^\/api\/admin\/leads\/events\?lang=/);

  // nothing counted before the stream says
  expect(within(nav()).getByRole('link', { name: 'Leads' })).toHaveAttribute('href', '/en/admin/leads');
  source.summary({ newCount: 3, latestId: 58 });
  const link = within(nav()).getByRole('link', { name: 'Leads, 3 new' });
  expect(within(link).getByText('3')).toBeInTheDocument();
  // the leads already there when the back-office opened are not news
  expect(toasts).toEqual([]);
  expect(screen.getByText('arrivals: 0')).toBeInTheDocument();

  // a lead arrives: the badge, one toast naming it, and the screen is told
  source.summary({ newCount: 4, latestId: 59 });
  expect(within(nav()).getByRole('link', { name: 'Leads, 4 new' })).toBeInTheDocument();
  expect(screen.getByText('arrivals: 1')).toBeInTheDocument();
  await waitFor(() => expect(toasts).toEqual([{ message: 'New consultation request from Sara Nik', variant: 'info' }]));
  // the same lead again (a status change elsewhere) is no news; the count still follows
  source.summary({ newCount: 3, latestId: 59 });
  expect(within(nav()).getByRole('link', { name: 'Leads, 3 new' })).toBeInTheDocument();
  await new Promise((r) => setTimeout(r, 20));
  expect(toasts).toHaveLength(1);
  expect(screen.getByText('arrivals: 1')).toBeInTheDocument();
  expect(api.called('GET /api/admin/leads/59')).toHaveLength(1);
  // no polling while the stream works
  expect(api.called(`GET ${S}`)).toEqual([]);

  // nothing new: no badge
  source.summary({ newCount: 0, latestId: 59 });
  expect(within(nav()).getByRole('link', { name: 'Leads' })).toBeInTheDocument();
});

test('in Persian: the entry and its badge in Persian digits', async () => {
  wideScreen();
  withEventSource();
  setup(OWNER, {}, '/admin');
  FakeEventSource.instances[0].summary({ newCount: 12, latestId: 58 });
  const link = within(nav()).getByRole('link', { name: 'درخواست‌های مشتریان، ۱۲ درخواست تازه' });
  expect(link).toHaveAttribute('href', '/admin/leads');
  expect(within(link).getByText('۱۲')).toBeInTheDocument();
});

test('on a phone the menu button says how many leads are new', () => {
  withEventSource();
  setup(SUPPORT);
  expect(screen.getByRole('button', { name: 'Open the sections menu' })).toBeInTheDocument();
  FakeEventSource.instances[0].summary({ newCount: 1, latestId: 58 });
  expect(screen.getByRole('button', { name: 'Open the sections menu (1 new lead)' })).toBeInTheDocument();
});

test('no EventSource: the summary is asked for at once and every 30 s; a new lead is announced once', async () => {
  wideScreen();
  jest.useFakeTimers();
  const toasts = collectToasts();
  let summary: LeadSummary = { newCount: 2, latestId: 58 };
  const api = setup(SUPPORT, { [`GET ${S}`]: () => ({ data: summary }) });
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });
  expect(within(nav()).getByRole('link', { name: 'Leads, 2 new' })).toBeInTheDocument();
  expect(api.called(`GET ${S}`)).toHaveLength(1);

  summary = { newCount: 3, latestId: 59 };
  await act(async () => {
    await jest.advanceTimersByTimeAsync(POLL_MS - 10);
  });
  expect(api.called(`GET ${S}`)).toHaveLength(1);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(20);
  });
  expect(api.called(`GET ${S}`)).toHaveLength(2);
  expect(within(nav()).getByRole('link', { name: 'Leads, 3 new' })).toBeInTheDocument();
  expect(toasts).toEqual([{ message: 'New consultation request from Sara Nik', variant: 'info' }]);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(POLL_MS);
  });
  expect(api.called(`GET ${S}`)).toHaveLength(3);
  expect(toasts).toHaveLength(1);
});

test('the event stream fails: it is closed and the summary is polled instead', async () => {
  wideScreen();
  withEventSource();
  const api = setup(SUPPORT, { [`GET ${S}`]: { data: { newCount: 5, latestId: 70 } } });
  const source = FakeEventSource.instances[0];
  source.fail();
  expect(source.closed).toBe(true);
  expect(await within(nav()).findByRole('link', { name: 'Leads, 5 new' })).toBeInTheDocument();
  expect(api.called(`GET ${S}`)).toHaveLength(1);
});

test('staff who do not handle leads (catalogue, orders) see no entry, and nothing is asked or opened', async () => {
  wideScreen();
  withEventSource();
  for (const me of [CATALOGUE, ORDERS]) {
    const api = setup(me);
    expect(within(nav()).getByRole('link', { name: 'Products' })).toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: /Leads/ })).not.toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 20));
    expect(api.calls).toEqual([]);
    expect(FakeEventSource.instances).toEqual([]);
    document.body.innerHTML = '';
  }
});

test('the leads screens are refused to a catalogue-only staff member', () => {
  renderAdmin(
    <RequireRole roles={['support']}>
      <p>The leads</p>
    </RequireRole>,
    { me: CATALOGUE, path: '/en/admin/leads' },
  );
  expect(screen.getByRole('alert')).toHaveTextContent('You are not allowed to see or change this section.');
  expect(screen.queryByText('The leads')).not.toBeInTheDocument();
});

test('the Customers entry (issue 35 item 4) for orders, support and the owner, not for the catalogue', () => {
  wideScreen();
  withEventSource();
  for (const [me, shown] of [[ORDERS, true], [SUPPORT, true], [OWNER, true], [CATALOGUE, false]] as const) {
    setup(me);
    const entry = within(nav()).queryByRole('link', { name: 'Customers' });
    expect([me.name, entry?.getAttribute('href') ?? null]).toEqual([me.name, shown ? '/en/admin/customers' : null]);
    document.body.innerHTML = '';
  }
  renderAdmin(
    <RequireRole roles={['orders', 'support']}>
      <p>The customers</p>
    </RequireRole>,
    { me: CATALOGUE, path: '/en/admin/customers' },
  );
  expect(screen.getByRole('alert')).toHaveTextContent('You are not allowed to see or change this section.');
  expect(screen.queryByText('The customers')).not.toBeInTheDocument();
});
