import { apiErrorSchema, bookingResponseSchema } from 'shared-contracts/schemas';

export const STAFF_ACTIONS = ['approve', 'decline', 'seat'] as const;

/** The failures of a call on one booking: a bad request, an unknown booking, a conflict. */
export const bookingErrors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** What a call on one booking answers: the booking, or one of its failures. */
export const bookingAnswers = { 200: bookingResponseSchema, ...bookingErrors };
