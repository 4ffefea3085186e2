import { resetPage as resetSharedPage } from 'shared-lib/test-utils';
import { getAccountStore } from '../lib/accountStore';

/** A clean page: no account state, no bus history, no cached data, no remembered address. */
export function resetPage(): void {
  getAccountStore().reset();
  resetSharedPage();
  window.sessionStorage.clear();
  document.cookie = 'basketId=; Max-Age=0; Path=/';
}
