import { and, eq, inArray, sql } from 'drizzle-orm';
import { promoPrice } from 'shared-contracts/prices';
import type { AddProductRequest, CartUpdateRequest, PurchaseTip } from 'shared-contracts/schemas';
import type { Db } from '../../db/client.ts';
import { products, purchaseItems, purchases } from '../../db/schema.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { inWriteTurn, type Tx, withTransaction } from '../../db/transaction.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { ProfileRow } from '../../lib/profile-auth.ts';
import { lockOpenPurchase, type PurchaseRef } from './access.ts';
import { loadAmountDue } from './amount-due.ts';
import { holdingPayments, requireDueCoversHeld } from './balance.ts';
import { resolveOptions } from './options.ts';
import { bumpInstanceVersion, returnStock, takeStock } from './stock.ts';
import { deleteLines, type ItemRow, pendingLines } from './line-removal.ts';
import { requireTipWithinCap } from './tip-cap.ts';
import { requireTipUnlocked } from './tip-lock.ts';
import { requireTakingOrders } from '../../lib/taking-orders.ts';

/** What a change did: the purchase to announce, and whether the branch's menu (stock) changed. */
export interface PurchaseChange {
  purchaseId: number;
  menuChanged: boolean;
  /** The purchase's branch, when the change knows it (the branch's staff stream hears of it); else read. */
  supplierId?: number;
}

/** The age check for restricted products, as the profile last answered it. */
export function requireLegalAge(profile: ProfileRow): void {
  if (profile.legalAgeAt !== null) return;
  if (profile.birthdayDate !== null) {
    throw forbidden('under_age', 'Alcoholic products cannot be sold to minors');
  }
  throw forbidden(
    'age_check_required',
    'Confirm your age (POST /legal/check_mayor.json) to add alcoholic products',
  );
}

/**
 * New lines, more units and sends to the kitchen are new orders: refused while the branch's business or
 * kitchen is closed (the staff's switches), with the closed state's code. Removing, paying and calling
 * the waiter go on.
 */
function requireBranchTakingOrders(purchase: PurchaseRef): void {
  requireTakingOrders(purchase.branch, purchase.subservice === 'schedule');
}

/**
 * A delivery or take-away order is placed whole from the cart, its minimum and fee checked then; its
 * lines never change one by one after (removing one could take it under the minimum, adding one after
 * it was paid would wait for a payment nobody asks for). The diner changes the cart and places it again.
 */
function requireLinesChangeable(purchase: PurchaseRef): void {
  if (purchase.service === 'delivery' || purchase.service === 'take_away') {
    throw conflict('order_placed', 'This order was placed as a whole: change the cart and place it again');
  }
}

async function finish(tx: Tx, purchase: PurchaseRef, menuChanged: boolean): Promise<PurchaseChange> {
  if (menuChanged) await bumpInstanceVersion(tx, purchase.instanceId);
  return { purchaseId: purchase.id, menuChanged, supplierId: purchase.supplierId };
}

/** A product of one menu. */
const menuProductQuery = preparedQuery('menu_product', (db, name) =>
  db
    .select()
    .from(products)
    .where(and(eq(products.id, sql.placeholder('productId')), eq(products.menuId, sql.placeholder('menuId'))))
    .limit(1)
    .prepare(name),
);

/**
 * Adds a product of the purchase's branch menu: available, with valid options, within stock, and
 * alcoholic only after the age check. The line belongs to `profile`.
 */
export async function addProduct(
  db: Db,
  purchase: PurchaseRef,
  profile: ProfileRow,
  input: AddProductRequest['product'],
): Promise<PurchaseChange> {
  const [product] = await menuProductQuery(db).execute({ productId: input.id, menuId: purchase.menuId });
  if (purchase.manualAmount !== null) {
    throw conflict('manual_payment_has_no_lines', 'A manual payment holds an amount, not products');
  }
  requireLinesChangeable(purchase);
  if (!product) throw notFound('product_not_found', `No product ${input.id} on this branch's menu`);
  requireBranchTakingOrders(purchase);
  if (!product.available) {
    throw conflict('product_unavailable', `${product.label} is not available right now`);
  }
  if (product.alcoholic) requireLegalAge(profile);
  const { options, extra } = resolveOptions(product.options, input.options);
  const unitPrice = promoPrice(product) + extra;

  const line = {
    purchaseId: purchase.id,
    productId: product.id,
    profileId: profile.id,
    count: input.count,
    unitPrice,
    options,
    comment: input.comment ?? '',
  };
  if (product.stock === null) {
    await addLineWhileOpen(db, line);
    return { purchaseId: purchase.id, menuChanged: false, supplierId: purchase.supplierId };
  }
  return withTransaction(db, async (tx) => {
    await lockOpenPurchase(tx, purchase.id);
    const menuChanged = await takeStock(tx, product, input.count);
    await tx.insert(purchaseItems).values(line);
    return finish(tx, purchase, menuChanged);
  });
}

/**
 * A line of a product without stock, added in one statement: the purchase's version is bumped (which
 * holds its row, as the transaction's first step does) and the line goes in only if the purchase is
 * still open. One round trip instead of four (begin, bump, insert, commit) on the busiest write.
 */
async function addLineWhileOpen(db: Db, line: typeof purchaseItems.$inferInsert): Promise<void> {
  const added = await inWriteTurn(db, () =>
    addLineWhileOpenQuery(db).execute({
      purchaseId: line.purchaseId,
      productId: line.productId,
      profileId: line.profileId,
      count: line.count,
      unitPrice: line.unitPrice,
      options: JSON.stringify(line.options),
      comment: line.comment ?? '',
    }),
  );
  if (added.length === 0)
    throw conflict('purchase_closed', 'This purchase is closed: scan the table QR again');
}

const addLineWhileOpenQuery = preparedQuery('add_line_while_open', (db, name) => {
  const bumped = db.$with('bumped').as(
    db
      .update(purchases)
      .set({ version: sql`${purchases.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(purchases.id, sql.placeholder('purchaseId')), eq(purchases.status, 'open')))
      .returning({ id: purchases.id }),
  );
  // drizzle's insert-from-select names every column of the table in its order, so the defaults (the id's
  // sequence, `pending`, no times yet) are spelt out here; a new column missing here is refused by drizzle
  // as it builds the query (every add of the API tests), not by the type check.
  return db
    .with(bumped)
    .insert(purchaseItems)
    .select(
      db
        .select({
          id: sql<number>`nextval(pg_get_serial_sequence('purchase_items', 'id'))`.as('id'),
          purchaseId: bumped.id,
          productId: sql<number>`${sql.placeholder('productId')}::integer`.as('product_id'),
          profileId: sql<number>`${sql.placeholder('profileId')}::integer`.as('profile_id'),
          count: sql<number>`${sql.placeholder('count')}::integer`.as('count'),
          unitPrice: sql<number>`${sql.placeholder('unitPrice')}::double precision`.as('unit_price'),
          options: sql`${sql.placeholder('options')}::jsonb`.as('options'),
          comment: sql<string>`${sql.placeholder('comment')}::text`.as('comment'),
          status: sql<string>`'pending'`.as('status'),
          sentAt: sql`null::timestamptz`.as('sent_at'),
          preparedAt: sql`null::timestamptz`.as('prepared_at'),
          createdAt: sql`now()`.as('created_at'),
        })
        .from(bumped),
    )
    .returning({ id: purchaseItems.id })
    .prepare(name);
});

/** The line `itemId` of the purchase, owned by `profile` and still pending (inside the purchase's lock). */
async function requireOwnPendingItem(
  tx: Tx,
  purchase: PurchaseRef,
  profile: ProfileRow,
  itemId: number,
): Promise<ItemRow> {
  const [item] = await tx
    .select()
    .from(purchaseItems)
    .where(and(eq(purchaseItems.id, itemId), eq(purchaseItems.purchaseId, purchase.id)))
    .limit(1);
  if (!item) throw notFound('item_not_found', `No line ${itemId} in purchase ${purchase.id}`);
  if (item.profileId !== profile.id) {
    throw forbidden('not_your_item', 'Only the diner who added this product can change it');
  }
  if (item.status !== 'pending') {
    throw conflict('item_already_ordered', 'This product was already sent to the kitchen');
  }
  await requireNotPaidFor(tx, purchase.id, [item.id]);
  return item;
}

/** Lines a payment (approved or pending, split by lines) pays for stay as they are: 409 `item_already_paid`. */
async function requireNotPaidFor(tx: Tx, purchaseId: number, itemIds: number[]): Promise<void> {
  if (itemIds.length === 0) return;
  const held = new Set((await holdingPayments(tx, purchaseId)).flatMap((row) => row.itemIds));
  if (itemIds.some((id) => held.has(id))) {
    throw conflict('item_already_paid', 'This product is already paid: it can no longer change');
  }
}

/** A pending line's new count (stock taken or given back by the difference). */
export async function setItemCount(
  db: Db,
  purchase: PurchaseRef,
  profile: ProfileRow,
  itemId: number,
  count: number,
): Promise<PurchaseChange> {
  requireLinesChangeable(purchase);
  return withTransaction(db, async (tx) => {
    await lockOpenPurchase(tx, purchase.id);
    const item = await requireOwnPendingItem(tx, purchase, profile, itemId);
    const [product] = await tx.select().from(products).where(eq(products.id, item.productId));
    if (!product) throw notFound('product_not_found', `No product ${item.productId}`);
    const delta = count - item.count;
    if (delta > 0) requireBranchTakingOrders(purchase);
    if (delta > 0 && !product.available) {
      throw conflict('product_unavailable', `${product.label} is not available right now`);
    }
    const menuChanged =
      delta > 0 ? await takeStock(tx, product, delta, item.count) : await returnStock(tx, product.id, -delta);
    await tx.update(purchaseItems).set({ count }).where(eq(purchaseItems.id, item.id));
    if (delta < 0) await requireDueCoversHeld(tx, purchase.id);
    return finish(tx, purchase, menuChanged);
  });
}

/** Removes one of the profile's pending lines. */
export async function removeItem(
  db: Db,
  purchase: PurchaseRef,
  profile: ProfileRow,
  itemId: number,
): Promise<PurchaseChange> {
  requireLinesChangeable(purchase);
  return withTransaction(db, async (tx) => {
    await lockOpenPurchase(tx, purchase.id);
    const item = await requireOwnPendingItem(tx, purchase, profile, itemId);
    const menuChanged = await deleteLines(tx, [item]);
    await requireDueCoversHeld(tx, purchase.id);
    return finish(tx, purchase, menuChanged);
  });
}

/** Removes every pending line of the profile (`clean_cart`); table mates' lines stay. */
export async function cleanCart(db: Db, purchase: PurchaseRef, profile: ProfileRow): Promise<PurchaseChange> {
  requireLinesChangeable(purchase);
  return withTransaction(db, async (tx) => {
    await lockOpenPurchase(tx, purchase.id);
    const mine = await tx
      .select()
      .from(purchaseItems)
      .where(
        and(
          eq(purchaseItems.purchaseId, purchase.id),
          eq(purchaseItems.profileId, profile.id),
          eq(purchaseItems.status, 'pending'),
        ),
      );
    await requireNotPaidFor(
      tx,
      purchase.id,
      mine.map((item) => item.id),
    );
    const menuChanged = await deleteLines(tx, mine);
    await requireDueCoversHeld(tx, purchase.id);
    return finish(tx, purchase, menuChanged);
  });
}

/** What sending to the kitchen did besides the change: the lines removed as unavailable. */
export type CookChange = PurchaseChange & { removed: { id: number; label: string }[] };

/**
 * Whether the purchase's lines may go to the kitchen: lists (basic, my-list) send nothing, and the
 * classes that pay first (plazoleta, no-incremental, room service) send them with the payment.
 */
function requireCookable(purchase: PurchaseRef): void {
  requireBranchTakingOrders(purchase);
  // A delivery or take-away order reaches the kitchen with its payment, never from the table's button.
  if (purchase.rules.payment_required || purchase.service !== 'on_table') {
    // These classes pay first; paid lines go to the kitchen with the payment.
    throw conflict('payment_required', 'Pay the order first: it goes to the kitchen once paid');
  }
  if (purchase.rules.list_only) {
    throw conflict('cook_not_available', 'This branch takes the list to the table: show it to the waiter');
  }
}

/** Pending → ordered inside the purchase's lock; unavailable lines are removed and returned. */
async function cookInTx(
  tx: Tx,
  purchase: PurchaseRef,
  itemIds: number[] | undefined,
): Promise<{ menuChanged: boolean; removed: CookChange['removed'] }> {
  const pending = await pendingLines(tx, purchase.id);
  const wanted = itemIds ? new Set(itemIds) : undefined;
  if (wanted) {
    const unknown = [...wanted].filter((id) => !pending.some((row) => row.item.id === id));
    if (unknown.length > 0) {
      throw badRequest('Only pending lines of this purchase can be sent to the kitchen', [
        { path: 'item_ids', message: `Not pending here: ${unknown.join(', ')}` },
      ]);
    }
  }
  const chosen = pending.filter((row) => !wanted || wanted.has(row.item.id));
  if (chosen.length === 0) throw conflict('nothing_to_cook', 'There are no pending products to send');
  const gone = chosen.filter((row) => !row.available);
  const cook = chosen.filter((row) => row.available).map((row) => row.item.id);
  const menuChanged = await deleteLines(
    tx,
    gone.map((row) => row.item),
  );
  // Taking unavailable lines off must not leave the bill below what was already paid on it.
  if (gone.length > 0) await requireDueCoversHeld(tx, purchase.id);
  if (cook.length > 0) {
    await tx
      .update(purchaseItems)
      .set({ status: 'ordered', sentAt: sql`now()` })
      .where(inArray(purchaseItems.id, cook));
  }
  return { menuChanged, removed: gone.map((row) => ({ id: row.item.id, label: row.label })) };
}

/**
 * `cook_products`: the pending lines (all, or `itemIds`) go to the kitchen (pending → ordered). Lines
 * whose product became unavailable are removed instead and returned, for the "product unavailable and
 * removed from the order". Any member may send the table's lines.
 */
export async function cookProducts(
  db: Db,
  purchase: PurchaseRef,
  itemIds: number[] | undefined,
): Promise<CookChange> {
  requireCookable(purchase);
  return withTransaction(db, async (tx) => {
    await lockOpenPurchase(tx, purchase.id);
    const { menuChanged, removed } = await cookInTx(tx, purchase, itemIds);
    return { ...(await finish(tx, purchase, menuChanged)), removed };
  });
}

/** `call_waiter`: only where the app shows the button (checkout or no-incremental, a table, not a room). */
export async function callWaiter(db: Db, purchase: PurchaseRef): Promise<PurchaseChange> {
  if (!purchase.rules.can_call_waiter) {
    throw conflict('call_waiter_unavailable', 'Calling the waiter is not available for this table');
  }
  return withTransaction(db, async (tx) => {
    await lockOpenPurchase(tx, purchase.id);
    // Calling twice keeps the first call's time (the staff see how long the table has waited).
    await tx
      .update(purchases)
      .set({ waiterCalledAt: purchase.waiterCalledAt ?? new Date(), waiterAnsweredAt: null })
      .where(eq(purchases.id, purchase.id));
    return finish(tx, purchase, false);
  });
}

/**
 * Sets the table's tip: within its cap (409 `tip_too_large`), and only until a payment holds money on
 * the bill (409 `tip_locked`), so what was paid and what is left always add up to the bill.
 */
export async function updatePurchase(
  db: Db,
  purchase: PurchaseRef,
  set: { tip: PurchaseTip },
): Promise<PurchaseChange> {
  return withTransaction(db, async (tx) => {
    await lockOpenPurchase(tx, purchase.id);
    await requireTipUnlocked(tx, purchase.id, set.tip);
    requireTipWithinCap(set.tip, await loadAmountDue(tx, purchase.id));
    await tx.update(purchases).set(set).where(eq(purchases.id, purchase.id));
    return finish(tx, purchase, false);
  });
}

/** Prepared → delivered inside the purchase's lock; a 409 when nothing was prepared. */
async function receiveInTx(tx: Tx, purchase: PurchaseRef): Promise<void> {
  const done = await tx
    .update(purchaseItems)
    .set({ status: 'delivered' })
    .where(and(eq(purchaseItems.purchaseId, purchase.id), eq(purchaseItems.status, 'prepared')))
    .returning({ id: purchaseItems.id });
  if (done.length === 0) throw conflict('nothing_to_receive', 'No prepared products to receive');
}

/** `receive_order`: the diner confirms that the prepared lines reached the table (prepared → delivered). */
export async function receiveOrder(db: Db, purchase: PurchaseRef): Promise<PurchaseChange> {
  return withTransaction(db, async (tx) => {
    await lockOpenPurchase(tx, purchase.id);
    await receiveInTx(tx, purchase);
    return finish(tx, purchase, false);
  });
}

/**
 * The cart's PUT (body `cart`, `product_status`): the note and a status for the lines, in one
 * transaction, so a refused status leaves the note as it was. `ordered` follows `cook_products`' rules,
 * `delivered` `receive_order`'s.
 */
export async function updateCart(
  db: Db,
  purchase: PurchaseRef,
  update: CartUpdateRequest,
): Promise<CookChange> {
  if (update.product_status === 'ordered') requireCookable(purchase);
  return withTransaction(db, async (tx) => {
    await lockOpenPurchase(tx, purchase.id);
    if (update.cart) {
      await tx.update(purchases).set({ comment: update.cart.comment }).where(eq(purchases.id, purchase.id));
    }
    let cooked: Awaited<ReturnType<typeof cookInTx>> = { menuChanged: false, removed: [] };
    if (update.product_status === 'ordered') cooked = await cookInTx(tx, purchase, undefined);
    if (update.product_status === 'delivered') await receiveInTx(tx, purchase);
    return { ...(await finish(tx, purchase, cooked.menuChanged)), removed: cooked.removed };
  });
}
