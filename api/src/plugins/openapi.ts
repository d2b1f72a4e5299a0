import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { STAFF_COOKIE } from '../lib/staff-auth/session-cookie.ts';

/** Collects every route registered after it into the OpenAPI description served at `/openapi.json`. */
export const openapiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Mesa white-label reference API',
          version: '1.0.0',
          description: 'Core, experience, polygons and tracking hosts served under one origin.',
        },
        components: {
          securitySchemes: {
            // The platform operator's STAFF_TOKEN (every instance).
            staffToken: { type: 'http', scheme: 'bearer' },
            // A staff account's session (POST /staff/session), with its CSRF token on writes.
            staffSession: { type: 'apiKey', in: 'cookie', name: STAFF_COOKIE },
            // A diner's anonymous profile: both headers together (lib/profile-auth.ts).
            profileId: { type: 'apiKey', in: 'header', name: 'profileid' },
            profileToken: { type: 'apiKey', in: 'header', name: 'token' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
