import type { SessionRequest } from 'shared-contracts/schemas';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';

export async function createSession(db: Db, instanceId: number, s: SessionRequest): Promise<number> {
  const [row] = await db
    .insert(sessions)
    .values({
      instanceId,
      so: s.so,
      browser: s.browser,
      pixelWidth: s.pixel_width,
      pixelHeight: s.pixel_height,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return row.id;
}
