import { allSettled, fork } from 'effector';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { makeInstanceConfig } from '../testing/instance-config.ts';
import { $cookieConsent, cookiesAccepted, cookiesRejected, storageRead } from './frame.ts';
import { $instance } from './instance.ts';
import { $profile, $session, profileLoaded } from './profile.ts';
import { pixelUrls, sendPixelsFx, type PixelHit } from './pixels.ts';
import { analyticsEvent, sendTrackingFx } from './tracking.ts';

const withPixels = makeInstanceConfig({ pixel_google_analytics: 'G-TEST', pixel_facebook_analytics: 'FB-1' });

const profile = {
  id: 9,
  token: 't',
  anonymous: true,
  domain: 'la-brasa.localhost',
  name: '',
  phone: null,
  email: null,
};

function scopeWith(values: {
  accepted: boolean;
  instance: ReturnType<typeof makeInstanceConfig>;
  profileKnown?: boolean;
}) {
  const sent = vi.fn();
  const scope = fork({
    values: [
      [$instance, values.instance],
      [$cookieConsent, values.accepted ? 'accepted' : null],
      [$session, { id: 3 }],
      [$profile, values.profileKnown === false ? null : profile],
    ],
    handlers: [
      [sendPixelsFx, sent],
      [sendTrackingFx, async () => ({ id: 1 })],
    ],
  });
  return { scope, sent, ready: () => allSettled(storageRead, { scope }) };
}

describe('pixels', () => {
  it('send nothing before consent, nor when the instance configures no pixel', async () => {
    for (const setup of [
      { accepted: false, instance: withPixels },
      {
        accepted: true,
        instance: makeInstanceConfig({ pixel_google_analytics: '', pixel_facebook_analytics: '' }),
      },
    ]) {
      const { scope, sent, ready } = scopeWith(setup);
      await ready();
      await allSettled(analyticsEvent, { scope, params: { event: 'page_view' } });
      expect(sent).not.toHaveBeenCalled();
    }
  });

  it('send page_view and add_to_cart to both configured pixels once the diner consents', async () => {
    const { scope, sent, ready } = scopeWith({ accepted: true, instance: withPixels });
    // The first page_view comes before storage (and so consent) is read: it waits for it.
    await allSettled(analyticsEvent, { scope, params: { event: 'page_view' } });
    expect(sent).not.toHaveBeenCalled();
    await ready();
    expect(sent.mock.calls[0]?.[0].map((hit: PixelHit) => hit.input.event)).toEqual(['page_view']);
    await allSettled(analyticsEvent, { scope, params: { event: 'add_to_cart', value: 12.5 } });
    expect(sent).toHaveBeenCalledTimes(2);
    const urls = pixelUrls(sent.mock.calls[1]?.[0][0]);
    expect(urls).toHaveLength(2);
    expect(urls[0]).toMatch(
      /^https:\/\/www\.google-analytics\.com\/g\/collect\?.*tid=G-TEST.*en=add_to_cart/,
    );
    expect(urls[1]).toMatch(/^https:\/\/www\.facebook\.com\/tr\?id=FB-1&ev=AddToCart/);
    expect(urls[1]).toContain('cd%5Bvalue%5D=12.5');
  });

  it('hold what came before the diner answers: sent on acceptance, dropped on rejection', async () => {
    const later = scopeWith({ accepted: false, instance: withPixels });
    await later.ready();
    await allSettled(analyticsEvent, { scope: later.scope, params: { event: 'page_view' } });
    expect(later.sent).not.toHaveBeenCalled();
    await allSettled(cookiesAccepted, { scope: later.scope });
    expect(later.sent.mock.calls[0]?.[0].map((hit: PixelHit) => hit.input.event)).toEqual(['page_view']);

    const never = scopeWith({ accepted: false, instance: withPixels });
    await never.ready();
    await allSettled(analyticsEvent, { scope: never.scope, params: { event: 'page_view' } });
    await allSettled(cookiesRejected, { scope: never.scope });
    await allSettled(analyticsEvent, { scope: never.scope, params: { event: 'add_to_cart' } });
    expect(never.sent).not.toHaveBeenCalled();
  });

  it('wait for the profile, so every visitor is not the same client', async () => {
    const { scope, sent, ready } = scopeWith({ accepted: true, instance: withPixels, profileKnown: false });
    await ready();
    await allSettled(analyticsEvent, { scope, params: { event: 'page_view' } });
    expect(sent).not.toHaveBeenCalled();
    await allSettled(profileLoaded, { scope, params: profile });
    const hits: PixelHit[] = sent.mock.calls[0]?.[0];
    expect(hits.map((hit) => [hit.input.event, hit.clientId])).toEqual([['page_view', '9.3']]);
  });

  it('tell the pixel where the page is without the table key', async () => {
    const href =
      'http://taqueria-lupita.localhost:5173/roma-norte/menu-digital?mesa=T5&k=0834713414a2&utm_source=ad';
    vi.stubGlobal('window', { location: { href } });
    onTestFinished(() => void vi.unstubAllGlobals());
    const { scope, sent, ready } = scopeWith({ accepted: true, instance: withPixels });
    await ready();
    await allSettled(analyticsEvent, { scope, params: { event: 'page_view' } });
    const [google, facebook] = pixelUrls(sent.mock.calls[0]?.[0][0]);
    for (const url of [google, facebook]) {
      const dl = new URL(url ?? '').searchParams.get('dl') ?? '';
      expect(dl).toMatch(/\/roma-norte\/menu-digital\?utm_source=ad$/);
      expect(dl).not.toContain('0834713414a2');
    }
  });

  it('build only the configured pixel', () => {
    const urls = pixelUrls({
      google: null,
      facebook: 'FB-2',
      clientId: '1.2',
      currency: 'COP',
      location: 'https://x/',
      input: { event: 'purchase' },
    });
    expect(urls).toEqual([expect.stringContaining('ev=Purchase')]);
  });
});
