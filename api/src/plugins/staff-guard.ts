import fp from 'fastify-plugin';
import { guardStaffScope } from '../lib/staff-auth/guard.ts';

/**
 * The one guard of the `/staff` scope (lib/staff-auth/guard.ts): every route registered after it under
 * `/staff`, by any module, needs an access rule and is checked by it before anything else of its own.
 */
export const staffGuardPlugin = fp(
  async (app) => {
    guardStaffScope(app);
  },
  { name: 'staff-guard', dependencies: ['env', 'database', 'rate-limit'] },
);
