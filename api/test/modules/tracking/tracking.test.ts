import { beforeAll, describe, expect, it } from 'vitest';
import { sessionResponseSchema } from 'shared-contracts/schemas';
import { customerIds, expectApiError, expectSchema, request, useTestApi } from '../../helpers.ts';

const api = useTestApi();
let ids: Record<string, number> = {};
beforeAll(async () => {
  ids = await customerIds(api, ['la-brasa', 'taqueria-lupita', 'hotel-mirador']);
});

describe('POST /tracking/sessions', () => {
  const good = () => ({
    customer_id: ids['la-brasa'],
    so: 'Linux',
    browser: 'Chromium',
    pixel_width: 1280,
    pixel_height: 720,
  });

  it('creates sessions with increasing ids', async () => {
    const a = await request(api, '/tracking/sessions', { method: 'POST', body: good() });
    expect(a.status).toBe(201);
    const b = await request(api, '/tracking/sessions', { method: 'POST', body: good() });
    expect(expectSchema(sessionResponseSchema, b.json).id).toBeGreaterThan(
      expectSchema(sessionResponseSchema, a.json).id,
    );
  });

  it('unknown customer_id is a 404, bad fields a 400', async () => {
    expectApiError(
      await request(api, '/tracking/sessions', {
        method: 'POST',
        body: { ...good(), customer_id: 999999 },
      }),
      404,
      'instance_not_found',
    );
    for (const patch of [
      { customer_id: 'x' },
      { customer_id: -3 },
      { pixel_width: 1.5 },
      { pixel_height: 99999 },
      { so: 'x'.repeat(100) },
      { browser: null },
    ]) {
      const res = await request(api, '/tracking/sessions', {
        method: 'POST',
        body: { ...good(), ...patch },
      });
      expectApiError(res, 400, 'bad_request');
    }
  });
});
