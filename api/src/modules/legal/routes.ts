import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptCookiesCall, checkAgeCall } from 'shared-contracts/api-declarations';
import { declaredRoute } from '../../lib/declared-route.ts';
import { errorAnswers, HttpError } from '../../lib/errors.ts';
import { PROFILE_SECURITY, requireDiner } from '../../lib/profile-auth.ts';
import { ageOn, LEGAL_AGE } from '../../domain/purchases/rules.ts';
import { saveAgeCheck, saveCookieConsent } from './queries.ts';

/** Legal confirmations, registered under `/legal`. */
export const legalRoutes: FastifyPluginAsyncZod = async (app) => {
  declaredRoute(app, checkAgeCall, {
    tags: ['legal'],
    summary:
      'The age check for restricted products: a real birth date and the legal-age confirmation; a minor is remembered as such',
    security: PROFILE_SECURITY,
    answers: errorAnswers(400, 401),
    handler: async (req) => {
      const { profile } = await requireDiner(app.db, req);
      const { birthday_date: birthday, confirm } = req.body;
      const age = ageOn(birthday, new Date().toISOString().slice(0, 10));
      if (age === undefined) {
        throw new HttpError(400, 'invalid_birthday', 'The birth date is not a valid past date', [
          { path: 'birthday_date', message: 'Expected a real date in the past' },
        ]);
      }
      if (!confirm) {
        throw new HttpError(400, 'age_not_confirmed', 'Confirm that you are of legal age', [
          { path: 'confirm', message: 'Must be true' },
        ]);
      }
      const ofAge = age >= LEGAL_AGE;
      await saveAgeCheck(app.db, profile.id, birthday, ofAge);
      return { of_age: ofAge, legal_age: LEGAL_AGE };
    },
  });

  declaredRoute(app, acceptCookiesCall, {
    tags: ['legal'],
    summary: 'Records that the profile of the headers accepted the cookie notice (the first time is kept)',
    security: PROFILE_SECURITY,
    answers: errorAnswers(401),
    handler: async (req) => {
      const { profile } = await requireDiner(app.db, req);
      const at = await saveCookieConsent(app.db, profile.id);
      return { accepted_at: at.toISOString() };
    },
  });
};
