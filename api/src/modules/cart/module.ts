import type { FastifyInstance } from 'fastify';

/** The cart module's routes, registered under the /api prefix (encapsulated). */
export default async function cartModule(_app: FastifyInstance) {}
