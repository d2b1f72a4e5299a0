import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { toMinor } from 'shared-contracts/money';
import { promoPrice } from 'shared-contracts/prices';
import type {
  CartLineRequest,
  Currency,
  PurchaseDelivery,
  PurchaseItemOption,
  Service,
  Subservice,
} from 'shared-contracts/schemas';
import type { Db } from '../../db/client.ts';
import { payments, products, purchaseItems, purchaseMembers, purchases } from '../../db/schema.ts';
import { type Tx, withTransaction } from '../../db/transaction.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { ProfileRow } from '../../lib/profile-auth.ts';
import { requireLegalAge, type PurchaseChange } from '../../domain/purchases/diner-changes.ts';
import { resolveOptions } from '../../domain/purchases/options.ts';
import { insertOwnPurchase } from '../../domain/purchases/own.ts';
import { bumpInstanceVersion, returnStock, takeStock } from '../../domain/purchases/stock.ts';
import type { SupplierWithCity } from '../../lib/suppliers.ts';

type ProductRow = typeof products.$inferSelect;

export interface PricedLine {
  product: ProductRow;
  count: number;
  options: PurchaseItemOption[];
  unitPrice: number;
}

/**
 * The cart's lines priced from the branch's menu as it is now: every product must be on it (404) and
 * available (409), with valid options (400) and, when alcoholic, the diner's age checked (403).
 */
export async function priceLines(
  db: Db,
  supplier: SupplierWithCity,
  profile: ProfileRow,
  lines: CartLineRequest[],
): Promise<PricedLine[]> {
  const ids = [...new Set(lines.map((line) => line.id))];
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.menuId, supplier.menuId), inArray(products.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return lines.map((line) => {
    const product = byId.get(line.id);
    if (!product) throw notFound('product_not_found', `No product ${line.id} on this branch's menu`);
    if (!product.available) {
      throw conflict('product_unavailable', `${product.label} is not available right now`, {
        label: product.label,
      });
    }
    if (product.alcoholic) requireLegalAge(profile);
    const { options, extra } = resolveOptions(product.options, line.options);
    const unitPrice = promoPrice(product) + extra;
    // The cart showed another price (the menu changed since it was filled): the diner sees the new one
    // before anything is placed, never on the bill after.
    // (Compared below the smallest minor unit: a sum of decimal extras may differ in its last bits.)
    if (line.price !== undefined && Math.abs(line.price - unitPrice) > 0.0001) {
      throw conflict('price_changed', `${product.label} now costs ${unitPrice}`, {
        label: product.label,
        price: unitPrice,
      });
    }
    return { product, count: line.count, options, unitPrice };
  });
}

/** The items' total in minor units, as `amountDue` will count it. */
export const itemsMinor = (lines: PricedLine[], currency: Currency): number =>
  lines.reduce((sum, line) => sum + toMinor(line.unitPrice, currency) * line.count, 0);

/** Below the minimum the order is refused with the same code the payment uses. */
export function requireMinimum(lines: PricedLine[], currency: Currency, minimum: number): void {
  const minimumMinor = toMinor(minimum, currency);
  if (itemsMinor(lines, currency) < minimumMinor) {
    throw conflict('below_minimum_order', 'The minimum purchase value is not reached', {
      minimum_minor: minimumMinor,
    });
  }
}

/**
 * The diner's earlier delivery or take-away orders that nothing was paid on yet, at any branch: placing
 * the cart again (back from the payment to change it, or after moving it to another branch) replaces
 * them, their stock given back.
 */
async function dropUnpaidOrders(tx: Tx, profileId: number): Promise<boolean> {
  const unpaid = await tx
    .select({ id: purchases.id })
    .from(purchases)
    .leftJoin(payments, eq(payments.purchaseId, purchases.id))
    .where(
      and(
        eq(purchases.openedBy, profileId),
        eq(purchases.status, 'open'),
        ne(purchases.service, 'on_table'),
        isNull(purchases.tableId),
        isNull(payments.id),
      ),
    )
    .for('update', { of: purchases });
  if (unpaid.length === 0) return false;
  const ids = unpaid.map((row) => row.id);
  const items = await tx.select().from(purchaseItems).where(inArray(purchaseItems.purchaseId, ids));
  let menuChanged = false;
  for (const item of items) menuChanged = (await returnStock(tx, item.productId, item.count)) || menuChanged;
  await tx.delete(purchases).where(inArray(purchases.id, ids));
  return menuChanged;
}

export interface NewOrder {
  supplier: SupplierWithCity;
  profile: ProfileRow;
  service: Extract<Service, 'delivery' | 'take_away'>;
  subservice: Extract<Subservice, 'schedule'> | null;
  comment: string;
  delivery: PurchaseDelivery;
  deliveryFeeMinor: number;
  lines: PricedLine[];
}

/** The cart becomes one purchase with its lines, in one transaction; stock is taken for every line. */
export async function placeOrder(db: Db, order: NewOrder): Promise<PurchaseChange> {
  return withTransaction(db, async (tx) => {
    let menuChanged = await dropUnpaidOrders(tx, order.profile.id);
    const [created] = await insertOwnPurchase(tx, order.supplier, order.profile, {
      service: order.service,
      subservice: order.subservice,
      comment: order.comment,
      delivery: order.delivery,
      deliveryFeeMinor: order.deliveryFeeMinor,
    }).returning({ id: purchases.id });
    if (!created) throw new Error('the order could not be placed');
    await tx.insert(purchaseMembers).values({ purchaseId: created.id, profileId: order.profile.id });
    for (const line of order.lines) {
      menuChanged = (await takeStock(tx, line.product, line.count)) || menuChanged;
      await tx.insert(purchaseItems).values({
        purchaseId: created.id,
        productId: line.product.id,
        profileId: order.profile.id,
        count: line.count,
        unitPrice: line.unitPrice,
        options: line.options,
      });
    }
    if (menuChanged) await bumpInstanceVersion(tx, order.supplier.instanceId);
    return { purchaseId: created.id, menuChanged };
  });
}
