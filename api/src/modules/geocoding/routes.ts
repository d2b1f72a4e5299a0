import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { geocodeCall, geocodeExampleCall } from 'shared-contracts/api-declarations';
import { declaredRoute } from '../../lib/declared-route.ts';
import { LANGS } from 'shared-contracts/schemas';
import { errorAnswers, HttpError } from '../../lib/errors.ts';
import { resolveQueryInstance, type InstanceRef } from '../../lib/instance.ts';
import { instanceSettings } from '../../lib/instance-settings.ts';
import { configuredGeocoder } from './configured.ts';
import { GeocoderUnavailable, type Geocoder } from './geocoder.ts';
import { loadArea } from './queries.ts';

/**
 * Address search (registered under `/api`) with the deployment's geocoder (`GEOCODER`), or
 * `options.geocoder` (tests). A geocoder that could not answer is 502 `geocoder_unavailable`: the diner
 * may retry, and is never told an address does not exist when it was not looked up.
 */
export const geocodingRoutes: FastifyPluginAsyncZod<{ geocoder?: Geocoder }> = async (app, options) => {
  const geocoder = options.geocoder ?? configuredGeocoder(app.env);
  // The answer's language is the diner's (`lang` header), Spanish otherwise.
  const areaOf = async (instance: InstanceRef, lang: unknown) => {
    const settings = await instanceSettings(app, instance);
    const language = LANGS.find((known) => known === lang) ?? 'es';
    return loadArea(app.db, { id: instance.id, countryCode: settings.countryCode }, language);
  };

  declaredRoute(app, geocodeCall, {
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    tags: ['coverage'],
    summary: "Places matching an address, best first (the deployment's geocoder, see api/README.md)",
    answers: errorAnswers(400, 404, 502),
    handler: async (req) => {
      const instance = await resolveQueryInstance(app, req, req.query.customer_id);
      const area = await areaOf(instance, req.headers.lang);
      try {
        return { places: (await geocoder.search(req.query.q, area)).slice(0, 5) };
      } catch (error) {
        if (!(error instanceof GeocoderUnavailable)) throw error;
        req.log.warn({ reason: error.message }, 'geocoder unavailable');
        throw new HttpError(502, 'geocoder_unavailable', 'The address search is not available right now');
      }
    },
  });

  declaredRoute(app, geocodeExampleCall, {
    tags: ['coverage'],
    summary: 'An address the geocoder finds in the instance’s delivery area: the address form’s example',
    answers: errorAnswers(400, 404),
    handler: async (req) => {
      const instance = await resolveQueryInstance(app, req, req.query.customer_id);
      return { example: await geocoder.example(await areaOf(instance, req.headers.lang)) };
    },
  });
};
