import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  apiErrorSchema,
  remoteEntrySchema,
  remoteNameSchema,
  remoteSwitchRequestSchema,
} from 'shared-contracts/schemas';
import type { App, AppContext } from '../../context.ts';
import { badRequest, notFound, unauthorized } from '../../lib/errors.ts';
import { findInstanceBySlug } from '../../lib/instance.ts';
import { loadRemotes } from '../experience/queries.ts';
import { setRemoteEnabled } from './queries.ts';

export const remotesResponseSchema = z.object({ remotes: z.array(remoteEntrySchema) });

function checkStaffToken(header: string | undefined, expected: string): void {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? '');
  const given = Buffer.from(match?.[1]?.trim() ?? '', 'utf8');
  const want = Buffer.from(expected, 'utf8');
  if (given.length !== want.length || !timingSafeEqual(given, want)) {
    throw unauthorized('A valid staff token is required (Authorization: Bearer <token>)');
  }
}

export function registerStaffRoutes(app: App, ctx: AppContext): void {
  app.put(
    '/staff/instances/:slug/remotes/:remote',
    {
      schema: {
        tags: ['staff'],
        summary: "Switches one of an instance's remotes on or off (staff token); the next config shows it",
        security: [{ staffToken: [] }],
        params: z.object({ slug: z.string().min(1).max(120), remote: z.string().min(1).max(60) }),
        body: remoteSwitchRequestSchema,
        response: {
          200: remotesResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
      // Authenticate before the body is validated: without a token the answer is always 401.
      preValidation: async (req) => {
        checkStaffToken(req.headers.authorization, ctx.env.STAFF_TOKEN);
      },
    },
    async (req) => {
      const remote = remoteNameSchema.safeParse(req.params.remote);
      if (!remote.success) {
        throw badRequest(`Unknown remote ${JSON.stringify(req.params.remote)}`, [
          { path: 'remote', message: `Expected one of ${remoteNameSchema.options.join(', ')}` },
        ]);
      }
      const ref = await findInstanceBySlug(ctx.db, req.params.slug);
      if (!ref) throw notFound('instance_not_found', `No instance ${req.params.slug}`);
      await setRemoteEnabled(ctx.db, ref.id, remote.data, req.body.enabled);
      ctx.cache.clear();
      return { remotes: await loadRemotes(ctx.db, ctx.env, ref.id) };
    },
  );
}
