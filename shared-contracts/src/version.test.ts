import { describe, expect, it } from 'vitest';
import { isContractCompatible } from './version.ts';

describe('isContractCompatible', () => {
  it('accepts the same major version and refuses another or garbage', () => {
    expect(isContractCompatible('2.4.2')).toBe(true);
    // The contract before its root stopped exporting values no app imports: such a remote may import one.
    expect(isContractCompatible('1.1.0')).toBe(false);
    expect(isContractCompatible('3.0.0')).toBe(false);
    expect(isContractCompatible('')).toBe(false);
    expect(isContractCompatible(undefined)).toBe(false);
  });
});
