import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiDeclaration, SuccessStatus } from 'shared-contracts/api-declarations';

/** The instance a module's plugin is given (`FastifyPluginAsyncZod`). */
type ZodInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type StatusesOf<D extends ApiDeclaration> = D['status'] extends readonly SuccessStatus[]
  ? D['status'][number]
  : 200;

/** The route's schema: the declaration's params, query and body, its answer under each success status, the rest. */
export type DeclaredSchema<D extends ApiDeclaration, Answers> = {
  params: D['params'];
  querystring: D['query'];
  body: D['body'];
  response: { [S in StatusesOf<D>]: D['response'] } & Answers;
};

type Handler<Schema extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  unknown,
  Schema,
  ZodTypeProvider
>;

/** What a route adds to its declaration: its OpenAPI words, its other answers, its hooks and its handler. */
export interface DeclaredRouteOptions<D extends ApiDeclaration, Answers> extends Omit<
  RouteShorthandOptions,
  'schema'
> {
  tags: string[];
  summary: string;
  description?: string;
  security?: { [scheme: string]: string[] }[];
  /** Headers the route validates (`Idempotency-Key`), a schema the declaration leaves to the API. */
  headers?: FastifySchema['headers'];
  /** The answers besides the declared success: errors (`apiErrorSchema`), a 304. */
  answers?: Answers;
  /**
   * The success answer is not JSON: a stream (Server-Sent Events), a page or a file the handler sends
   * itself, so no schema serializes it (the declaration's response only types the client's side).
   */
  stream?: true;
  handler: Handler<DeclaredSchema<D, Answers>>;
}

/** The declaration's path relative to the plugin's prefix, wherever that prefix was set. */
export function declaredUrl(prefix: string, path: string): string {
  if (path !== prefix && !path.startsWith(`${prefix}/`)) {
    throw new Error(`${path} is declared outside the prefix ${prefix || '/'} of the plugin registering it`);
  }
  // The prefix itself is the plugin's root, `/`: Fastify then answers it with and without the trailing slash.
  return path === prefix ? '/' : path.slice(prefix.length);
}

/**
 * Registers a route from its declaration in `shared-contracts/api-declarations`: the method, the path
 * (made relative to the prefix the plugin runs under, `app.prefix`, so it does not matter who gives the
 * prefix) and the params, query, body and success schemas come from the declaration, the route adds the
 * rest. A path outside the plugin's prefix fails at start-up.
 */
export function declaredRoute<const D extends ApiDeclaration, const Answers extends Record<number, unknown>>(
  app: ZodInstance,
  declaration: D,
  {
    tags,
    summary,
    description,
    security,
    headers,
    answers,
    stream,
    handler,
    ...options
  }: DeclaredRouteOptions<D, Answers>,
): void {
  const success = stream
    ? {}
    : Object.fromEntries((declaration.status ?? [200]).map((status) => [status, declaration.response]));
  app.route({
    ...options,
    method: declaration.method,
    url: declaredUrl(app.prefix, declaration.path),
    schema: {
      tags,
      summary,
      ...(description === undefined ? {} : { description }),
      ...(security === undefined ? {} : { security }),
      ...(headers === undefined ? {} : { headers }),
      // An upload's parts are read by the handler (`req.parts()`), not by a body schema.
      ...(declaration.upload ? { consumes: ['multipart/form-data'] } : {}),
      ...(declaration.params === undefined ? {} : { params: declaration.params }),
      ...(declaration.query === undefined ? {} : { querystring: declaration.query }),
      ...(declaration.body === undefined ? {} : { body: declaration.body }),
      response: { ...success, ...answers },
    },
    // The handler is typed by the declaration's schemas above; the route's own generics cannot name them.
    handler: handler as RouteHandlerMethod,
  });
}
