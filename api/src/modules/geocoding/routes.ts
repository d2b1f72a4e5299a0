import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, geocodeResponseSchema } from 'shared-contracts/schemas';
import { z } from 'zod';
import { resolveQueryInstance } from '../../lib/instance.ts';
import type { Geocoder } from './geocoder.ts';
import { offlineGeocoder } from './queries.ts';

const geocodeQuery = z.object({
  customer_id: z.string().max(20).optional(),
  q: z.string().trim().min(3).max(300),
});

/** Address search (registered under `/api`); `options.geocoder` replaces the offline default. */
export const geocodingRoutes: FastifyPluginAsyncZod<{ geocoder?: Geocoder }> = async (app, options) => {
  const geocoder = options.geocoder ?? offlineGeocoder(app.db);
  app.get(
    '/geocode.json',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['coverage'],
        summary: 'Places matching an address (offline: the demo data; see modules/geocoding/geocoder.ts)',
        querystring: geocodeQuery,
        response: { 200: geocodeResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req) => {
      const instance = await resolveQueryInstance(app, req, req.query.customer_id);
      return { places: (await geocoder.search(req.query.q, instance.id)).slice(0, 5) };
    },
  );
};
