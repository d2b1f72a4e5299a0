import { describe, expect, it } from 'vitest';
import { socialLinks } from './social-links.ts';

describe('socialLinks', () => {
  it('keeps only non-empty networks in SPEC order', () => {
    expect(
      socialLinks({ tiktok: 'https://t.example', facebook: 'https://f.example', twitter: ' ', unknown: 'x' }),
    ).toEqual([
      { network: 'facebook', url: 'https://f.example' },
      { network: 'tiktok', url: 'https://t.example' },
    ]);
  });
});
