import { bookingResponseSchema } from 'shared-contracts/schemas';
import { errorAnswers } from '../../lib/errors.ts';

export const STAFF_ACTIONS = ['approve', 'decline', 'seat'] as const;

/** The failures of a call on one booking: a bad request, an unknown booking, a conflict. */
export const bookingErrors = errorAnswers(400, 404, 409);

/** What a call on one booking answers: the booking, or one of its failures. */
export const bookingAnswers = { 200: bookingResponseSchema, ...bookingErrors };
