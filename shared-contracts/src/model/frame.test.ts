import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { readFrameQuery } from '../frame/frame-query.ts';
import {
  $cookieNoticeShown,
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
import { $order, serviceChosen } from './order.ts';

describe('frame model', () => {
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

  it('shows the cookie notice only once storage is read and until it is accepted', async () => {
    const scope = fork();
    expect(scope.getState($cookieNoticeShown)).toBe(false);
    await allSettled(storageRead, { scope });
    expect(scope.getState($cookieNoticeShown)).toBe(true);
    await allSettled(cookiesAccepted, { scope });
    expect(scope.getState($cookieNoticeShown)).toBe(false);
  });
});
