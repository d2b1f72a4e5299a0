import { describe, expect, it } from 'vitest';
import { requestIdOf } from './request-id.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('requestIdOf', () => {
  it("keeps a proxy's id (nginx's hex, a UUID)", () => {
    expect(requestIdOf('0f3a9c1d2e4b5a6c7d8e9f0a1b2c3d4e')).toBe('0f3a9c1d2e4b5a6c7d8e9f0a1b2c3d4e');
    expect(requestIdOf('a1b2c3d4-e5f6-4711-8899-aabbccddeeff')).toBe('a1b2c3d4-e5f6-4711-8899-aabbccddeeff');
  });

  it('makes a new one for none, a repeated header, or text that is not an id', () => {
    for (const sent of [undefined, ['aaaaaaaa', 'bbbbbbbb'], 'short', 'x"}\n{"level":60', 'a'.repeat(129)])
      expect(requestIdOf(sent)).toMatch(UUID);
  });
});
