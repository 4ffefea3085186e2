export { fakeApi, type FakeAnswer, type FakeRequest, type FakeRoutes } from 'shared-lib/fake-api';

export const sampleUser = (over: Partial<{ id: number; mobile: string; fullName: string | null; hasPassword: boolean; createdAt: string }> = {}) => ({
  id: 7,
  mobile: '09121234567',
  fullName: 'سارا محمدی',
  hasPassword: false,
  createdAt: '2024-03-20T10:00:00.000Z',
  ...over,
});
