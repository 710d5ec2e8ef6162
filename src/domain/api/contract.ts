import type { z } from 'zod';

/**
 * One API call, declared once: method, path, success status, who may call it, and the zod schemas of its
 * params, query, body and response. The server registers its route from the contract (validation and response
 * serialisation from those schemas); the browser calls it through `callApi(contract, input)`.
 *
 * A refused call answers a 4xx or 5xx with `{ message }`, a text meant for the person reading it
 * (src/server/http/errors.ts); the browser's caller turns it into an ApiError.
 *
 * The schemas are carried as types only (`import type`): a public page's download then holds the method and the
 * path but no zod (docs/decisions/017-api-contracts.md has the figures). The server pairs each contract with the
 * very schemas its type names when it registers the route, so the two cannot drift apart.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type CallSchemas = {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Absent for a call that answers with a file (a PDF preview, a download) rather than JSON. */
  response?: z.ZodType;
};

export type Contract<S extends CallSchemas = CallSchemas> = {
  readonly method: HttpMethod;
  /** Fastify's path syntax: `/api/assessment-results/:id`. */
  readonly path: string;
  readonly status: 200 | 201 | 202;
  /** Admin calls answer 401 without an admin session; the browser's admin caller ends the session on it. */
  readonly audience: 'public' | 'admin';
  /**
   * The browser's check of the answer, hand-written beside the contract (src/domain/api/reply-guard.ts) and held
   * to the response schema by a property test; `callApi` refuses an answer that fails it.
   */
  readonly reply?: (value: unknown) => boolean;
  /** Never set at run time: it carries the schemas' types to callers without their code. */
  readonly schemas?: S;
};

// Pure, so that a page's bundle drops the contracts (and their reply guards) it never calls.
/* @__NO_SIDE_EFFECTS__ */
export function defineContract<S extends CallSchemas>(
  method: HttpMethod,
  path: string,
  {
    status = 200,
    audience = path.startsWith('/api/admin/') ? 'admin' : 'public',
    reply,
  }: Partial<Pick<Contract, 'status' | 'audience' | 'reply'>> = {},
): Contract<S> {
  return reply ? { method, path, status, audience, reply } : { method, path, status, audience };
}

type SchemasOf<C> = C extends Contract<infer S> ? S : never;
type InputOf<T, Key extends string> = T extends z.ZodType ? { [K in Key]: z.input<T> } : unknown;

/** What a caller passes: `params`, `query` and `body`, each only where the call has one. */
export type ContractInput<C extends Contract> = InputOf<SchemasOf<C>['params'], 'params'> &
  InputOf<SchemasOf<C>['query'], 'query'> &
  InputOf<SchemasOf<C>['body'], 'body'>;

/** What a caller gets back: the response schema's output, or the raw reply for a file. */
export type ContractOutput<C extends Contract> = SchemasOf<C>['response'] extends z.ZodType
  ? z.output<SchemasOf<C>['response']>
  : Response;

/** The contract's path with its `:name` segments filled in, each encoded. */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`the path ${path} needs ${name}`);
    return encodeURIComponent(String(value));
  });
}
