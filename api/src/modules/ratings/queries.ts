import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { purchases, ratings, sessions, suppliers } from '../../db/schema.ts';

export interface NewRating {
  instanceId: number;
  supplierId: number;
  kind: 'menu' | 'nps';
  purchaseId?: number;
  sessionId?: number;
  score: number;
  comment: string;
}

/** The purchase `token` rates, within the instance; undefined for a wrong id or token alike. */
export async function findRatablePurchase(db: Db, instanceId: number, purchaseId: number, token: string) {
  const [row] = await db
    .select({ id: purchases.id, supplierId: purchases.supplierId })
    .from(purchases)
    .where(
      and(eq(purchases.id, purchaseId), eq(purchases.instanceId, instanceId), eq(purchases.rateToken, token)),
    );
  return row;
}

/** Whether the purchase has its menu rating (one per purchase). */
export async function isPurchaseRated(db: Db, purchaseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: ratings.id })
    .from(ratings)
    .where(and(eq(ratings.purchaseId, purchaseId), eq(ratings.kind, 'menu')))
    .limit(1);
  return row !== undefined;
}

/** Whether the session and the branch both belong to the instance. */
export async function sessionAndBranchOf(db: Db, instanceId: number, sessionId: number, supplierId: number) {
  const [session] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.instanceId, instanceId)));
  const [supplier] = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(eq(suppliers.id, supplierId), eq(suppliers.instanceId, instanceId)));
  return { session: session !== undefined, supplier: supplier !== undefined };
}

/** Stores the rating; undefined when this purchase (menu) or session at this branch (nps) already rated. */
export async function insertRating(db: Db, rating: NewRating) {
  const [row] = await db
    .insert(ratings)
    .values(rating)
    .onConflictDoNothing()
    .returning({ id: ratings.id, kind: ratings.kind, score: ratings.score });
  return row;
}
