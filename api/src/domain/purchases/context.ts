import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TablePurchase } from 'shared-contracts/schemas';
import { z } from 'zod';
import { publicApiOrigin } from '../../config/env.ts';
import { notFound } from '../../lib/errors.ts';
import { type InstanceRef } from '../../lib/instance.ts';
import type { ProfileRow } from '../../lib/profile-auth.ts';
import { type PurchaseRef, requireDinerPurchase } from './access.ts';
import { announcePurchaseChange } from './announce.ts';
import type { PurchaseChange } from './diner-changes.ts';
import { loadPurchaseView } from './view.ts';

/** A purchase id in a path or query: 1 … INT4_MAX. */
export const purchaseIdParam = z.coerce.number().int().min(1).max(2_147_483_647);

export interface DinerContext {
  instance: InstanceRef;
  profile: ProfileRow;
  purchase: PurchaseRef;
}

type AppParts = Pick<FastifyInstance, 'db' | 'env' | 'instanceRefs'>;

/** The instance of the request, its profile (401) and a purchase that profile joined (404, 403). */
export async function dinerContext(
  app: AppParts,
  req: FastifyRequest,
  purchaseId: number,
): Promise<DinerContext> {
  const instance = await req.instance;
  const { profile, purchase } = await requireDinerPurchase(app.db, req, instance, purchaseId);
  return { instance, profile, purchase };
}

/** The purchase as its members see it now. */
export async function purchaseView(
  app: Pick<FastifyInstance, 'db' | 'env'>,
  purchaseId: number,
): Promise<TablePurchase> {
  const view = await loadPurchaseView(app.db, purchaseId, publicApiOrigin(app.env));
  if (!view) throw notFound('purchase_not_found', `No purchase ${purchaseId}`);
  return view;
}

/** Announces a committed change and answers with the purchase after it. */
export async function afterChange(
  app: Pick<FastifyInstance, 'db' | 'env' | 'pubsub' | 'forgetInstances' | 'log'>,
  change: PurchaseChange,
): Promise<{ purchase: TablePurchase }> {
  // The announcement and the read do not wait for each other: both follow the commit.
  const [, purchase] = await Promise.all([
    announcePurchaseChange(app, change),
    purchaseView(app, change.purchaseId),
  ]);
  return { purchase };
}

/**
 * The cart read (`GET …/cart/{purchase}.json`): the purchase with a weak ETag of its version, 304 when
 * the client already has it, so the polling fallback costs one indexed read per tick.
 */
export async function sendPurchaseCart(
  app: Pick<FastifyInstance, 'db' | 'env'>,
  req: FastifyRequest,
  reply: FastifyReply,
  purchase: PurchaseRef,
): Promise<FastifyReply> {
  const etagOf = (version: number) => `W/"purchase-${purchase.id}-${version}"`;
  void reply.header('cache-control', 'no-cache');
  if (req.headers['if-none-match'] === etagOf(purchase.version)) {
    return reply.header('etag', etagOf(purchase.version)).code(304).send();
  }
  const view = await purchaseView(app, purchase.id);
  return reply.header('etag', etagOf(view.version)).send({ purchase: view });
}
