import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { instanceConfigCall } from 'shared-contracts/api-declarations';
import { declaredRoute } from '../../lib/declared-route.ts';
import { instanceConfigSchema, supplierResponseSchema } from 'shared-contracts/schemas';
import { z } from 'zod';
import { publicApiOrigin } from '../../config/env.ts';
import { errorAnswers, notFound } from '../../lib/errors.ts';
import { sendCachedJson } from '../../lib/http-cache.ts';
import { absolutizeImages } from '../../lib/images.ts';
import { resolveInstanceByHost } from '../../lib/instance.ts';
import { requireSupplier, toSupplier } from '../../lib/suppliers.ts';
import { loadInstanceConfig } from './queries.ts';
import { domainSupplierParams } from './schemas.ts';

/** The experience host (`/experience/{domain}/…`): the instance comes from the path, not the Host header. */
export const experienceRoutes: FastifyPluginAsyncZod = async (app) => {
  declaredRoute(app, instanceConfigCall, {
    tags: ['experience'],
    summary: 'Instance config for a domain (port ignored; localhost → DEFAULT_INSTANCE). ETag + no-cache.',
    answers: { 304: z.null(), ...errorAnswers(400, 404) },
    handler: async (req, reply) => {
      const instance = await resolveInstanceByHost(app, req.params.domain);
      return sendCachedJson(req, reply, {
        key: `config:${instance.id}:${instance.version}`,
        schema: instanceConfigSchema,
        load: async () => {
          const config = await loadInstanceConfig(app.db, app.env, instance.id);
          if (!config) throw notFound('instance_not_found', `No instance ${instance.slug}`);
          return config;
        },
      });
    },
  });

  for (const kind of ['suppliers', 'branches'] as const) {
    app.get(
      `/:domain/${kind}/:id`,
      {
        schema: {
          tags: ['experience'],
          summary: `One branch of the domain's instance by slug or numeric id (${kind})`,
          params: domainSupplierParams,
          response: { 200: supplierResponseSchema, ...errorAnswers(400, 404) },
        },
      },
      async (req) => {
        const instance = await resolveInstanceByHost(app, req.params.domain);
        const supplier = await requireSupplier(app.db, instance, req.params.id);
        return { supplier: absolutizeImages(toSupplier(supplier), publicApiOrigin(app.env)) };
      },
    );
  }
};
