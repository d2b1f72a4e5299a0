import { apiErrorSchema, bookingResponseSchema } from 'shared-contracts/schemas';
import { z } from 'zod';

const id = z.coerce.number().int().min(1).max(2147483647);

export const rateParams = z.object({ id, token: z.string().min(1).max(205) });

export const STAFF_ACTIONS = ['approve', 'decline', 'seat'] as const;

/** The failures of a call on one booking: a bad request, an unknown booking, a conflict. */
export const bookingErrors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** What a call on one booking answers: the booking, or one of its failures. */
export const bookingAnswers = { 200: bookingResponseSchema, ...bookingErrors };
