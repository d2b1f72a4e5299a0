import { createEvent, sample, type Store } from 'effector';
import { createApiFx } from 'shared-contracts';
import { staffApi } from '../api/staff-api.ts';
import { $csrf, $session } from './session.ts';

/** A pending payment approved or refused by the staff. */
export interface PaymentSettle {
  paymentId: number;
  status: 'approved' | 'declined';
}

/** Whether the signed-in account handles money (settling a payment needs it; the API checks it again). */
export const $canSettle = $session.map((session) => session?.capabilities.includes('payments') ?? false);

/**
 * The staff settling the payments that wait for them (cash, a transfer's proof), on any screen that shows
 * them: `settleFx` goes into the screen's actions (its busy state and its error), then `connect` wires the
 * taps to it with that busy state, so a second tap while one is under way is ignored.
 */
export function createPaymentSettle() {
  const paymentSettled = createEvent<PaymentSettle>();
  const settleFx = createApiFx((call: PaymentSettle & { csrf: string }, headers) =>
    staffApi.settlePayment(call, headers),
  );
  const connect = ($busy: Store<boolean>): void => {
    sample({
      clock: paymentSettled,
      source: { csrf: $csrf, busy: $busy, allowed: $canSettle },
      filter: ({ busy, allowed }) => allowed && !busy,
      fn: ({ csrf }, settle) => ({ csrf, ...settle }),
      target: settleFx,
    });
  };
  return { paymentSettled, settleFx, connect };
}
