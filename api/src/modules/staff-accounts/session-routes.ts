import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  staffPasswordChangeCall,
  staffSessionCall,
  staffSignInCall,
  staffSignOutCall,
} from 'shared-contracts/api-declarations';
import { declaredRoute } from '../../lib/declared-route.ts';
import { capabilitiesOf, type StaffSession, STAFF_PASSWORD_MIN_LENGTH } from 'shared-contracts/schemas';
import { publicSiteOrigin } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { instances } from '../../db/schema.ts';
import { withTransaction } from '../../db/transaction.ts';
import { errorAnswers, forbidden, HttpError } from '../../lib/errors.ts';
import { type InstanceRef, resolveSiteInstance } from '../../lib/instance.ts';
import { addressKey } from '../../lib/rate-limit-keys.ts';
import { accountCallerOf, auditActorOf } from '../../lib/staff-auth/guard.ts';
import { SESSION_SECURITY } from '../../lib/staff-auth/openapi.ts';
import { requireStrongPassword } from '../../lib/staff-auth/passwords.ts';
import {
  clearedSessionCookie,
  csrfTokenOf,
  sessionCookie,
  STAFF_SESSION,
} from '../../lib/staff-auth/session-cookie.ts';
import { createSession } from '../../lib/staff-auth/sessions.ts';
import { signInKeys, signInSucceeded, spendSignInTry } from '../../lib/staff-auth/sign-in-throttle.ts';
import {
  accountByEmail,
  accountById,
  type AccountRow,
  changeOwnPassword,
  endSession,
  normalizeEmail,
  recordSignIn,
  toStaffAccount,
} from './queries.ts';

const errors = errorAnswers(400, 401, 403, 429);
const tags = ['staff'];

/** The same words whatever was wrong: an unknown email and a wrong password are not told apart. */
const signInFailed = () => new HttpError(401, 'sign_in_failed', 'The email or the password is wrong');

function tooManyTries(reply: FastifyReply, seconds: number): HttpError {
  void reply.header('retry-after', String(seconds));
  return new HttpError(429, 'too_many_requests', `Too many sign-in attempts; try again in ${seconds} s`);
}

async function instanceNameOf(db: Db, id: number): Promise<string> {
  const [row] = await db.select({ name: instances.name }).from(instances).where(eq(instances.id, id));
  return row?.name ?? '';
}

/** What sign-in and `GET /staff/session` answer: the account, its instance, capabilities and CSRF token. */
function sessionBody(
  account: AccountRow,
  instance: { id: number; slug: string; domain: string; name: string },
  token: string,
  expiresAt: Date,
): StaffSession {
  return {
    account: toStaffAccount(account),
    instance,
    capabilities: capabilitiesOf(account.roles),
    csrf_token: csrfTokenOf(token),
    expires_at: expiresAt.toISOString(),
    idle_minutes: STAFF_SESSION.idleMs / 60_000,
  };
}

/**
 * Signing in is a write a page of another site could make the browser send (login CSRF): it must come
 * from the instance's own site.
 */
function requireSiteOrigin(
  env: Parameters<typeof publicSiteOrigin>[0],
  req: FastifyRequest,
  instance: InstanceRef,
) {
  if (req.headers.origin !== publicSiteOrigin(env, instance.domain)) {
    throw forbidden('csrf_invalid', "Sign in from the instance's own site");
  }
}

/**
 * A staff account's own calls, under `/staff/session`: sign in (the instance is the host's), who am I,
 * sign out, change the password.
 */
export const staffSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  declaredRoute(app, staffSignInCall, {
    config: { staff: { public: true } },
    tags,
    summary:
      "Signs a staff account in on its instance's host: the session cookie (HttpOnly, Secure, SameSite=Strict) and its CSRF token; 401 sign_in_failed says nothing of which part was wrong, 429 after too many tries",
    security: [],
    answers: { ...errors, ...errorAnswers(404) },
    handler: async (req, reply) => {
      const instance = await resolveSiteInstance(app, req);
      requireSiteOrigin(app.env, req, instance);
      const email = normalizeEmail(req.body.email);
      const keys = signInKeys(instance.id, email, addressKey(req));
      const now = new Date();
      const wait = await spendSignInTry(app.db, keys, now);
      if (wait !== null) throw tooManyTries(reply, wait);
      const account = await accountByEmail(app.db, instance.id, email);
      // An unknown email is checked against a dummy hash: the answer takes as long as for a known one.
      const matches = await app.passwords.verify(account?.passwordHash, req.body.password);
      if (!account || !matches) throw signInFailed();
      await signInSucceeded(app.db, keys);
      const rehash = app.passwords.outdated(account.passwordHash)
        ? await app.passwords.hash(req.body.password)
        : undefined;
      const session = await withTransaction(app.db, async (tx) => {
        await recordSignIn(tx, account, rehash, now);
        return createSession(tx, account.id, now);
      });
      void reply.header('set-cookie', sessionCookie(session.token, STAFF_SESSION.absoluteMs));
      const fresh = { ...account, lastSignInAt: now };
      const name = await instanceNameOf(app.db, instance.id);
      return sessionBody(fresh, { ...instance, name }, session.token, session.expiresAt);
    },
  });

  declaredRoute(app, staffSessionCall, {
    config: { staff: { account: true } },
    tags,
    summary: 'The signed-in account, its instance, capabilities and CSRF token (401 when signed out)',
    security: SESSION_SECURITY,
    answers: errors,
    handler: async (req) => {
      const caller = accountCallerOf(req);
      const account = await accountById(app.db, caller.accountId);
      if (!account) throw new HttpError(401, 'session_expired', 'Your session has ended; sign in again');
      return sessionBody(account, caller.instance, caller.sessionToken, caller.expiresAt);
    },
  });

  declaredRoute(app, staffSignOutCall, {
    config: { staff: { account: true } },
    tags,
    summary: 'Signs this session out (its cookie is cleared)',
    security: SESSION_SECURITY,
    answers: errors,
    handler: async (req, reply) => {
      const caller = accountCallerOf(req);
      await endSession(app.db, caller.sessionId, caller.instance.id, auditActorOf(req));
      void reply.header('set-cookie', clearedSessionCookie());
      return { signed_out: true as const };
    },
  });

  declaredRoute(app, staffPasswordChangeCall, {
    config: { staff: { account: true } },
    tags,
    summary:
      "Changes the account's password (the current one is asked); every other session of the account is signed out",
    security: SESSION_SECURITY,
    answers: errors,
    handler: async (req, reply) => {
      const caller = accountCallerOf(req);
      const account = await accountById(app.db, caller.accountId);
      if (!account) throw new HttpError(401, 'session_expired', 'Your session has ended; sign in again');
      // Guessing the current password through a stolen session counts like guessing at sign-in.
      const keys = signInKeys(caller.instance.id, account.email, addressKey(req));
      const wait = await spendSignInTry(app.db, keys, new Date());
      if (wait !== null) throw tooManyTries(reply, wait);
      if (!(await app.passwords.verify(account.passwordHash, req.body.current_password))) {
        throw new HttpError(400, 'password_wrong', 'The current password is wrong');
      }
      await signInSucceeded(app.db, keys);
      requireStrongPassword(req.body.new_password, account.email);
      if (req.body.new_password === req.body.current_password) {
        throw new HttpError(
          400,
          'password_too_weak',
          'Choose a password other than the current one',
          undefined,
          {
            min_length: STAFF_PASSWORD_MIN_LENGTH,
          },
        );
      }
      const hash = await app.passwords.hash(req.body.new_password);
      await changeOwnPassword(app.db, account, hash, caller.sessionId, auditActorOf(req));
      const updated = (await accountById(app.db, account.id)) ?? account;
      return sessionBody(updated, caller.instance, caller.sessionToken, caller.expiresAt);
    },
  });
};
