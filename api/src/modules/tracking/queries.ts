import type { SessionRequest } from 'shared-contracts/schemas';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';

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
