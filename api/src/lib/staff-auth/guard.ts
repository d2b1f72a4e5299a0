import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { rolesAllow, STAFF_CSRF_HEADER, type StaffCapability } from 'shared-contracts/schemas';
import { publicSiteOrigin } from '../../config/env.ts';
import { type AuditActor, OPERATOR } from '../audit.ts';
import { forbidden, HttpError, unauthorized } from '../errors.ts';
import { clearedSessionCookie, csrfMatches, sessionTokenOf } from './session-cookie.ts';
import { findSession, type StaffAccountCaller, type StaffCaller } from './sessions.ts';

/**
 * Who may call a staff route. Every route under `/staff` names one (`config: { staff }`); a route
 * without one stops the API at start, so no staff call is left unguarded.
 * - `capability` + `instance: 'path'`: the instance is the `{slug}` of the path; an account of another
 *   instance gets 403 `other_instance` (slugs are public, so saying so tells nothing).
 * - `capability` + `instance: 'object'`: the path names an object by id (a payment, a booking, a proof);
 *   the handler looks it up within the caller's instance (`callerInstanceId`), so another instance's
 *   object is the same 404 as an unknown id: ids are sequential, a 403 would tell which exist elsewhere.
 * - `capability` may depend on the body (a line `prepared` is the kitchen's, `delivered` the floor's):
 *   then it is checked once the body is validated.
 * - `operatorOnly`: platform calls (error reports of every instance, the development SMS outbox).
 * - `account`: the signed-in account's own calls (who am I, sign out, change password).
 * - `public`: signing in.
 */
export type StaffRule =
  | {
      capability: StaffCapability | ((req: FastifyRequest) => StaffCapability);
      instance: 'path' | 'object';
    }
  | { operatorOnly: true }
  | { account: true }
  | { public: true };

declare module 'fastify' {
  interface FastifyContextConfig {
    staff?: StaffRule;
  }
  interface FastifyRequest {
    /** The staff caller once the guard let it through; null before (and on non-staff routes). */
    staffCaller: StaffCaller | null;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type GuardApp = Pick<FastifyInstance, 'addHook' | 'env' | 'db' | 'staffAuthThrottle'>;

function bearerMatches(header: string, expected: string): boolean {
  const match = /^Bearer\s+(.+)$/i.exec(header);
  const given = Buffer.from(match?.[1]?.trim() ?? '', 'utf8');
  const wanted = Buffer.from(expected, 'utf8');
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * The operator's token. An address that sent too many wrong tokens (`STAFF_AUTH_FAILURES`) gets a 429
 * with `Retry-After` before its token is even looked at, so guessing runs at a few tries an hour.
 */
async function operatorOf(app: GuardApp, req: FastifyRequest, reply: FastifyReply, header: string) {
  const retryAfter = await app.staffAuthThrottle.retryAfter(req);
  if (retryAfter !== null) {
    void reply.header('retry-after', String(retryAfter));
    throw new HttpError(
      429,
      'too_many_requests',
      `Too many failed staff logins from this address; try again in ${retryAfter} s`,
    );
  }
  if (!bearerMatches(header, app.env.STAFF_TOKEN)) {
    await app.staffAuthThrottle.failed(req);
    throw unauthorized('A valid staff token is required (Authorization: Bearer <token>)');
  }
  return { kind: 'operator' } as const;
}

/** The caller of a staff request: the operator's bearer token, else the session cookie; else 401. */
async function authenticate(app: GuardApp, req: FastifyRequest, reply: FastifyReply): Promise<StaffCaller> {
  const authorization = req.headers.authorization;
  if (authorization !== undefined) return operatorOf(app, req, reply, authorization);
  const token = sessionTokenOf(req.headers.cookie);
  if (token === undefined) {
    throw unauthorized(
      'Sign in (a staff session) or send the operator token (Authorization: Bearer <token>)',
    );
  }
  const caller = await findSession(app.db, token, new Date());
  if (!caller) {
    // A session that ended is no guess (its token was real once): it is not counted as a failure.
    void reply.header('set-cookie', clearedSessionCookie());
    throw new HttpError(401, 'session_expired', 'Your session has ended; sign in again');
  }
  return caller;
}

/** The instance's own site: the only origin whose pages may write with its staff's cookie. */
export const staffSiteOrigin = (app: Pick<FastifyInstance, 'env'>, caller: StaffAccountCaller) =>
  publicSiteOrigin(app.env, caller.instance.domain);

/**
 * A write with a session must come from the instance's own site (`Origin`) and carry the session's
 * CSRF token (`x-csrf-token`, from sign-in or `GET /staff/session`): a page of another site can make the
 * browser send the cookie, but can neither read the token nor forge the Origin.
 */
function requireCsrf(app: GuardApp, req: FastifyRequest, caller: StaffAccountCaller): void {
  if (!WRITE_METHODS.has(req.method)) return;
  const header = req.headers[STAFF_CSRF_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  if (req.headers.origin !== staffSiteOrigin(app, caller) || !csrfMatches(caller.sessionToken, token)) {
    throw forbidden(
      'csrf_invalid',
      `A staff write needs the session's CSRF token (${STAFF_CSRF_HEADER}) and must come from the instance's site`,
    );
  }
}

function requireCapability(caller: StaffCaller, capability: StaffCapability): void {
  if (caller.kind === 'account' && !rolesAllow(caller.roles, capability)) {
    throw forbidden('forbidden_role', `Your roles do not allow this (${capability})`);
  }
}

/** What can be decided before the body is read: the caller, its kind, CSRF, role and path instance. */
function authorize(app: GuardApp, req: FastifyRequest, rule: StaffRule, caller: StaffCaller): void {
  if ('operatorOnly' in rule) {
    if (caller.kind !== 'operator')
      throw forbidden('operator_only', 'Only the platform operator may call this');
    return;
  }
  if (caller.kind === 'operator') {
    if ('account' in rule) throw forbidden('account_only', 'This call is for a signed-in staff account');
    return;
  }
  requireCsrf(app, req, caller);
  if ('account' in rule) return;
  if (caller.mustChangePassword) {
    throw forbidden('password_change_required', 'Choose your own password before anything else');
  }
  if (!('capability' in rule)) return;
  if (rule.instance === 'path') {
    const { slug } = req.params as { slug?: string };
    if (slug !== caller.instance.slug) {
      throw forbidden('other_instance', 'This belongs to another instance than your account');
    }
  }
  if (typeof rule.capability === 'string') requireCapability(caller, rule.capability);
}

/** Whether a route sits in the `/staff` scope, where every route is guarded. */
export const isStaffUrl = (url: string): boolean => url === '/staff' || url.startsWith('/staff/');

type RouteHooks<H> = H | H[] | undefined;

/** The route's own hooks with `hook` first (once: a route's options may pass through twice). */
function withFirst<H>(hooks: RouteHooks<H>, hook: H): H[] {
  const list = hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
  return list.includes(hook) ? list : [hook, ...list];
}

/**
 * Guards every route of the `/staff` scope, whichever module registers it: who is calling (401 before
 * the body is read: the guard runs first among the route's onRequest hooks), then what it may do (403).
 * The operator's token passes every check but the account-only calls; a session passes by its roles and
 * instance. A `/staff` route without an access rule stops the API at start.
 */
export function guardStaffScope(app: GuardApp): void {
  const onRequest: onRequestHookHandler = async (req, reply) => {
    const rule = req.routeOptions.config.staff;
    if (!rule || 'public' in rule) return;
    const caller = await authenticate(app, req, reply);
    authorize(app, req, rule, caller);
    req.staffCaller = caller;
  };
  const preHandler: preHandlerHookHandler = async (req) => {
    const rule = req.routeOptions.config.staff;
    if (rule && 'capability' in rule && typeof rule.capability === 'function' && req.staffCaller) {
      requireCapability(req.staffCaller, rule.capability(req));
    }
  };
  app.addHook('onRoute', (route) => {
    if (!isStaffUrl(route.url)) return;
    if (!(route.config as { staff?: StaffRule } | undefined)?.staff) {
      throw new Error(`Staff route ${String(route.method)} ${route.url} names no access rule (config.staff)`);
    }
    route.onRequest = withFirst(route.onRequest, onRequest);
    route.preHandler = withFirst(route.preHandler, preHandler);
  });
}

/** The caller the guard let through (a handler of a guarded route only). */
export function staffCallerOf(req: FastifyRequest): StaffCaller {
  if (!req.staffCaller) throw new Error('staffCallerOf outside a guarded staff route');
  return req.staffCaller;
}

/** The signed-in account of an `account` route. */
export function accountCallerOf(req: FastifyRequest): StaffAccountCaller {
  const caller = staffCallerOf(req);
  if (caller.kind !== 'account') throw new Error('accountCallerOf on an operator call');
  return caller;
}

/** The instance an `object` route must find its object in: the account's; null (any) for the operator. */
export function callerInstanceId(req: FastifyRequest): number | null {
  const caller = staffCallerOf(req);
  return caller.kind === 'account' ? caller.instance.id : null;
}

/** Who the audit log names for this call. */
export function auditActorOf(req: FastifyRequest): AuditActor {
  const caller = staffCallerOf(req);
  return caller.kind === 'operator'
    ? OPERATOR
    : { kind: 'account', accountId: caller.accountId, email: caller.email };
}
