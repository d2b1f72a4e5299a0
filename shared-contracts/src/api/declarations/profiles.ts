import { browserTurn } from '../../model/browser-turn.ts';
import { cartDraftRequestSchema, cartDraftResponseSchema } from '../../schemas/cart-draft.ts';
import { verificationCheckSchema, verificationSentSchema } from '../../schemas/identity.ts';
import {
  anonymousProfileRequestSchema,
  profileAccountRequestSchema,
  profileResponseSchema,
  smartLinkQuerySchema,
} from '../../schemas/profile.ts';
import { declareCall } from './declare.ts';
import { idPathParams } from './fields.ts';

// The first evaluation gives the browser a turn here (see browser-turn.ts).
await browserTurn();

/** The diner's profile (`profileid` + `token` headers) and its phone verification. */

export const profileStatusCall = declareCall({
  method: 'GET',
  path: '/profiles/status.json',
  response: profileResponseSchema,
});

export const anonymousProfileCall = declareCall({
  method: 'POST',
  path: '/profiles/anonymous.json',
  body: anonymousProfileRequestSchema,
  response: profileResponseSchema,
  status: [201],
});

export const accountCall = declareCall({
  method: 'GET',
  path: '/profiles/account.json',
  response: profileResponseSchema,
});

export const saveAccountCall = declareCall({
  method: 'PUT',
  path: '/profiles/account/:id.json',
  params: idPathParams,
  body: profileAccountRequestSchema,
  response: profileResponseSchema,
});

export const smartLinkCall = declareCall({
  method: 'GET',
  path: '/profiles/login_smart_link/:id.json',
  params: idPathParams,
  query: smartLinkQuerySchema,
  response: profileResponseSchema,
});

export const sendVerificationCodeCall = declareCall({
  method: 'POST',
  path: '/profiles/verification_code.json',
  response: verificationSentSchema,
  status: [201],
});

export const checkVerificationCodeCall = declareCall({
  method: 'PUT',
  path: '/profiles/verification_code.json',
  body: verificationCheckSchema,
  response: profileResponseSchema,
});

/** The kept copy of the diner's cart in progress (read by a server rendering the cart page). */
export const cartDraftCall = declareCall({
  method: 'GET',
  path: '/profiles/cart_draft.json',
  response: cartDraftResponseSchema,
});

/** Replaces the kept copy; a cart with no lines removes it. */
export const saveCartDraftCall = declareCall({
  method: 'PUT',
  path: '/profiles/cart_draft.json',
  body: cartDraftRequestSchema,
  response: cartDraftResponseSchema,
});
