import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountCall,
  anonymousProfileCall,
  profileStatusCall,
  saveAccountCall,
  smartLinkCall,
} from 'shared-contracts/api-declarations';
import { declaredRoute } from '../../lib/declared-route.ts';
import { checkPhone, dialCode, phoneCountry } from 'shared-contracts/phone';
import { errorAnswers, HttpError, unauthorized } from '../../lib/errors.ts';
import { refuseLocked, requireWritableInstanceId, resolveInstanceByHost } from '../../lib/instance.ts';
import { authenticateProfile, PROFILE_SECURITY, requireProfile } from '../../lib/profile-auth.ts';
import { createAnonymousProfile, toProfile, updateAccount } from './queries.ts';
import { profileAuthHeaders } from './schemas.ts';

/** The token the caller sent (checked by `requireProfile`); answered back as the profile's token. */
const headerToken = (req: FastifyRequest) => {
  const raw = req.headers['token'];
  return (Array.isArray(raw) ? raw[0] : raw) ?? '';
};

/** Anonymous profiles, registered under `/profiles`. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The profile of the headers, as status and account answer it. */
  const currentProfile = async (req: FastifyRequest) => {
    const row = await requireProfile(app.db, req);
    return { profile: toProfile(row, headerToken(req)) };
  };

  declaredRoute(app, profileStatusCall, {
    tags: ['profiles'],
    summary: 'The profile of the `profileid` + `token` headers',
    headers: profileAuthHeaders,
    answers: errorAnswers(400, 401),
    handler: currentProfile,
  });

  declaredRoute(app, accountCall, {
    tags: ['profiles'],
    summary: "The diner's account data (the profile of the `profileid` + `token` headers)",
    security: PROFILE_SECURITY,
    headers: profileAuthHeaders,
    answers: errorAnswers(400, 401),
    handler: currentProfile,
  });

  declaredRoute(app, saveAccountCall, {
    tags: ['profiles'],
    summary:
      "Saves the diner's name, email, phone (with country code and its country) and details (sex, document, categories); only the profile of the headers",
    security: PROFILE_SECURITY,
    headers: profileAuthHeaders,
    answers: errorAnswers(400, 401),
    handler: async (req) => {
      const row = await requireProfile(app.db, req);
      await requireWritableInstanceId(app, row.instanceId);
      // Another profile's id with this token is the same answer as a wrong token: nothing to learn.
      if (row.id !== req.params.id) throw unauthorized('Unknown profile or wrong token');
      const { phone, phone_code_iso2: iso2 } = req.body.profile;
      const invalidPhone = () =>
        new HttpError(400, 'invalid_phone', 'The phone number is not valid', [
          { path: 'profile.phone', message: 'invalid_phone' },
        ]);
      if (phone !== '' && !checkPhone(phone, 'US').valid) throw invalidPhone();
      // The country chosen beside the number must be one with the number's calling code.
      if (phone !== '' && iso2 && dialCode(iso2) !== `+${phoneCountry(phone)?.code ?? ''}`) {
        throw invalidPhone();
      }
      const saved = await updateAccount(app.db, row.id, req.body.profile);
      return { profile: toProfile(saved, headerToken(req)) };
    },
  });

  declaredRoute(app, smartLinkCall, {
    // Guessing tokens through this door is what the limit slows down.
    config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    tags: ['profiles'],
    summary: "Logs the smart link's profile in: answers the profile when `token` is its token, 401 otherwise",
    answers: errorAnswers(400, 401, 429),
    handler: async (req) => {
      const row = await authenticateProfile(app.db, req.params.id, req.query.token);
      if (!row) throw unauthorized('Unknown profile or wrong token');
      return { profile: toProfile(row, req.query.token) };
    },
  });

  declaredRoute(app, anonymousProfileCall, {
    config: { rateLimit: { max: 300, timeWindow: 60_000 } },
    tags: ['profiles'],
    summary: 'Creates an anonymous profile for the instance of `profile.domain`; the token is returned once',
    answers: errorAnswers(400, 404),
    handler: async (req, reply) => {
      const { domain, name } = req.body.profile;
      const instance = refuseLocked(await resolveInstanceByHost(app, domain));
      const { row, token } = await createAnonymousProfile(app.db, {
        instanceId: instance.id,
        // The instance's own domain, never the one sent: a look-alike host that fell back to the default
        // instance must not be stored as if it were a real address.
        domain: instance.domain,
        name,
      });
      return reply.code(201).send({ profile: toProfile(row, token) });
    },
  });
};
