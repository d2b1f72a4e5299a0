import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  anonymousProfileRequestSchema,
  apiErrorSchema,
  profileResponseSchema,
} from 'shared-contracts/schemas';
import { resolveInstanceByHost } from '../../lib/instance.ts';
import { requireProfile } from '../../lib/profile-auth.ts';
import { createAnonymousProfile, toProfile } from './queries.ts';
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
      const row = await requireProfile(app.db, req);
      return { profile: toProfile(row, req.headers.token ?? '') };
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
        // The instance's own domain, never the one sent: a look-alike host that fell back to the default
        // instance must not be stored as if it were a real address.
        domain: instance.domain,
        name,
      });
      return reply.code(201).send({ profile: toProfile(row, token) });
    },
  );
};
