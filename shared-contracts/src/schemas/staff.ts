import * as z from 'zod/mini';

import { RELEASE_ID_PATTERN } from '../remote-releases.mjs';
import { remoteEntrySchema } from './instance.ts';

/** A published release of a remote, as an operator names it (`2026-11-24.1`, `canary-checkout`). */
export const remoteReleaseSchema = z.string().check(z.regex(RELEASE_ID_PATTERN, 'release_id'));

/**
 * PUT /staff/instances/{slug}/remotes/{remote} with `Authorization: Bearer <STAFF_TOKEN>`: switch the
 * remote on or off, pin the instance to one published release of it (a canary), or unpin it
 * (`release: null`, the remote's current build: the rollback), or both at once.
 */
export const remoteSwitchRequestSchema = z
  .object({ enabled: z.optional(z.boolean()), release: z.optional(z.nullable(remoteReleaseSchema)) })
  .check(
    z.refine((body) => body.enabled !== undefined || body.release !== undefined, {
      message: 'enabled or release is required',
    }),
  );

/** The answer of a remote switch: every remote of the instance as the next config lists it. */
export const staffRemotesResponseSchema = z.object({ remotes: z.array(remoteEntrySchema) });
