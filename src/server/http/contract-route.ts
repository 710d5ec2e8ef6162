import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions as FastifyRouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import type { z } from 'zod';
import { CALL_SCHEMAS } from '../../domain/api/call-schemas.ts';
import type { CallSchemas, Contract } from '../../domain/api/contract.ts';

type Out<T> = T extends z.ZodType ? z.output<T> : unknown;
type Reply<S extends CallSchemas> = S['response'] extends z.ZodType ? z.input<S['response']> : unknown;

type ContractRequest<S extends CallSchemas> = FastifyRequest<{
  Params: Out<S['params']>;
  Querystring: Out<S['query']>;
  Body: Out<S['body']>;
}>;

export type ContractHandler<S extends CallSchemas> = (
  request: ContractRequest<S>,
  reply: FastifyReply,
) => Promise<Reply<S> | FastifyReply>;

/** Hooks and limits of one route; the schema and the path come from its contract. */
export type ContractRouteOptions = Pick<
  RouteShorthandOptions,
  'onRequest' | 'preValidation' | 'preHandler' | 'bodyLimit'
> & {
  /** Raw bodies for a signed webhook: the parser is set in the route's own plugin. */
  config?: Record<string, unknown>;
};

/**
 * Registers the route of `contract`: its method and path, validation of params, query and body, and the
 * response serialised (and stripped of anything undeclared) by the response schema, all from the schemas paired
 * with the contract in `src/domain/api/call-schemas.ts`. A contract missing there is refused at start-up, never
 * served unvalidated. The contract rides along in the route's config so a test can prove that every route has
 * exactly one contract.
 */
export function routeFromContract<S extends CallSchemas>(
  app: FastifyInstance,
  contract: Contract<S>,
  options: ContractRouteOptions,
  handler: ContractHandler<S>,
): void {
  const schemas = CALL_SCHEMAS.get(contract);
  if (!schemas)
    throw new Error(`${contract.method} ${contract.path} has no schemas in src/domain/api/call-schemas.ts`);
  const route: FastifyRouteOptions = {
    method: contract.method,
    url: contract.path,
    ...options,
    config: { ...options.config, contract } as FastifyRouteOptions['config'],
    schema: {
      ...(schemas.params ? { params: schemas.params } : {}),
      ...(schemas.query ? { querystring: schemas.query } : {}),
      ...(schemas.body ? { body: schemas.body } : {}),
      ...(schemas.response ? { response: { [contract.status]: schemas.response } } : {}),
    },
    handler: async (request, reply) => {
      if (contract.status !== 200) reply.code(contract.status);
      return handler(request as ContractRequest<S>, reply);
    },
  };
  app.route(route);
}

/** The contract a registered route was declared by, if any (for the registration test). */
export function contractOf(route: Pick<FastifyRouteOptions, 'config'>): Contract | undefined {
  const config = route.config as { contract?: Contract } | undefined;
  return config?.contract;
}
