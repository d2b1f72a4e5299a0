import { createEffect, createEvent, createStore, sample } from 'effector';
import { chunkErrorSeen, loadChunk } from 'shared-contracts';
import type { checkPhone, dialCode } from 'shared-contracts/phone';

/**
 * libphonenumber's rules, for the contact form of the precheckout and the checkout. They are loaded when
 * one of those pages opens, not with the remote: its metadata was two thirds of this remote's JavaScript,
 * which MyOrder, the cart and the order pages downloaded and never used.
 */
export interface PhoneRules {
  checkPhone: typeof checkPhone;
  dialCode: typeof dialCode;
}

/** A page with the contact form opened: load the rules if they are not in yet. */
export const phoneRulesNeeded = createEvent();

/** A load that fails or hangs (120 s) is a `ChunkLoadError`: the frame offers a reload. */
export const loadPhoneRulesFx = createEffect(async (): Promise<PhoneRules> => {
  const rules = await loadChunk(() => import('shared-contracts/phone'));
  return { checkPhone: rules.checkPhone, dialCode: rules.dialCode };
});

/** Functions, never serialised: a server render shows the form as before they are in. */
export const $phoneRules = createStore<PhoneRules | null>(null, {
  sid: 'checkout/phone-rules',
  serialize: 'ignore',
}).on(loadPhoneRulesFx.doneData, (_, rules) => rules);

sample({
  clock: phoneRulesNeeded,
  source: { rules: $phoneRules, loading: loadPhoneRulesFx.pending },
  filter: ({ rules, loading }) => rules === null && !loading,
  target: loadPhoneRulesFx,
});
sample({ clock: loadPhoneRulesFx.failData, target: chunkErrorSeen });
