import type {
  ContextConfigDefault,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { RouteContract, RouteSchema } from 'contracts/common';

/** A handler typed by its contract's schemas: params, query and body inferred, the answer checked. */
export type ContractHandler<S extends RouteSchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  TypeBoxTypeProvider
>;

/** Extra route options besides the schema (preHandler, config, bodyLimit...). */
export type ExtraOptions = Omit<RouteShorthandOptions, 'schema'>;

/**
 * Registers a route from its contract: the contract's schemas validate the request and serialize the
 * answer (a field the schema does not declare never leaves the api). The one way api modules add routes.
 */
export function handle<S extends RouteSchema>(app: FastifyInstance, contract: RouteContract<S>, handler: ContractHandler<S>, extra: ExtraOptions = {}): void {
  app.withTypeProvider<TypeBoxTypeProvider>().route({
    ...(extra as object),
    method: contract.method,
    url: contract.url,
    schema: contract.schema,
    handler,
  } as never);
}
