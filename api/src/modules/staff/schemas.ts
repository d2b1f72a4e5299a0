import { remoteEntrySchema, staffPopupSchema } from 'shared-contracts/schemas';
import { z } from 'zod';

/** `{remote}` is checked in the handler, so an unknown name gets a message listing the known ones. */
export const instanceRemoteParams = z.object({
  slug: z.string().min(1).max(120),
  remote: z.string().min(1).max(60),
});

export const remotesResponseSchema = z.object({ remotes: z.array(remoteEntrySchema) });

export const instanceParams = z.object({ slug: z.string().min(1).max(120) });

/** The operator's popup (null removes it), as the config shows it: texts stored as typed, rendered as text. */
export const popupRequestSchema = staffPopupSchema;
export const popupResponseSchema = popupRequestSchema;

export const branchParams = z.object({
  slug: z.string().min(1).max(120),
  branch: z.string().min(1).max(120),
});

/** The staff's switches of the day for a branch; what is left out keeps its value. At least one. */
export const branchStateRequestSchema = z
  .object({
    business_closed: z.boolean().optional(),
    kitchen_closed: z.boolean().optional(),
    delivery_paused: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Send at least one switch' });
export const branchStateResponseSchema = z.object({
  business_closed: z.boolean(),
  kitchen_closed: z.boolean(),
  delivery_paused: z.boolean(),
});
