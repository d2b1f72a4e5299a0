import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { TrackingRequest } from '../schemas/profile.ts';
import type { PaymentResponse } from '../schemas/payment.ts';
import { makeInstanceConfig, makePaymentResponse } from '../testing/instance-config.ts';
import { $cookieConsent } from './frame.ts';
import { $instance } from './instance.ts';
import './payment-analytics.ts';
import { loadPaymentFx, payFx } from './payment.ts';
import { $session } from './profile.ts';
import { sendTrackingFx } from './tracking.ts';

const answer = (id: number, status: PaymentResponse['payment']['status']) =>
  makePaymentResponse({ id, status });

describe('purchase analytics', () => {
  it('sends one purchase event per approved payment through the tracking queue, none for others', async () => {
    const sent: TrackingRequest[] = [];
    const payments = [
      answer(1, 'pending'),
      answer(2, 'approved'),
      answer(2, 'approved'),
      answer(3, 'declined'),
    ];
    const scope = fork({
      values: [
        [$instance, makeInstanceConfig()],
        [$session, { id: 77 }],
        // Usage events leave the page only once the diner accepted cookies.
        [$cookieConsent, 'accepted'],
      ],
      handlers: [
        [payFx, async () => payments.shift()],
        [loadPaymentFx, async () => answer(4, 'approved')],
        [
          sendTrackingFx,
          vi.fn(async (body: TrackingRequest) => {
            sent.push(body);
            return { id: sent.length };
          }),
        ],
      ],
    });
    const params = { body: {} as never, key: 'key-0001-abcdef' };
    for (let i = 0; i < 4; i++) await allSettled(payFx, { scope, params });
    // Back from the bank: the webcheckout page reads an approved payment.
    await allSettled(loadPaymentFx, { scope, params: 4 });
    expect(sent.map((body) => [body.event, body.purchase_id, body.supplier_id, body.session_id])).toEqual([
      ['purchase', 9, 3, 77],
      ['purchase', 9, 3, 77],
    ]);
  });
});
