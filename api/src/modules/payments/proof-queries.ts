import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { PaymentProof } from 'shared-contracts/schemas';
import type { Db } from '../../db/client.ts';
import { paymentProofs, payments, purchases } from '../../db/schema.ts';

type ProofRow = typeof paymentProofs.$inferSelect;

const toProof = (row: Omit<ProofRow, 'bytes'>): PaymentProof => ({
  id: row.id,
  purchase_id: row.purchaseId,
  payment_id: row.paymentId,
  content_type: row.contentType,
  byte_size: row.byteSize,
  created_at: row.createdAt.toISOString(),
});

/** True when `paymentId` is a payment of `purchaseId`. */
export async function paymentOfPurchase(db: Db, paymentId: number, purchaseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.purchaseId, purchaseId)))
    .limit(1);
  return row !== undefined;
}

/** True when `purchaseId` is a purchase of `instanceId`. */
export async function purchaseOfInstance(db: Db, purchaseId: number, instanceId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.id, purchaseId), eq(purchases.instanceId, instanceId)))
    .limit(1);
  return row !== undefined;
}

export async function saveProof(
  db: Db,
  input: {
    instanceId: number;
    purchaseId: number;
    profileId: number;
    paymentId: number | null;
    contentType: string;
    bytes: Buffer;
  },
): Promise<PaymentProof> {
  const [row] = await db
    .insert(paymentProofs)
    .values({
      ...input,
      byteSize: input.bytes.length,
      sha256: createHash('sha256').update(input.bytes).digest('hex'),
    })
    .returning();
  if (!row) throw new Error('payment proof insert returned nothing');
  return toProof(row);
}

const listed = {
  id: paymentProofs.id,
  instanceId: paymentProofs.instanceId,
  purchaseId: paymentProofs.purchaseId,
  profileId: paymentProofs.profileId,
  paymentId: paymentProofs.paymentId,
  contentType: paymentProofs.contentType,
  byteSize: paymentProofs.byteSize,
  sha256: paymentProofs.sha256,
  createdAt: paymentProofs.createdAt,
};

/** A purchase's proofs, newest first; `instanceId` (a staff account's) keeps other instances' out. */
export async function proofsOfPurchase(
  db: Db,
  purchaseId: number,
  instanceId: number | null,
): Promise<PaymentProof[]> {
  const rows = await db
    .select(listed)
    .from(paymentProofs)
    .where(
      and(
        eq(paymentProofs.purchaseId, purchaseId),
        instanceId === null ? undefined : eq(paymentProofs.instanceId, instanceId),
      ),
    )
    .orderBy(desc(paymentProofs.id));
  return rows.map(toProof);
}

export async function proofImage(
  db: Db,
  id: number,
  instanceId: number | null,
): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  const [row] = await db
    .select({ contentType: paymentProofs.contentType, bytes: paymentProofs.bytes })
    .from(paymentProofs)
    .where(
      and(
        eq(paymentProofs.id, id),
        instanceId === null ? undefined : eq(paymentProofs.instanceId, instanceId),
      ),
    )
    .limit(1);
  return row;
}
