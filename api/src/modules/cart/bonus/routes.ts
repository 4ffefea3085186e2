import type { FastifyInstance } from 'fastify';
import { getBonusBalance } from 'contracts/cart';
import { requireUser } from '../../../lib/auth-context';
import { ok } from '../../../lib/envelope';
import { handle } from '../../../lib/route';
import type { CartDeps } from '../lib/deps';
import { bonusBalance } from './queries';

/** The signed-in shopper's gift credit (the profile shows it; the basket spends it with setBonus 17). */
export function bonusRoutes(app: FastifyInstance, deps: CartDeps) {
  handle(app, getBonusBalance, async (req) => {
    const user = requireUser(req);
    return ok({ balance: await bonusBalance(deps.db, user.id) });
  });
}
