import { describe, expect, it } from 'vitest';
import { isContractCompatible } from './version.ts';

describe('isContractCompatible', () => {
  it('accepts the same major version and refuses another or garbage', () => {
    expect(isContractCompatible('1.4.2')).toBe(true);
    expect(isContractCompatible('2.0.0')).toBe(false);
    expect(isContractCompatible('')).toBe(false);
    expect(isContractCompatible(undefined)).toBe(false);
  });
});
