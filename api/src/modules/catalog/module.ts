import type { FastifyInstance } from 'fastify';

/** The catalog module's routes, registered under the /api prefix (encapsulated). */
export default async function catalogModule(_app: FastifyInstance) {}
