import { createStore, sample } from 'effector';
import { fromMinor } from '../format/money.ts';
import type { Payment } from '../schemas/payment.ts';
import { loadPaymentFx, payFx } from './payment.ts';
import { analyticsEvent } from './tracking.ts';

/**
 * `purchase` (SPEC section 7): a payment the diner sees approved, from the checkout's answer or the
 * webcheckout page after the bank. Once per payment in a page's life: a retried key answers the same
 * payment, and the webcheckout page reads it again after the live channel moves.
 */
const $reportedPayments = createStore<readonly number[]>([]);

const approved = sample({
  clock: [payFx.doneData, loadPaymentFx.doneData],
  source: $reportedPayments,
  filter: (reported, { payment }) => payment.status === 'approved' && !reported.includes(payment.id),
  fn: (_, { payment }): Payment => payment,
});
$reportedPayments.on(approved, (reported, payment) => [...reported, payment.id]);
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
