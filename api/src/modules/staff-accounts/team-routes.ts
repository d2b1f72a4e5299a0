import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  auditListResponseSchema,
  auditQuerySchema,
  staffAccountResponseSchema,
  staffAccountUpdateSchema,
  staffInviteRequestSchema,
  staffInviteResponseSchema,
  staffPasswordResetResponseSchema,
  staffTeamResponseSchema,
} from 'shared-contracts/schemas';
import { z } from 'zod';
import { listAudit } from '../../lib/audit.ts';
import { requireInstanceBySlug } from '../../lib/instance.ts';
import { purchaseIdParam } from '../../domain/purchases/context.ts';
import { auditActorOf } from '../../lib/staff-auth/guard.ts';
import { STAFF_SECURITY } from '../../lib/staff-auth/openapi.ts';
import { temporaryPassword } from '../../lib/staff-auth/passwords.ts';
import {
  inviteAccount,
  normalizeEmail,
  removeAccount,
  resetPassword,
  teamOf,
  updateAccount,
} from './queries.ts';

const slug = z.string().min(1).max(120);
const instanceParams = z.object({ slug });
const accountParams = z.object({ slug, account: purchaseIdParam });
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const tags = ['staff'];
const team = { staff: { capability: 'team', instance: 'path' } } as const;

/**
 * The owner's team calls and the audit log, under `/staff/instances`: the operator's token (how the
 * first owner of a new instance is made), or a session of the path's instance allowed `team` / `audit`.
 */
export const staffTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  async function changeOf(req: FastifyRequest, slugParam: string) {
    const instance = await requireInstanceBySlug(app.db, slugParam);
    return { instanceId: instance.id, actor: auditActorOf(req) };
  }

  app.get(
    '/:slug/team',
    {
      config: team,
      schema: {
        tags,
        summary: "The instance's staff accounts with their roles (team)",
        security: STAFF_SECURITY,
        params: instanceParams,
        response: { 200: staffTeamResponseSchema, ...errors },
      },
    },
    async (req) => {
      const instance = await requireInstanceBySlug(app.db, req.params.slug);
      return { accounts: await teamOf(app.db, instance.id) };
    },
  );

  app.post(
    '/:slug/team',
    {
      config: team,
      schema: {
        tags,
        summary:
          'Invites an account with its roles; its temporary password is shown once and must be changed at the first sign-in (team)',
        security: STAFF_SECURITY,
        params: instanceParams,
        body: staffInviteRequestSchema,
        response: { 201: staffInviteResponseSchema, ...errors },
      },
    },
    async (req, reply) => {
      const by = await changeOf(req, req.params.slug);
      const password = temporaryPassword();
      const account = await inviteAccount(
        app.db,
        {
          email: normalizeEmail(req.body.email),
          name: req.body.name,
          roles: req.body.roles,
          passwordHash: await app.passwords.hash(password),
        },
        by,
      );
      return reply.code(201).send({ account, temporary_password: password });
    },
  );

  app.patch(
    '/:slug/team/:account',
    {
      config: team,
      schema: {
        tags,
        summary: "Changes an account's name or roles; the last owner keeps the owner role (team)",
        security: STAFF_SECURITY,
        params: accountParams,
        body: staffAccountUpdateSchema,
        response: { 200: staffAccountResponseSchema, ...errors },
      },
    },
    async (req) => {
      const by = await changeOf(req, req.params.slug);
      return { account: await updateAccount(app.db, req.params.account, req.body, by) };
    },
  );

  app.delete(
    '/:slug/team/:account',
    {
      config: team,
      schema: {
        tags,
        summary: 'Removes an account and signs out every session of it; never the last owner (team)',
        security: STAFF_SECURITY,
        params: accountParams,
        response: { 200: z.object({ removed: z.literal(true) }), ...errors },
      },
    },
    async (req) => {
      await removeAccount(app.db, req.params.account, await changeOf(req, req.params.slug));
      return { removed: true as const };
    },
  );

  app.post(
    '/:slug/team/:account/password',
    {
      config: team,
      schema: {
        tags,
        summary:
          'Gives an account a new temporary password (shown once, to be changed at sign-in) and signs out its sessions (team)',
        security: STAFF_SECURITY,
        params: accountParams,
        response: { 200: staffPasswordResetResponseSchema, ...errors },
      },
    },
    async (req) => {
      const by = await changeOf(req, req.params.slug);
      const password = temporaryPassword();
      await resetPassword(app.db, req.params.account, await app.passwords.hash(password), by);
      return { temporary_password: password };
    },
  );

  app.get(
    '/:slug/audit',
    {
      config: { staff: { capability: 'audit', instance: 'path' } },
      schema: {
        tags,
        summary:
          "The instance's audit log, newest first: who did what, when, to which object; filter by action, object, account or time (audit)",
        security: STAFF_SECURITY,
        params: instanceParams,
        querystring: auditQuerySchema,
        response: { 200: auditListResponseSchema, ...errors },
      },
    },
    async (req) => {
      const instance = await requireInstanceBySlug(app.db, req.params.slug);
      return listAudit(app.db, instance.id, req.query);
    },
  );
};
