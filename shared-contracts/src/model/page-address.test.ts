import { describe, expect, it } from 'vitest';
import { reportableUrl, trackableUrl } from './page-address.ts';

const site = 'http://la-brasa.localhost:5173';

describe('the page address sent out', () => {
  it('an error report carries no query, hash nor link token in the address it reports', () => {
    expect(reportableUrl(`${site}/chapinero/menu?utm_source=ad&gclid=G-1&fbclid=F&mesa=M4#top`)).toBe(
      `${site}/chapinero/menu`,
    );
    expect(reportableUrl(`${site}/chapinero/sl/12/s3cr3t-token/40`)).toBe(
      `${site}/chapinero/sl/12/:token/40`,
    );
    expect(reportableUrl(`${site}/book_info/7/s3cr3t`)).toBe(`${site}/book_info/7/:token`);
    expect(reportableUrl(`${site}/rate/7/s3cr3t`)).toBe(`${site}/rate/7/:token`);
    expect(reportableUrl(`${site}/ratecluvi/9/s3cr3t`)).toBe(`${site}/ratecluvi/9/:token`);
    expect(reportableUrl('not a url')).toBe('');
  });

  it('a pixel carries the campaign, never the table key nor a link token', () => {
    expect(
      trackableUrl(`${site}/roma-norte/menu-digital?mesa=T5&k=0834713414a2&utm_source=ad&fbclid=F#top`),
    ).toBe(`${site}/roma-norte/menu-digital?utm_source=ad&fbclid=F`);
    expect(trackableUrl(`${site}/chapinero/menu`)).toBe(`${site}/chapinero/menu`);
    expect(trackableUrl(`${site}/ratecluvi/83/ee6b93f11234?gclid=G-1`)).toBe(
      `${site}/ratecluvi/83/:token?gclid=G-1`,
    );
    expect(trackableUrl(`${site}/book_info/6/bmHUS0OL5fFTF`)).toBe(`${site}/book_info/6/:token`);
    expect(trackableUrl(`${site}/chapinero/sl/12/s3cr3t-token/40?code=1`)).toBe(
      `${site}/chapinero/sl/12/:token/40`,
    );
    expect(trackableUrl('not a url')).toBe('');
  });
});
