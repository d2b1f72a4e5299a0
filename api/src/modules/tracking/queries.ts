import { and, eq } from 'drizzle-orm';
import type {
  AcquisitionRequest,
  SessionRequest,
  StoredAcquisition,
  TrackingRequest,
} from 'shared-contracts/schemas';
import type { Db } from '../../db/client.ts';
import { acquisitions, sessions, trackings } from '../../db/schema.ts';

export async function createSession(db: Db, instanceId: number, session: SessionRequest): Promise<number> {
  const [row] = await db
    .insert(sessions)
    .values({
      instanceId,
      so: session.so,
      browser: session.browser,
      pixelWidth: session.pixel_width,
      pixelHeight: session.pixel_height,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return row.id;
}

/** True when the session exists and belongs to the instance. */
export async function sessionOfInstance(db: Db, sessionId: number, instanceId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.instanceId, instanceId)))
    .limit(1);
  return row !== undefined;
}

/** Stores the session's acquisition once: a retried call gets the id of the first row back. */
export async function saveAcquisition(
  db: Db,
  instanceId: number,
  input: AcquisitionRequest,
): Promise<number> {
  const [inserted] = await db
    .insert(acquisitions)
    .values({
      instanceId,
      sessionId: input.session_id,
      campaignId: input.campaign_id ?? null,
      utmSource: input.utm_source ?? null,
      utmMedium: input.utm_medium ?? null,
      utmCampaign: input.utm_campaign ?? null,
      utmTerm: input.utm_term ?? null,
      utmContent: input.utm_content ?? null,
      gclid: input.gclid ?? null,
      fbclid: input.fbclid ?? null,
      userAgent: input.userAgent ?? null,
      referer: input.referer ?? null,
    })
    .onConflictDoNothing({ target: acquisitions.sessionId })
    .returning({ id: acquisitions.id });
  if (inserted) return inserted.id;
  const existing = await findAcquisition(db, input.session_id);
  if (!existing) throw new Error('acquisition neither inserted nor found');
  return existing.id;
}

export async function findAcquisition(db: Db, sessionId: number): Promise<StoredAcquisition | undefined> {
  const [row] = await db.select().from(acquisitions).where(eq(acquisitions.sessionId, sessionId)).limit(1);
  if (!row) return undefined;
  return {
    id: row.id,
    session_id: row.sessionId,
    customer_id: row.instanceId,
    campaign_id: row.campaignId,
    utm_source: row.utmSource,
    utm_medium: row.utmMedium,
    utm_campaign: row.utmCampaign,
    utm_term: row.utmTerm,
    utm_content: row.utmContent,
    gclid: row.gclid,
    fbclid: row.fbclid,
    user_agent: row.userAgent,
    referer: row.referer,
  };
}

export async function saveTracking(db: Db, instanceId: number, input: TrackingRequest): Promise<number> {
  const [row] = await db
    .insert(trackings)
    .values({
      instanceId,
      sessionId: input.session_id,
      event: input.event,
      viewVue: input.view_vue ?? null,
      supplierId: input.supplier_id ?? null,
      profileId: input.profile_id ?? null,
      acquisitionId: input.acquisition_id ?? null,
      productId: input.product_id ?? null,
      purchaseId: input.purchase_id ?? null,
      tableCode: input.table_code ?? null,
      frontLang: input.front_lang ?? null,
      service: input.service ?? null,
    })
    .returning({ id: trackings.id });
  if (!row) throw new Error('tracking insert returned nothing');
  return row.id;
}
