type Security = { [scheme: string]: string[] }[];

/** A staff call: the operator's token or a staff session (with its roles and instance). */
export const STAFF_SECURITY: Security = [{ staffToken: [] }, { staffSession: [] }];
/** A platform call: the operator's token only. */
export const OPERATOR_SECURITY: Security = [{ staffToken: [] }];
/** A signed-in account's own call. */
export const SESSION_SECURITY: Security = [{ staffSession: [] }];
