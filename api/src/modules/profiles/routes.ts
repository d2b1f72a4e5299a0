import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  anonymousProfileRequestSchema,
  apiErrorSchema,
  profileResponseSchema,
} from 'shared-contracts/schemas';
import { unauthorized } from '../../lib/errors.ts';
import { hostnameOf, resolveInstanceByHost } from '../../lib/instance.ts';
import { authenticateProfile, createAnonymousProfile, toProfile } from './queries.ts';
import { profileAuthHeaders } from './schemas.ts';

/** Anonymous profiles, registered under `/profiles`. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/status.json',
    {
      schema: {
        tags: ['profiles'],
        summary: 'The profile of the `profileid` + `token` headers',
        headers: profileAuthHeaders,
        response: { 200: profileResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (req) => {
      const { profileid, token } = req.headers;
      if (!profileid || !token || !/^[1-9][0-9]{0,9}$/.test(profileid) || Number(profileid) > 2147483647) {
        throw unauthorized('profileid and token headers are required');
      }
      const row = await authenticateProfile(app.db, Number(profileid), token);
      if (!row) throw unauthorized('Unknown profile or wrong token');
      return { profile: toProfile(row, token) };
    },
  );

  app.post(
    '/anonymous.json',
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
      const instance = await resolveInstanceByHost(app, domain);
      const { row, token } = await createAnonymousProfile(app.db, {
        instanceId: instance.id,
        domain: hostnameOf(domain),
        name,
      });
      return reply.code(201).send({ profile: toProfile(row, token) });
    },
  );
};
