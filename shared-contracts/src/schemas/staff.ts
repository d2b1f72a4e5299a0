import * as z from 'zod/mini';

/** PUT /staff/instances/{slug}/remotes/{remote} with `Authorization: Bearer <STAFF_TOKEN>`. */
export const remoteSwitchRequestSchema = z.object({ enabled: z.boolean() });
