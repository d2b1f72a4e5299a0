import { z } from 'zod';
import type { Profile } from 'shared-contracts/schemas';
import {
  anonymousProfileRequestSchema,
  apiErrorSchema,
  profileResponseSchema,
} from 'shared-contracts/schemas';
import type { App, AppContext } from '../../context.ts';
import { unauthorized } from '../../lib/errors.ts';
import { hostnameOf, resolveInstanceByHost } from '../../lib/instance.ts';
import { authenticateProfile, createAnonymousProfile, type ProfileRow } from './queries.ts';

function toProfile(row: ProfileRow, token: string): Profile {
  return {
    id: row.id,
    token,
    anonymous: row.anonymous,
    domain: row.domain,
    name: row.name,
    phone: row.phone,
    email: row.email,
  };
}

const authHeaders = z.object({
  profileid: z.string().max(20).optional(),
  token: z.string().max(200).optional(),
});

export function registerProfileRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/profiles/status.json',
    {
      schema: {
        tags: ['profiles'],
        summary: 'The profile of the `profileid` + `token` headers',
        headers: authHeaders,
        response: { 200: profileResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (req) => {
      const { profileid, token } = req.headers;
      if (!profileid || !token || !/^[1-9][0-9]{0,9}$/.test(profileid) || Number(profileid) > 2147483647) {
        throw unauthorized('profileid and token headers are required');
      }
      const row = await authenticateProfile(ctx.db, Number(profileid), token);
      if (!row) throw unauthorized('Unknown profile or wrong token');
      return { profile: toProfile(row, token) };
    },
  );

  app.post(
    '/profiles/anonymous.json',
    {
      schema: {
        tags: ['profiles'],
        summary:
          'Creates an anonymous profile for the instance of `profile.domain`; the token is returned once',
        body: anonymousProfileRequestSchema,
        response: { 201: profileResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const { domain, name } = req.body.profile;
      const ref = await resolveInstanceByHost(ctx.db, ctx.env, domain);
      const { row, token } = await createAnonymousProfile(ctx.db, {
        instanceId: ref.id,
        domain: hostnameOf(domain),
        name,
      });
      return reply.code(201).send({ profile: toProfile(row, token) });
    },
  );
}
