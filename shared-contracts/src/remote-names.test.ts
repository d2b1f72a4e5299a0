import { describe, expect, it } from 'vitest';
import { REMOTE_PORTS } from './remote-names.ts';
import { REMOTE_NAMES } from './schemas/common.ts';

describe('REMOTE_PORTS', () => {
  it('gives the shell and every remote its own port', () => {
    expect(Object.keys(REMOTE_PORTS).sort()).toEqual(['shell', ...REMOTE_NAMES].sort());
    const ports = Object.values(REMOTE_PORTS);
    expect(new Set(ports).size).toBe(ports.length);
  });
});
