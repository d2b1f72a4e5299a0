import { describe, expect, it } from 'vitest';
import { laterTextsComment, preloadLaterTexts } from './later-texts.ts';

const page = `<head><title>x</title>${laterTextsComment(['/assets/common-others-AbC1.js', '/assets/shell-others-x_9.js'])}</head>`;

describe('the texts in English and Portuguese, named by the built page', () => {
  it('are preloaded for a page in English or Portuguese', () => {
    for (const lang of ['en', 'pt']) {
      expect(preloadLaterTexts(page, lang)).toBe(
        '<head><title>x</title><link rel="modulepreload" crossorigin href="/assets/common-others-AbC1.js" />' +
          '<link rel="modulepreload" crossorigin href="/assets/shell-others-x_9.js" /></head>',
      );
    }
  });

  it('are left out of a Spanish page, whatever its country', () => {
    expect(preloadLaterTexts(page, 'es')).toBe('<head><title>x</title></head>');
    expect(preloadLaterTexts(page, 'es-MX')).toBe('<head><title>x</title></head>');
  });

  it('never turn anything but an asset path into a link', () => {
    const odd = laterTextsComment(['/assets/a.js', 'https://evil.example/x.js', '/assets/"onload=x.js']);
    expect(preloadLaterTexts(odd, 'en')).toBe('<link rel="modulepreload" crossorigin href="/assets/a.js" />');
  });

  it('leave a page without the comment as it is', () => {
    expect(preloadLaterTexts('<head></head>', 'en')).toBe('<head></head>');
  });
});
