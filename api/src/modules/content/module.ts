import type { FastifyInstance } from 'fastify';

/** The content module's routes, registered under the /api prefix (encapsulated). */
export default async function contentModule(_app: FastifyInstance) {}
