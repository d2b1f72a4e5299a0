import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartDraftCall, saveCartDraftCall } from 'shared-contracts/api-declarations';
import { cartDraftSchema } from 'shared-contracts/schemas';
import { cartDrafts } from '../../db/schema.ts';
import { declaredRoute } from '../../lib/declared-route.ts';
import { errorAnswers } from '../../lib/errors.ts';
import { refuseLocked } from '../../lib/instance.ts';
import { PROFILE_SECURITY, requireDiner } from '../../lib/profile-auth.ts';
import { profileAuthHeaders } from './schemas.ts';

/**
 * The kept copy of a diner's cart in progress, registered under `/profiles`. The device keeps the cart
 * and saves a copy here as it changes; a server rendering the cart page reads it with the diner's
 * profile. Only the profile of the headers reads or writes its own copy.
 */
export const cartDraftRoutes: FastifyPluginAsyncZod = async (app) => {
  declaredRoute(app, cartDraftCall, {
    tags: ['profiles'],
    summary: "The diner's kept cart in progress (null when none)",
    security: PROFILE_SECURITY,
    headers: profileAuthHeaders,
    answers: errorAnswers(400, 401),
    handler: async (req) => {
      const { profile } = await requireDiner(app.db, req);
      const [row] = await app.db
        .select({ draft: cartDrafts.draft })
        .from(cartDrafts)
        .where(eq(cartDrafts.profileId, profile.id))
        .limit(1);
      // A copy written under an older shape is not answered: the device's own cart shows instead.
      const parsed = row ? cartDraftSchema.safeParse(row.draft) : null;
      return { draft: parsed?.success ? parsed.data : null };
    },
  });

  declaredRoute(app, saveCartDraftCall, {
    tags: ['profiles'],
    summary: 'Replaces the kept cart in progress; a cart with no lines removes it',
    security: PROFILE_SECURITY,
    headers: profileAuthHeaders,
    answers: errorAnswers(400, 401, 403),
    handler: async (req) => {
      const { instance, profile } = await requireDiner(app.db, req);
      refuseLocked(instance);
      const { draft } = req.body;
      if (draft.cart.lines.length === 0) {
        await app.db.delete(cartDrafts).where(eq(cartDrafts.profileId, profile.id));
        return { draft: null };
      }
      await app.db
        .insert(cartDrafts)
        .values({ profileId: profile.id, draft })
        .onConflictDoUpdate({ target: cartDrafts.profileId, set: { draft, updatedAt: sql`now()` } });
      return { draft };
    },
  });
};
