import { beforeAll, describe, expect, it } from 'vitest';
import {
  acquisitionResponseSchema,
  sessionResponseSchema,
  storedAcquisitionSchema,
} from 'shared-contracts/schemas';
import { customerIds, expectApiError, expectSchema, request, useTestApi } from '../../helpers.ts';

const api = useTestApi();
let ids: Record<string, number> = {};
beforeAll(async () => {
  ids = await customerIds(api, ['la-brasa', 'taqueria-lupita']);
});

async function session(customer: number | undefined): Promise<number> {
  const res = await request(api, '/tracking/sessions', {
    method: 'POST',
    body: { customer_id: customer, so: 'Linux', browser: 'Chrome', pixel_width: 1, pixel_height: 1 },
  });
  return expectSchema(sessionResponseSchema, res.json).id;
}

describe('POST /tracking/acquisitions', () => {
  it('stores the visit source once per session and reads it back', async () => {
    const customer = ids['la-brasa'];
    const sessionId = await session(customer);
    const body = {
      customer_id: customer,
      session_id: sessionId,
      utm_source: 'news',
      utm_medium: 'email',
      utm_campaign: 'spring',
      gclid: 'g-1',
      userAgent: 'UA/1',
      referer: 'https://example.com/',
    };
    const first = await request(api, '/tracking/acquisitions', { method: 'POST', body });
    expect(first.status).toBe(201);
    const again = await request(api, '/tracking/acquisitions', {
      method: 'POST',
      body: { ...body, utm_source: 'other' },
    });
    expect(expectSchema(acquisitionResponseSchema, again.json).id).toBe(
      expectSchema(acquisitionResponseSchema, first.json).id,
    );
    const stored = await request(api, `/tracking/sessions/${sessionId}/acquisition?customer_id=${customer}`);
    expect(expectSchema(storedAcquisitionSchema, stored.json)).toMatchObject({
      session_id: sessionId,
      utm_source: 'news',
      utm_medium: 'email',
      utm_campaign: 'spring',
      utm_term: null,
      gclid: 'g-1',
      fbclid: null,
      user_agent: 'UA/1',
      referer: 'https://example.com/',
    });
  });

  it("refuses an unknown session or another instance's session", async () => {
    const sessionId = await session(ids['la-brasa']);
    expectApiError(
      await request(api, '/tracking/acquisitions', {
        method: 'POST',
        body: { customer_id: ids['taqueria-lupita'], session_id: sessionId },
      }),
      404,
      'session_not_found',
    );
    expectApiError(
      await request(api, `/tracking/sessions/${sessionId}/acquisition?customer_id=${ids['taqueria-lupita']}`),
      404,
      'session_not_found',
    );
    expectApiError(
      await request(api, '/tracking/acquisitions', {
        method: 'POST',
        body: { customer_id: ids['la-brasa'], session_id: 99999999 },
      }),
      404,
      'session_not_found',
    );
  });
});

describe('POST /tracking/trackings', () => {
  it('records page_view, add_to_cart, begin_checkout and purchase events and refuses others', async () => {
    const customer = ids['la-brasa'];
    const sessionId = await session(customer);
    for (const event of ['page_view', 'add_to_cart', 'begin_checkout', 'purchase']) {
      const res = await request(api, '/tracking/trackings', {
        method: 'POST',
        body: { event, customer_id: customer, session_id: sessionId, view_vue: 'Menu', front_lang: 'es' },
      });
      expect(res.status).toBe(201);
    }
    expectApiError(
      await request(api, '/tracking/trackings', {
        method: 'POST',
        body: { event: 'hack', customer_id: customer, session_id: sessionId },
      }),
      400,
    );
    expectApiError(
      await request(api, '/tracking/trackings', {
        method: 'POST',
        body: { event: 'page_view', customer_id: ids['taqueria-lupita'], session_id: sessionId },
      }),
      404,
      'session_not_found',
    );
  });
});
