import { z } from 'zod';
import { apiErrorSchema, instanceConfigSchema, supplierResponseSchema } from 'shared-contracts/schemas';
import type { App, AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { makeCachedBody, sendWithEtag } from '../../lib/http-cache.ts';
import { absolutizeImages, requestOrigin } from '../../lib/images.ts';
import { resolveInstanceByHost } from '../../lib/instance.ts';
import { findSupplier, toSupplier } from '../suppliers/queries.ts';
import { loadInstanceConfig } from './queries.ts';

const domainParam = z.string().min(1).max(300);
const idParam = z.string().min(1).max(120);

export function registerExperienceRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/experience/:domain/config',
    {
      schema: {
        tags: ['experience'],
        summary:
          'Instance config for a domain (port ignored; localhost → DEFAULT_INSTANCE). ETag + no-cache.',
        params: z.object({ domain: domainParam }),
        response: { 200: instanceConfigSchema, 304: z.null(), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const ref = await resolveInstanceByHost(ctx.db, ctx.env, req.params.domain);
      const origin = requestOrigin(req);
      const key = `config:${ref.id}:${ref.version}:${origin}`;
      let cached = ctx.cache.get(key);
      if (!cached) {
        const config = await loadInstanceConfig(ctx.db, ctx.env, ref.id);
        if (!config) throw notFound('instance_not_found', `No instance ${ref.slug}`);
        cached = makeCachedBody(instanceConfigSchema.parse(absolutizeImages(config, origin)));
        ctx.cache.set(key, cached);
      }
      return sendWithEtag(req, reply, cached);
    },
  );

  for (const kind of ['suppliers', 'branches'] as const) {
    app.get(
      `/experience/:domain/${kind}/:id`,
      {
        schema: {
          tags: ['experience'],
          summary: `One branch of the domain's instance by slug or numeric id (${kind})`,
          params: z.object({ domain: domainParam, id: idParam }),
          response: { 200: supplierResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (req) => {
        const ref = await resolveInstanceByHost(ctx.db, ctx.env, req.params.domain);
        const found = await findSupplier(ctx.db, ref.id, req.params.id);
        if (!found) throw notFound('supplier_not_found', `No branch ${req.params.id} in ${ref.slug}`);
        return { supplier: absolutizeImages(toSupplier(found.row, found.city), requestOrigin(req)) };
      },
    );
  }
}
