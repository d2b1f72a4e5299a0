import type * as z from 'zod/mini';

export type SuccessStatus = 200 | 201;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The names of a Fastify path template's parameters: `/bookings/:id/:token` → `'id' | 'token'`. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? NameOf<Name> | PathParamNames<`/${Tail}`>
    : NameOf<Rest>
  : never;

/** A parameter's name ends at the first character a name cannot hold (`:purchase.json` → `purchase`). */
type NameOf<Segment extends string> = Segment extends `${infer Name}.${string}` ? Name : Segment;

/**
 * One API call, declared once: the client builds its request from it and the API registers its route
 * from it, so the two cannot disagree on a method, a path or a shape. `path` is the full path in Fastify
 * syntax (`/menudigital/cart/:purchase.json`); `params`, `query` and `body` are what the API validates
 * (a call without one takes none); `response` is the success answer the client parses, sent with
 * the statuses in `status` (`[200]` unless said; `[200, 201]` when a call creates or finds). `upload` marks a multipart call: the client sends a `FormData`, the API
 * reads the parts itself. `credentials` marks a call that carries the page's cookies to the API's origin
 * (the staff session).
 */
export interface ApiDeclaration<Path extends string = string> {
  readonly method: HttpMethod;
  readonly path: Path;
  readonly params?: z.ZodMiniType;
  readonly query?: z.ZodMiniType;
  readonly body?: z.ZodMiniType;
  readonly response: z.ZodMiniType;
  readonly status?: readonly SuccessStatus[];
  readonly upload?: true;
  readonly credentials?: true;
}

/** A params schema must name exactly the path's parameters. */
type ParamsFit<D extends ApiDeclaration> = D['params'] extends z.ZodMiniType
  ? keyof z.output<D['params']> extends PathParamNames<D['path']>
    ? PathParamNames<D['path']> extends keyof z.output<D['params']>
      ? D
      : { error: 'params names a path parameter the schema lacks'; missing: PathParamNames<D['path']> }
    : { error: 'params holds a key the path does not name' }
  : PathParamNames<D['path']> extends never
    ? D
    : { error: 'a path with parameters needs a params schema'; names: PathParamNames<D['path']> };

/**
 * Keeps a declaration's literal types (method, path, schemas) for the client's and the API's types,
 * and refuses a params schema that does not match the path's parameters.
 */
export function declareCall<const D extends ApiDeclaration>(declaration: D & ParamsFit<D>): D {
  return declaration;
}

/** What a call's path parameters are given as: each as the params schema takes it. */
export type PathParamsOf<D extends ApiDeclaration> = D['params'] extends z.ZodMiniType
  ? z.input<D['params']>
  : Record<never, never>;

/** The path with its parameters filled in, each one URL-encoded (a slug or a token never adds a segment). */
export function fillPath<D extends ApiDeclaration>(declaration: D, params: PathParamsOf<D>): string {
  const values = params as Record<string, string | number>;
  return declaration.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${declaration.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
