import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  staffAccountRemoveCall,
  staffAccountUpdateCall,
  staffAuditCall,
  staffInviteCall,
  staffTeamCall,
} from 'shared-contracts/api-declarations';
import { declaredRoute } from '../../lib/declared-route.ts';
import { errorAnswers } from '../../lib/errors.ts';
import { staffPasswordResetResponseSchema } from 'shared-contracts/schemas';
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
const accountParams = z.object({ slug, account: purchaseIdParam });
const errors = errorAnswers(400, 401, 403, 404, 409);
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

  declaredRoute(app, staffTeamCall, {
    config: team,
    tags,
    summary: "The instance's staff accounts with their roles (team)",
    security: STAFF_SECURITY,
    answers: errors,
    handler: async (req) => {
      const instance = await requireInstanceBySlug(app.db, req.params.slug);
      return { accounts: await teamOf(app.db, instance.id) };
    },
  });

  declaredRoute(app, staffInviteCall, {
    config: team,
    tags,
    summary:
      'Invites an account with its roles; its temporary password is shown once and must be changed at the first sign-in (team)',
    security: STAFF_SECURITY,
    answers: errors,
    handler: async (req, reply) => {
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
  });

  declaredRoute(app, staffAccountUpdateCall, {
    config: team,
    tags,
    summary: "Changes an account's name or roles; the last owner keeps the owner role (team)",
    security: STAFF_SECURITY,
    answers: errors,
    handler: async (req) => {
      const by = await changeOf(req, req.params.slug);
      return { account: await updateAccount(app.db, req.params.account, req.body, by) };
    },
  });

  declaredRoute(app, staffAccountRemoveCall, {
    config: team,
    tags,
    summary: 'Removes an account and signs out every session of it; never the last owner (team)',
    security: STAFF_SECURITY,
    answers: errors,
    handler: async (req) => {
      await removeAccount(app.db, req.params.account, await changeOf(req, req.params.slug));
      return { removed: true as const };
    },
  });

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

  declaredRoute(app, staffAuditCall, {
    config: { staff: { capability: 'audit', instance: 'path' } },
    tags,
    summary:
      "The instance's audit log, newest first: who did what, when, to which object; filter by action, object, account or time (audit)",
    security: STAFF_SECURITY,
    answers: errors,
    handler: async (req) => {
      const instance = await requireInstanceBySlug(app.db, req.params.slug);
      return listAudit(app.db, instance.id, req.query);
    },
  });
};
