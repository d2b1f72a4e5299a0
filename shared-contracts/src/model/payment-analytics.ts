import { createStore, sample } from 'effector';
import * as z from 'zod/mini';
import { fromMinor } from '../format/money.ts';
import type { Payment } from '../schemas/payment.ts';
import { loadPaymentFx, payFx } from './payment.ts';
import { analyticsEvent } from './tracking.ts';

/**
 * `purchase`: a payment the diner sees approved, from the checkout's answer or the
 * webcheckout page after the bank. Once per payment in this browser: a retried key answers the same
 * payment, the webcheckout page reads it again after the live channel moves, and a reload (or the bank's
 * return opened twice) reads it again; the list is stored (see persistence.ts), newest last.
 */
export const $reportedPayments = createStore<readonly number[]>([], {
  sid: 'contracts/reported-payments',
  serialize: 'ignore',
});
/** How many reported payments are remembered: enough for any diner's recent visits, small in storage. */
export const REPORTED_PAYMENTS_KEPT = 50;
export const reportedPaymentsSchema = z.array(z.int());

const approved = sample({
  clock: [payFx.doneData, loadPaymentFx.doneData],
  source: $reportedPayments,
  filter: (reported, { payment }) => payment.status === 'approved' && !reported.includes(payment.id),
  fn: (_, { payment }): Payment => payment,
});
$reportedPayments.on(approved, (reported, payment) =>
  [...reported, payment.id].slice(-REPORTED_PAYMENTS_KEPT),
);
sample({
  clock: approved,
  fn: (payment) => ({
    event: 'purchase' as const,
    purchaseId: payment.purchase_id,
    supplierId: payment.supplier_id,
    value: fromMinor(payment.amount_minor, payment.currency),
  }),
  target: analyticsEvent,
});
