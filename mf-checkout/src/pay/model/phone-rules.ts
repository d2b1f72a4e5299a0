import { createEffect, createEvent, createStore, sample, type EventCallable, type Unit } from 'effector';
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

/**
 * A page's submits, let through once the phone rules are in: at once when they are, else when they
 * arrive (a submit made first is kept, not lost, and checked once). The rules are asked for when the page
 * opens and again by a submit that finds them missing (a failed load may be retried that way).
 */
export function submitsOnceRulesIn(opened: Unit<unknown>, submitted: Unit<void>): EventCallable<void> {
  const checked = createEvent();
  const $waiting = createStore(false, { serialize: 'ignore' }).reset(opened, checked);
  sample({ clock: opened, target: phoneRulesNeeded });
  sample({ clock: submitted, source: $phoneRules, filter: Boolean, fn: () => undefined, target: checked });
  sample({
    clock: submitted,
    source: $phoneRules,
    filter: (rules) => rules === null,
    fn: () => true,
    target: [$waiting, phoneRulesNeeded],
  });
  sample({
    clock: $phoneRules.updates,
    source: $waiting,
    filter: Boolean,
    fn: () => undefined,
    target: checked,
  });
  return checked;
}
