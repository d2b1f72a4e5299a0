import { apiErrorSchema } from 'shared-contracts/schemas';

/** The error answers every diner call may give. */
export const DINER_ERRORS = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
