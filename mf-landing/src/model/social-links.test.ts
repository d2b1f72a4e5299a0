import { describe, expect, it } from 'vitest';
import { socialLinks } from './social-links.ts';

describe('socialLinks', () => {
  it('keeps only non-empty networks in the fixed network order', () => {
    expect(
      socialLinks({ tiktok: 'https://t.example', facebook: 'https://f.example', twitter: ' ', unknown: 'x' }),
    ).toEqual([
      { network: 'facebook', url: 'https://f.example/' },
      { network: 'tiktok', url: 'https://t.example/' },
    ]);
  });

  it('never keeps a non-web link', () => {
    expect(socialLinks({ facebook: 'javascript:alert(1)', instagram: 'data:text/html,x' })).toEqual([]);
  });
});
