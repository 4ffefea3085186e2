import type { FastifyInstance } from 'fastify';
import { addAddress, listAddresses, removeSavedAddress, setDefaultAddress, updateAddress } from 'contracts/cart';
import { requireUser } from '../../../lib/auth-context';
import { ok } from '../../../lib/envelope';
import { requestLang } from '../../../lib/i18n';
import { handle } from '../../../lib/route';
import type { CartDeps } from '../lib/deps';
import { addressBook } from './queries';
import { addToBook, removeFromBook, setDefaultInBook, updateInBook } from './service';

/** The logged-in shopper's address book (see README.md): every answer is the whole book. */
export function addressRoutes(app: FastifyInstance, deps: CartDeps) {
  handle(app, listAddresses, async (req) => ok(await addressBook(deps.db, requireUser(req).id)));
  handle(app, addAddress, async (req) => ok(await addToBook(deps.db, requireUser(req).id, req.body, requestLang(req))));
  handle(app, updateAddress, async (req) => ok(await updateInBook(deps.db, requireUser(req).id, req.params.id, req.body)));
  handle(app, removeSavedAddress, async (req) => ok(await removeFromBook(deps.db, requireUser(req).id, req.params.id)));
  handle(app, setDefaultAddress, async (req) => ok(await setDefaultInBook(deps.db, requireUser(req).id, req.params.id)));
}
