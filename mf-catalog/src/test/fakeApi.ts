import { resetBusForTests } from 'shared-lib/bus';
import { invalidateResource } from 'shared-lib/data';

export { fakeApi, type FakeAnswer, type FakeRequest, type FakeRoutes } from 'shared-lib/fake-api';

/** A clean page: no cached data, no bus history. */
export function resetPage(): void {
  invalidateResource('');
  resetBusForTests();
}
