/**
 * A `sid` written as a string literal in a store's config: the sid tests read them and
 * the remotes' build tags them with their build id (build/build-scoped-sids.ts).
 */
export const SID_LITERAL = /\bsid:\s*(['"`])([^'"`]+)\1/g;
