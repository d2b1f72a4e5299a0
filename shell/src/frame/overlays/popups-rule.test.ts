import { describe, expect, it } from 'vitest';
import { popupsAllowedOn } from './popups-rule.ts';

describe('popupsAllowedOn', () => {
  it('keeps popups off the supplier selector, the location chooser and every branch selector', () => {
    expect(popupsAllowedOn('Main')).toBe(false);
    expect(popupsAllowedOn('Location')).toBe(false);
    expect(popupsAllowedOn('BranchToBook')).toBe(false);
    expect(popupsAllowedOn('Branch')).toBe(false);
    expect(popupsAllowedOn(undefined)).toBe(false);
    expect(popupsAllowedOn('Menu')).toBe(true);
    expect(popupsAllowedOn('Home')).toBe(true);
  });
});
