import { apiErrorSchema, bookingResponseSchema } from 'shared-contracts/schemas';
import { z } from 'zod';

/** `branch_id`: the branch's numeric id or slug. */
export const schedulesQuery = z.object({ branch_id: z.string().min(1).max(120) });

const id = z.coerce.number().int().min(1).max(2147483647);
const token = z.string().min(1).max(200);

/** `/{id}/{token}` of the booking paths. */
export const bookingParams = z.object({ id, token });
export const bookingLineParams = z.object({ id });
export const bookingLineQuery = z.object({ token });
export const rateParams = z.object({ id, token: z.string().min(1).max(205) });

export const STAFF_ACTIONS = ['approve', 'decline', 'seat'] as const;
export const staffBookingParams = z.object({ id, action: z.enum(STAFF_ACTIONS) });

/** What a call on one booking answers: the booking, or a bad request, an unknown booking, a conflict. */
export const bookingAnswers = {
  200: bookingResponseSchema,
  400: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
