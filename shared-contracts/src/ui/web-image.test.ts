import { describe, expect, it } from 'vitest';
import { WebImage } from './web-image.ts';

describe('WebImage', () => {
  it('shows a web picture and nothing for any other address', () => {
    expect(WebImage({ src: 'https://img.example/a.svg', alt: '', width: 10 })?.props).toEqual({
      src: 'https://img.example/a.svg',
      alt: '',
      width: 10,
    });
    for (const src of [
      'javascript:window.__pwned=1',
      'data:image/svg+xml,<svg/>',
      'images/a.svg',
      '',
      null,
    ]) {
      expect(WebImage({ src, alt: '' })).toBeNull();
    }
  });
});
