import type { ReactElement } from 'react';
import { renderPage } from 'shared-lib/test-utils';

type Namespaces = NonNullable<NonNullable<Parameters<typeof renderPage>[1]>['namespaces']>;
import type { StaffMe } from '../api/admin';
import { SessionContext } from '../lib/session';
import fa from '../locales/fa.json';
import en from '../locales/en.json';

export const OWNER: StaffMe = { id: 1, mobile: '09120000001', name: 'مریم احمدی', roles: ['owner'], hasPassword: false };
export const CATALOGUE: StaffMe = { id: 2, mobile: '09120000002', name: 'Reza Karimi', roles: ['catalogue'], hasPassword: false };
export const CONTENT: StaffMe = { id: 3, mobile: '09120000003', name: 'Sara Nik', roles: ['content'], hasPassword: false };

/**
 * Renders a back-office screen signed in as `me` (default: the owner) at `path`, with the core
 * 'admin' messages and the screen's own namespaces: renderAdmin(<ProductsPage />, { path: '/en/admin/products', namespaces: { 'admin-products': { fa, en } } }).
 */
export function renderAdmin(
  ui: ReactElement,
  opts: { path?: string; routePath?: string; me?: StaffMe; signOut?: () => void; namespaces?: Namespaces } = {},
) {
  const me = opts.me ?? OWNER;
  const session = { me, setMe: jest.fn(), signOut: opts.signOut ?? jest.fn() };
  return renderPage(<SessionContext.Provider value={session}>{ui}</SessionContext.Provider>, {
    path: opts.path ?? '/admin',
    routePath: opts.routePath,
    namespaces: { admin: { fa, en }, ...(opts.namespaces ?? {}) },
  });
}
