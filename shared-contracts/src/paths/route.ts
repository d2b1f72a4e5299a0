import type { RemoteName } from '../schemas/common.ts';

/** One path segment from a slug or id, encoded so hostile input cannot make another path. */
export const seg = (value: string | number): string => encodeURIComponent(String(value));

type ParamValue = string | number;

type Segments<Pattern extends string> = Pattern extends `${infer Head}/${infer Rest}`
  ? [Head, ...Segments<Rest>]
  : [Pattern];

type RequiredParams<S extends string[]> = S extends [infer Head, ...infer Rest extends string[]]
  ? Head extends `:${string}?`
    ? RequiredParams<Rest>
    : Head extends `:${string}`
      ? [ParamValue, ...RequiredParams<Rest>]
      : RequiredParams<Rest>
  : [];

type OptionalParams<S extends string[]> = S extends [infer Head, ...infer Rest extends string[]]
  ? Head extends `:${string}?`
    ? [ParamValue?, ...OptionalParams<Rest>]
    : OptionalParams<Rest>
  : [];

/** Link argument name → query parameter name in the URL (for example `categoryId` → `category_id`). */
export type QueryNames = Readonly<Record<string, string>>;

/** The positional arguments of a pattern's builder: its params in order (optional ones last), then the query. */
export type BuilderArgs<Pattern extends string, Query extends QueryNames | undefined> = [
  ...RequiredParams<Segments<Pattern>>,
  ...OptionalParams<Segments<Pattern>>,
  ...(Query extends QueryNames ? [query?: { -readonly [Key in keyof Query]?: string }] : []),
];

/**
 * The header bar's types: `main` on the supplier selector, `internal` on a branch's browsing screens
 * (side panel toggle or back-to-selector, cart icon), `back` on a screen one step into a flow, `pay` on
 * the payment screens, `selector` on the branch and location choosers.
 */
export type HeaderKind = 'main' | 'selector' | 'internal' | 'back' | 'pay';

/**
 * Whose frame wraps the route: `diner` (header, side panel, cookie notice, offline notice, popups, rating
 * tab) or `console`, the bare frame of the staff's screens: the staff console (it draws its own top bar,
 * sets no cookie but the API's session one, and says itself when its live stream is down) and the pickup
 * board on the counter's TV.
 */
export type FrameKind = 'diner' | 'console';

/**
 * A request the first screen of a route needs that names only the branch, so the page starts it before
 * any bundle runs (the HTML's boot script) and again as soon as the config is known (the shell): the
 * branch's menu or the branch itself. The screen then reads the same request.
 */
export type FirstLoad = 'menu' | 'supplier';

/**
 * Where a route is mounted (the name a remote's routes module uses, the remote) and what the frame does
 * on it. Left out, an attribute is the common case: an `internal` header, no cart icon, no rating tab,
 * not under the new-menu guard, nothing loaded before the screen asks.
 */
export interface RouteMount<Name extends string = string> {
  name: Name;
  remote: RemoteName;
  /** Left out: the diner's frame. */
  frame?: FrameKind;
  header?: HeaderKind;
  /** The header shows the cart icon. */
  cartIcon?: boolean;
  /** The rating tab may show (the Home and Menu a table's diner is on). */
  ratingTab?: boolean;
  /** The new-menu guard may send the diner to the new menu instead (on-table home, menu and categories). */
  newMenuGuard?: boolean;
  firstLoads?: readonly FirstLoad[];
  /**
   * The screen shows the diner's own purchase: the server renders it with the diner's profile (the
   * `HttpOnly` profile cookie), so it paints with its content instead of loading it after hydration.
   */
  dinerData?: boolean;
}

export interface RouteEntry<
  Pattern extends string = string,
  Query extends QueryNames | undefined = QueryNames | undefined,
  Mount extends RouteMount | undefined = RouteMount | undefined,
> {
  /** A react-router path pattern (`:param`, `:param?` for an optional last segment, `*` for any rest). */
  pattern: Pattern;
  /** The link to this route; params are URL-encoded, empty query values left out. */
  build: (...args: BuilderArgs<Pattern, Query>) => string;
  /** Absent while no remote renders the route yet. */
  mount: Mount;
}

function withQuery(path: string, names: QueryNames, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, name] of Object.entries(names)) {
    const value = query[key];
    if (value !== undefined && value !== '') params.set(name, value);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * One route: its pattern, and the link builder typed from that pattern, so the two cannot drift.
 * `route('/:supplier/menu', { query: { categoryId: 'category_id' } })` builds `(supplier, query?) => string`.
 */
export function route<
  const Pattern extends string,
  const Query extends QueryNames | undefined = undefined,
  const Mount extends RouteMount | undefined = undefined,
>(pattern: Pattern, options: { query?: Query; mount?: Mount } = {}): RouteEntry<Pattern, Query, Mount> {
  const segments = pattern.split('/').filter(Boolean);
  const paramCount = segments.filter((segment) => segment.startsWith(':')).length;
  const build = (...args: BuilderArgs<Pattern, Query>): string => {
    const values: unknown[] = args;
    let next = 0;
    const parts: string[] = [];
    for (const segment of segments) {
      // A last `*` (the rest of the path) is matched, never built: the link is its parent path.
      if (segment === '*') continue;
      if (!segment.startsWith(':')) {
        parts.push(segment);
        continue;
      }
      const value = values[next++];
      if (value === undefined && segment.endsWith('?')) continue;
      parts.push(seg(value as ParamValue));
    }
    const path = `/${parts.join('/')}`;
    const query = values[paramCount] as Record<string, string | undefined> | undefined;
    return options.query && query ? withQuery(path, options.query, query) : path;
  };
  return { pattern, build, mount: options.mount as Mount };
}

/**
 * The regular expression source that matches the paths of a pattern (a param is one non-empty segment;
 * a last `*` any rest of the path; a trailing slash is allowed), for code that cannot run react-router: the
 * HTML's inline boot script.
 */
export function patternSource(pattern: string): string {
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      if (!segment.startsWith(':')) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    })
    .join('');
  return `^${body}/?$`;
}
