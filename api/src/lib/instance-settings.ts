import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { instances } from '../db/schema.ts';
import { notFound } from './errors.ts';
import type { InstanceRef } from './instance.ts';

/** The instance's country, currency and flags (payments and orders price and check with them). */
export async function instanceSettings(app: { db: Db }, instance: InstanceRef) {
  const [row] = await app.db
    .select({ countryCode: instances.countryCode, currency: instances.currency, flags: instances.flags })
    .from(instances)
    .where(eq(instances.id, instance.id))
    .limit(1);
  if (!row) throw notFound('instance_not_found', 'No instance');
  return row;
}
