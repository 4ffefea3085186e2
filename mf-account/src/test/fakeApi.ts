import type { User } from 'contracts/auth';

export { fakeApi, type FakeAnswer, type FakeRequest, type FakeRoutes } from 'shared-lib/fake-api';

export const sampleUser = (over: Partial<User> = {}): User => ({
  id: 7,
  mobile: '09121234567',
  fullName: 'سارا محمدی',
  hasPassword: false,
  createdAt: '2024-03-20T10:00:00.000Z',
  ...over,
});
