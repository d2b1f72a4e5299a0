import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { readFrameQuery } from '../frame/frame-query.ts';
import { makeInstanceConfig } from '../testing/instance-config.ts';
import {
  $cookieConsent,
  $cookieNoticeShown,
  $cookiesAccepted,
  consentRead,
  cookiesRejected,
  $popup,
  $popupsClosed,
  popupClosed,
  $deliveryZone,
  $isMobile,
  $requestedCategory,
  $tableCode,
  cookiesAccepted,
  deliveryZoneChosen,
  frameQueryRead,
  storageRead,
  viewportMeasured,
} from './frame.ts';
import { instanceLoaded } from './instance.ts';
import { $order, serviceChosen } from './order.ts';
import { $seat } from './seat.ts';

describe('frame model', () => {
  it("a link that sets another service than the table's is the choice to leave the table", async () => {
    const seat = { branch: 'chapinero', supplierId: 3, code: 'M01', kind: 'table' as const, key: null };
    const scope = fork({ values: [[$seat, seat]] });
    await allSettled(frameQueryRead, { scope, params: readFrameQuery('?service=on_table&mesa=M01') });
    expect(scope.getState($seat)).toEqual(seat);
    await allSettled(frameQueryRead, { scope, params: readFrameQuery('?service=delivery') });
    expect(scope.getState($seat)).toBeNull();
    expect(scope.getState($order)).toEqual({ service: 'delivery', subservice: null });
  });

  it('sets the service, table code and category from the query string', async () => {
    const scope = fork();
    await allSettled(frameQueryRead, {
      scope,
      params: readFrameQuery('?service=on_table&mesa=7&category_id=3'),
    });
    expect(scope.getState($order)).toEqual({ service: 'on_table', subservice: null });
    expect(scope.getState($tableCode)).toBe('7');
    expect(scope.getState($requestedCategory)).toBe('3');
    // A later page without `mesa` keeps the table; without `service` keeps the service.
    await allSettled(frameQueryRead, { scope, params: readFrameQuery('') });
    expect(scope.getState($tableCode)).toBe('7');
    expect(scope.getState($order).service).toBe('on_table');
  });

  it('counts below 980 px as mobile, and nothing as mobile before a measure', async () => {
    const scope = fork();
    expect(scope.getState($isMobile)).toBe(false);
    await allSettled(viewportMeasured, { scope, params: 979 });
    expect(scope.getState($isMobile)).toBe(true);
    await allSettled(viewportMeasured, { scope, params: 980 });
    expect(scope.getState($isMobile)).toBe(false);
  });

  it('resets the delivery zone when take-away is chosen, not otherwise', async () => {
    const scope = fork();
    await allSettled(deliveryZoneChosen, { scope, params: 4 });
    await allSettled(serviceChosen, { scope, params: { service: 'delivery', subservice: 'schedule' } });
    expect(scope.getState($deliveryZone)).toBe(4);
    await allSettled(serviceChosen, { scope, params: { service: 'take_away', subservice: null } });
    expect(scope.getState($deliveryZone)).toBeNull();
  });

  it('shows the cookie notice only once storage is read and until it is answered, either way', async () => {
    for (const [answer, consent] of [
      [cookiesAccepted, 'accepted'],
      [cookiesRejected, 'rejected'],
    ] as const) {
      const scope = fork();
      expect(scope.getState($cookieNoticeShown)).toBe(false);
      await allSettled(storageRead, { scope });
      expect(scope.getState($cookieNoticeShown)).toBe(true);
      await allSettled(answer, { scope });
      expect(scope.getState($cookieNoticeShown)).toBe(false);
      expect(scope.getState($cookieConsent)).toBe(consent);
      expect(scope.getState($cookiesAccepted)).toBe(consent === 'accepted');
    }
  });

  it('takes the answer the consent cookie gave the server, unless the diner already answered', async () => {
    const fresh = fork();
    await allSettled(consentRead, { scope: fresh, params: null });
    expect(fresh.getState($cookieNoticeShown)).toBe(true);
    const rejected = fork();
    await allSettled(consentRead, { scope: rejected, params: 'rejected' });
    expect(rejected.getState($cookieNoticeShown)).toBe(false);
    expect(rejected.getState($cookiesAccepted)).toBe(false);
    const answered = fork({ values: [[$cookieConsent, 'accepted']] });
    await allSettled(consentRead, { scope: answered, params: 'rejected' });
    expect(answered.getState($cookieConsent)).toBe('accepted');
  });

  it('shows the operator’s popup once storage is read, until the diner closes it', async () => {
    const popup = { id: 'promo-1', title: 'Promo', body: 'Dos por uno', image: '', link: null };
    const scope = fork();
    await allSettled(instanceLoaded, { scope, params: makeInstanceConfig({ popup }) });
    // Never before storage is read: the server's HTML and the hydrating render have none.
    expect(scope.getState($popup)).toBeNull();
    await allSettled(storageRead, { scope });
    expect(scope.getState($popup)).toEqual(popup);
    await allSettled(popupClosed, { scope });
    expect(scope.getState($popup)).toBeNull();
    expect(scope.getState($popupsClosed)).toEqual(['promo-1']);
    // A new popup (another id) is due again; closing twice records it once.
    const next = { ...popup, id: 'promo-2' };
    await allSettled(instanceLoaded, { scope, params: makeInstanceConfig({ popup: next }) });
    expect(scope.getState($popup)).toEqual(next);
    await allSettled(popupClosed, { scope });
    await allSettled(popupClosed, { scope });
    expect(scope.getState($popupsClosed)).toEqual(['promo-1', 'promo-2']);
  });

  it('shows no popup for an instance without one', async () => {
    const scope = fork();
    await allSettled(instanceLoaded, { scope, params: makeInstanceConfig() });
    await allSettled(storageRead, { scope });
    expect(scope.getState($popup)).toBeNull();
  });
});
