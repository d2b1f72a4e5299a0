import { errorAnswers } from './errors.ts';

/** The error answers every diner call may give. */
export const DINER_ERRORS = errorAnswers(400, 401, 403, 404, 409);
