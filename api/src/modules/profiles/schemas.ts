import { z } from 'zod';

/** The headers that prove who a profile is; checked by hand so that any failure is the same 401. */
export const profileAuthHeaders = z.object({
  profileid: z.string().max(20).optional(),
  token: z.string().max(200).optional(),
});
