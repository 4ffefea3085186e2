import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin as not encapsulated (like fastify-plugin) so that hooks it adds, such as the
 * auth module's session hook, apply to every route. (Fastify ignores a prefix for such plugins.)
 */
export default function fp<T extends FastifyPluginAsync>(plugin: T, name: string): T {
  const p = plugin as unknown as Record<symbol, unknown>;
  p[Symbol.for('skip-override')] = true;
  p[Symbol.for('fastify.display-name')] = name;
  return plugin;
}
