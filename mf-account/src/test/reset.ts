import { resetBusForTests } from 'shared-lib/bus';
import { invalidateResource } from 'shared-lib/data';
import { getAccountStore } from '../lib/accountStore';

/** A clean page: no account state, no bus history, no cached data, no remembered address. */
export function resetPage(): void {
  getAccountStore().reset();
  resetBusForTests();
  invalidateResource('');
  window.sessionStorage.clear();
  document.cookie = 'basketId=; Max-Age=0; Path=/';
}
