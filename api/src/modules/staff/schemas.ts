import { remoteEntrySchema } from 'shared-contracts/schemas';
import { z } from 'zod';

/** `{remote}` is checked in the handler, so an unknown name gets a message listing the known ones. */
export const instanceRemoteParams = z.object({
  slug: z.string().min(1).max(120),
  remote: z.string().min(1).max(60),
});

export const remotesResponseSchema = z.object({ remotes: z.array(remoteEntrySchema) });
