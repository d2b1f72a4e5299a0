import { remoteEntrySchema, staffPopupSchema } from 'shared-contracts/schemas';
import { z } from 'zod';

export const remotesResponseSchema = z.object({ remotes: z.array(remoteEntrySchema) });

export const instanceParams = z.object({ slug: z.string().min(1).max(120) });

/** The operator's popup (null removes it), as the config shows it: texts stored as typed, rendered as text. */
export const popupRequestSchema = staffPopupSchema;
export const popupResponseSchema = popupRequestSchema;
