import { describe, expect, it } from 'vitest';
import { acquisitionOf } from './acquisition.ts';

describe('acquisitionOf', () => {
  it('reads campaign, utm_*, gclid and fbclid from the first URL, with the referrer and the browser', () => {
    expect(
      acquisitionOf(
        '?utm_source=news&utm_medium=email&utm_campaign=spring&utm_term=tacos&utm_content=a&gclid=G&fbclid=F&campaign=7',
        'https://example.com/',
        'UA/1',
      ),
    ).toEqual({
      campaign_id: '7',
      utm_source: 'news',
      utm_medium: 'email',
      utm_campaign: 'spring',
      utm_term: 'tacos',
      utm_content: 'a',
      gclid: 'G',
      fbclid: 'F',
      userAgent: 'UA/1',
      referer: 'https://example.com/',
    });
  });

  it('leaves out what is absent and cuts what is too long for the API', () => {
    const source = acquisitionOf(`?utm_source=${'x'.repeat(500)}`, '', '');
    expect(source.utm_source).toHaveLength(200);
    expect(source.utm_medium).toBeUndefined();
    expect(source.referer).toBeUndefined();
  });
});
