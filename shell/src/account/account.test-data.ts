import type { Profile } from 'shared-contracts';

/** A diner's account with a saved, not yet verified phone (the account tests' starting point). */
export const savedProfile: Profile = {
  id: 9,
  token: 't',
  anonymous: false,
  domain: 'la-brasa.localhost',
  name: 'Ana',
  email: null,
  phone: '+573001112233',
  phone_verified: false,
};
