import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $manualPaymentPath, $manualPayNotice, ManualPayGate } from './manual-pay.ts';

describe('manual pay', () => {
  it('forgets where the manual payment led, and why it failed, once the screen that asked goes', async () => {
    const scope = fork({
      values: [
        [$manualPaymentPath, '/chapinero/my-order/31'],
        [$manualPayNotice, { key: 'common:errors.out_of_stock', values: {} }],
      ],
    });
    await allSettled(ManualPayGate.close, { scope });
    expect(scope.getState($manualPaymentPath)).toBeNull();
    expect(scope.getState($manualPayNotice)).toBeNull();
  });
});
