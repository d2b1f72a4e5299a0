import { describe, expect, it } from 'vitest';
import { tipLabelKey } from './tip-label.ts';

describe('tipLabelKey', () => {
  it("names the service fee 'Propina' in Mexico, a service fee elsewhere, a voluntary tip without the flag", () => {
    expect(tipLabelKey({ service_fee_label: true }, 'MX')).toBe('tipMx');
    expect(tipLabelKey({ service_fee_label: true }, 'PE')).toBe('serviceFee');
    expect(tipLabelKey({ service_fee_label: false }, 'MX')).toBe('tip');
    expect(tipLabelKey(null, 'MX')).toBe('tip');
  });
});
