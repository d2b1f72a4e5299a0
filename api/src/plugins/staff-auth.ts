import fp from 'fastify-plugin';
import { createPasswordHasher, type PasswordHasher, type ScryptCost } from '../lib/staff-auth/passwords.ts';
import { seedDemoStaff } from '../seed/demo-staff.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Hashes and checks staff passwords (lib/staff-auth/passwords.ts). */
    passwords: PasswordHasher;
  }
}

export interface StaffAuthPluginOptions {
  /** Tests only: a cheaper scrypt cost; absent, the recommended one (`SCRYPT_COST`). */
  passwordCost?: ScryptCost | undefined;
  /** Create the demo accounts the instances lack (with the migrations; never in production). */
  seedDemo: boolean;
}

/**
 * The staff's password hasher, the request's staff caller (set by the guard of the `/staff` scope), and in
 * development the demo accounts (`<role>@<slug>.demo`, password `mesa-demo`).
 */
export const staffAuthPlugin = fp<StaffAuthPluginOptions>(
  async (app, { passwordCost, seedDemo }) => {
    const passwords = createPasswordHasher(passwordCost);
    app.decorate('passwords', passwords);
    app.decorateRequest('staffCaller', null);
    if (seedDemo && app.env.NODE_ENV !== 'production') {
      const created = await seedDemoStaff(app.db, app.env.NODE_ENV, passwords);
      if (created > 0) app.log.info(`created ${created} demo staff accounts (password mesa-demo)`);
    }
  },
  { name: 'staff-auth', dependencies: ['env', 'database'] },
);
