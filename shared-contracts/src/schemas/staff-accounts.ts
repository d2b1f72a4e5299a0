import { browserTurn } from '../model/browser-turn.ts';
import * as z from 'zod/mini';
import { idSchema } from './common.ts';
import { typedText } from './typed-text.ts';

// The first evaluation gives the browser a turn here (see browser-turn.ts).
await browserTurn();

/**
 * The restaurant's staff roles. An account of one instance holds one or more; the platform operator's
 * token (`Authorization: Bearer <STAFF_TOKEN>`) is not an account and may do everything everywhere.
 */
export const STAFF_ROLES = ['owner', 'manager', 'waiter', 'kitchen'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/**
 * What a staff call needs the caller to be allowed to do. Each staff route names one; the console shows
 * a screen when the signed-in account holds its capability.
 */
export const STAFF_CAPABILITIES = [
  /** The kitchen display: lines sent to the kitchen, marking them prepared, recalling them. */
  'kitchen',
  /** Tables and rooms: their state and bill, waiter calls, lines delivered, order status, closing a table. */
  'floor',
  /** Settling pending cash, card-reader and transfer payments, and their proofs. */
  'payments',
  /** Delivery and take-away orders by state, moved forward. */
  'orders',
  /** Bookings: the day's and upcoming slots, the waitlist; approve, decline, seat (host rights). */
  'bookings',
  /** A branch's products: available or sold out, stock, price and promo. */
  'menu',
  /** A branch's switches of the day (closed, kitchen closed, delivery paused), the popup, the QR sheet. */
  'branch_settings',
  /** The branch's live stream of order changes. */
  'live',
  /** Which remotes the instance runs and their pinned releases. */
  'remotes',
  /** Accounts of the instance: invite, remove, roles, password resets. */
  'team',
  /** The audit log: who did what, when, to which object. */
  'audit',
] as const;
export const staffCapabilitySchema = z.enum(STAFF_CAPABILITIES);
export type StaffCapability = z.infer<typeof staffCapabilitySchema>;

/**
 * The role matrix (api/README.md, "Staff accounts and roles"): owner everything of the instance; manager
 * everything but the team and the remotes; waiter the floor, payments, delivery orders and bookings;
 * kitchen the kitchen display only. Both the API's checks and the console's screens read it.
 */
export const ROLE_CAPABILITIES: Record<StaffRole, readonly StaffCapability[]> = {
  owner: STAFF_CAPABILITIES,
  manager: STAFF_CAPABILITIES.filter((capability) => capability !== 'team' && capability !== 'remotes'),
  waiter: ['floor', 'payments', 'orders', 'bookings', 'live'],
  kitchen: ['kitchen', 'live'],
};

/** Every capability one of `roles` gives, in `STAFF_CAPABILITIES` order. */
export function capabilitiesOf(roles: readonly StaffRole[]): StaffCapability[] {
  return STAFF_CAPABILITIES.filter((capability) =>
    roles.some((role) => ROLE_CAPABILITIES[role].includes(capability)),
  );
}

/** Whether an account with `roles` may do `capability`. */
export const rolesAllow = (roles: readonly StaffRole[], capability: StaffCapability): boolean =>
  roles.some((role) => ROLE_CAPABILITIES[role].includes(capability));

/** The shortest password an account may set (invited accounts get a generated one to change). */
export const STAFF_PASSWORD_MIN_LENGTH = 10;
/** Longer inputs are refused before hashing: a megabyte "password" must not buy a megabyte of work. */
export const STAFF_PASSWORD_MAX_LENGTH = 200;
const passwordInput = z.string().check(z.minLength(1), z.maxLength(STAFF_PASSWORD_MAX_LENGTH));

/** An account's email, as typed; the API compares it trimmed and in lower case. */
const emailInput = z.string().check(z.minLength(1), z.maxLength(254));

/** POST /staff/session: sign in on the instance's own host (the instance comes from it). */
export const staffSignInRequestSchema = z.object({ email: emailInput, password: passwordInput });
export type StaffSignInRequest = z.infer<typeof staffSignInRequestSchema>;

export const staffAccountSchema = z.object({
  id: z.int(),
  email: z.string(),
  name: z.string(),
  roles: z.array(staffRoleSchema),
  /** Set for an invited account (or one an owner reset) until it chooses its own password. */
  must_change_password: z.boolean(),
  created_at: z.string(),
  last_sign_in_at: z.nullable(z.string()),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

/**
 * POST /staff/session and GET /staff/session: the signed-in account, its instance and capabilities,
 * and the CSRF token every write must carry in the `x-csrf-token` header. The session itself is the
 * `HttpOnly` cookie; `expires_at` is its absolute end (it also ends after `idle_minutes` unused).
 */
export const staffSessionSchema = z.object({
  account: staffAccountSchema,
  instance: z.object({ id: z.int(), slug: z.string(), name: z.string(), domain: z.string() }),
  capabilities: z.array(staffCapabilitySchema),
  csrf_token: z.string(),
  expires_at: z.string(),
  idle_minutes: z.int(),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

/** The header that carries the session's CSRF token on every staff write. */
export const STAFF_CSRF_HEADER = 'x-csrf-token';

/** PUT /staff/session/password: every other session of the account is signed out. */
export const staffPasswordChangeRequestSchema = z.object({
  current_password: passwordInput,
  new_password: passwordInput,
});
export type StaffPasswordChangeRequest = z.infer<typeof staffPasswordChangeRequestSchema>;

const rolesInput = z.array(staffRoleSchema).check(
  z.minLength(1),
  z.maxLength(STAFF_ROLES.length),
  z.refine((roles) => new Set(roles).size === roles.length, { message: 'Each role once' }),
);
const nameInput = typedText({ min: 1, max: 120 });

/** POST /staff/instances/{slug}/team: the owner invites an account (a temporary password is shown once). */
export const staffInviteRequestSchema = z.object({
  email: z.email().check(z.maxLength(254)),
  name: nameInput,
  roles: rolesInput,
});
export type StaffInviteRequest = z.infer<typeof staffInviteRequestSchema>;
export const staffInviteResponseSchema = z.object({
  account: staffAccountSchema,
  /** Shown once: the owner hands it over; the account must change it at its first sign-in. */
  temporary_password: z.string(),
});
export type StaffInviteResponse = z.infer<typeof staffInviteResponseSchema>;

/** PATCH /staff/instances/{slug}/team/{account}: a new name and/or roles (at least one). */
export const staffAccountUpdateSchema = z
  .object({ name: z.optional(nameInput), roles: z.optional(rolesInput) })
  .check(
    z.refine((body) => body.name !== undefined || body.roles !== undefined, {
      message: 'Send name, roles or both',
    }),
  );
export type StaffAccountUpdate = z.infer<typeof staffAccountUpdateSchema>;

export const staffAccountResponseSchema = z.object({ account: staffAccountSchema });
export const staffTeamResponseSchema = z.object({ accounts: z.array(staffAccountSchema) });
/** POST /staff/instances/{slug}/team/{account}/password: a new temporary password, shown once. */
export const staffPasswordResetResponseSchema = z.object({ temporary_password: z.string() });

/** Who did something: an account of the instance, or the platform operator's token. */
export const auditActorSchema = z.object({
  kind: z.enum(['account', 'operator']),
  /** Null for the operator, and once the account was removed (its email stays). */
  account_id: z.nullable(z.int()),
  email: z.nullable(z.string()),
});
export type AuditActor = z.infer<typeof auditActorSchema>;

export const auditEntrySchema = z.object({
  id: z.int(),
  at: z.string(),
  actor: auditActorSchema,
  /** `<object>.<verb>`: `payment.settle`, `purchase.close`, `product.update`, `account.invite`… */
  action: z.string(),
  object_type: z.string(),
  object_id: z.string(),
  /** What changed (the new values, the branch…), never a secret. */
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The most entries one audit page holds. */
export const AUDIT_PAGE_MAX = 200;

/** GET /staff/instances/{slug}/audit: newest first; `before_id` pages on. */
export const auditQuerySchema = z.object({
  action: z.optional(z.string().check(z.maxLength(60))),
  object_type: z.optional(z.string().check(z.maxLength(60))),
  object_id: z.optional(z.string().check(z.maxLength(60))),
  account_id: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647))),
  /** ISO 8601 instants: entries at or after `since`, before `until`. */
  since: z.optional(z.iso.datetime({ offset: true })),
  until: z.optional(z.iso.datetime({ offset: true })),
  before_id: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(AUDIT_PAGE_MAX))),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
export const auditListResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Pass as `before_id` for the next (older) page; null on the last page. */
  next_before_id: z.nullable(z.int()),
});
export type AuditList = z.infer<typeof auditListResponseSchema>;

/** An account id in a path. */
export const staffAccountIdSchema = idSchema;

/**
 * Error codes of the staff calls, each with a translated message (`errors.<code>` in every language):
 * the console shows them as they are.
 */
export const STAFF_ERROR_CODES = [
  'sign_in_failed',
  'session_required',
  'forbidden_role',
  'other_instance',
  'operator_only',
  'csrf_invalid',
  'password_change_required',
  'password_wrong',
  'password_too_weak',
  'account_exists',
  'account_not_found',
  'last_owner',
  'item_not_prepared',
  'nothing_to_prepare',
  'product_not_found',
] as const;
export type StaffErrorCode = (typeof STAFF_ERROR_CODES)[number];

/** DELETE /staff/session: the session ended and its cookie removed. */
export const staffSignOutResponseSchema = z.object({ signed_out: z.literal(true) });

/** DELETE /staff/instances/{slug}/team/{account}: the account and its sessions are gone. */
export const staffRemovedResponseSchema = z.object({ removed: z.literal(true) });
