import { getUser, type User } from 'contracts/auth';
import { exampleData } from 'shared-lib/test-utils';

/** The contract's example user (GET /api/auth/user), with the test's changes. */
export const sampleUser = (over: Partial<User> = {}): User => ({ ...exampleData(getUser)!, ...over });
