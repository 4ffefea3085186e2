import type { FastifyInstance } from 'fastify';
import { addLike, listLikedProducts, listLikes, removeLike } from 'contracts/auth';
import { requireUser } from '../../../lib/auth-context';
import { ok } from '../../../lib/envelope';
import { requestLang } from '../../../lib/i18n';
import { handle } from '../../../lib/route';
import { likedIds } from './queries';
import { like, likedProducts, unlike } from './service';

export default async function likeRoutes(app: FastifyInstance) {
  const rt = app.auth;

  // Guests have no likes: an empty list rather than a 401, so every page can ask at start.
  handle(app, listLikes, async (req) => ok(req.user ? await likedIds(rt.db, req.user.id) : []));

  handle(app, listLikedProducts, async (req) => ok(req.user ? await likedProducts(rt, req.user.id, requestLang(req)) : []));

  handle(app, addLike, async (req) => ok(await like(rt, requireUser(req).id, req.body.productId)));

  handle(app, removeLike, async (req) => ok(await unlike(rt, requireUser(req).id, req.params.productId)));
}
