import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorReports, sessions } from '../../../src/db/schema.ts';
import { customerIds, expectApiError, request, STAFF_TOKEN, useTestApi } from '../../helpers.ts';

const api = useTestApi();
const staff = { authorization: `Bearer ${STAFF_TOKEN}` };

async function newSession(customerId: number): Promise<number> {
  const res = await request(api, '/tracking/sessions', {
    method: 'POST',
    body: { customer_id: customerId, so: 'Linux', browser: 'Chrome', pixel_width: 390, pixel_height: 844 },
  });
  expect(res.status).toBe(201);
  return (res.json as { id: number }).id;
}

describe('error reports', () => {
  it('stores a report for the operator, with its instance', async () => {
    const { 'la-brasa': customer } = await customerIds(api, ['la-brasa']);
    const res = await request(api, '/tracking/error_reports', {
      method: 'POST',
      body: {
        customer_id: customer,
        kind: 'chunk_script',
        message: 'ChunkLoadError: Loading chunk phone failed',
        stack: 'at load (phone.js:1:1)',
        url: 'http://la-brasa.localhost:5173/chapinero/account',
        user_agent: 'Mozilla/5.0',
        release: 'shell@abc',
      },
    });
    expect(res.status, res.text).toBe(201);
    const listed = await request(api, '/staff/error_reports?limit=5', { headers: staff });
    expect(listed.status).toBe(200);
    expect((listed.json as { reports: unknown[] }).reports[0]).toMatchObject({
      id: (res.json as { id: number }).id,
      customer_id: customer,
      kind: 'chunk_script',
      message: 'ChunkLoadError: Loading chunk phone failed',
      url: 'http://la-brasa.localhost:5173/chapinero/account',
    });
  });

  it('keeps a report that names an unknown instance, without one', async () => {
    const res = await request(api, '/tracking/error_reports', {
      method: 'POST',
      body: { customer_id: 999_999, kind: 'error', message: 'boom' },
    });
    expect(res.status).toBe(201);
    const [row] = await api.app.db
      .select()
      .from(errorReports)
      .where(eq(errorReports.id, (res.json as { id: number }).id));
    expect(row?.instanceId).toBeNull();
  });

  it('refuses unknown kinds, empty or oversized fields, and bodies over 16 KB', async () => {
    for (const body of [
      { kind: 'nonsense', message: 'x' },
      { kind: 'error', message: '' },
      { kind: 'error', message: 'x'.repeat(1_001) },
      { kind: 'error', message: 'x', stack: 'y'.repeat(4_001) },
    ]) {
      expectApiError(await request(api, '/tracking/error_reports', { method: 'POST', body }), 400);
    }
    const huge = await request(api, '/tracking/error_reports', {
      method: 'POST',
      body: { kind: 'error', message: 'x', padding: 'z'.repeat(20_000) },
    });
    expectApiError(huge, 413);
  });

  it('keeps the reports behind the staff token', async () => {
    expectApiError(await request(api, '/staff/error_reports'), 401);
  });

  it('limits reports per address: thirty a minute', async () => {
    let limited = null;
    for (let sent = 0; sent <= 30 && !limited; sent++) {
      const res = await request(api, '/tracking/error_reports', {
        method: 'POST',
        body: { kind: 'error', message: `loop ${sent}` },
      });
      if (res.status === 429) limited = res;
    }
    expect(limited).not.toBeNull();
    if (limited) expectApiError(limited, 429, 'too_many_requests');
  });
});

describe('cookie manager page', () => {
  it('with consent sets the browser id cookie and writes it on the session; framed only by the site', async () => {
    const { 'la-brasa': customer } = await customerIds(api, ['la-brasa']);
    const session = await newSession(customer ?? 0);
    const res = await request(
      api,
      `/tracking/cookie_manager?session_id=${session}&customer_id=${customer}&consent=1`,
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.text).not.toContain('<script');
    expect(res.headers['content-security-policy']).toContain(
      'frame-ancestors http://la-brasa.localhost:5173',
    );
    const cookie = res.headers['set-cookie'] ?? '';
    expect(cookie).toMatch(/^mesa_device=[A-Za-z0-9_-]{22};/);
    expect(cookie).toContain('HttpOnly');
    const device = /^mesa_device=([^;]+)/.exec(cookie)?.[1];
    const [row] = await api.app.db.select().from(sessions).where(eq(sessions.id, session));
    expect(row?.deviceId).toBe(device);

    // The same browser on the next session keeps its id.
    const next = await newSession(customer ?? 0);
    const again = await request(
      api,
      `/tracking/cookie_manager?session_id=${next}&customer_id=${customer}&consent=1`,
      { headers: { cookie: `mesa_device=${device}` } },
    );
    expect(again.headers['set-cookie']).toContain(`mesa_device=${device};`);
    const [nextRow] = await api.app.db.select().from(sessions).where(eq(sessions.id, next));
    expect(nextRow?.deviceId).toBe(device);
  });

  it('without consent sets and stores nothing', async () => {
    const { 'la-brasa': customer } = await customerIds(api, ['la-brasa']);
    const session = await newSession(customer ?? 0);
    const res = await request(api, `/tracking/cookie_manager?session_id=${session}&customer_id=${customer}`, {
      headers: { cookie: 'mesa_device=AAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(res.status).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    const [row] = await api.app.db.select().from(sessions).where(eq(sessions.id, session));
    expect(row?.deviceId).toBeNull();
  });

  it("refuses another instance's session and bad ids", async () => {
    const ids = await customerIds(api, ['la-brasa', 'taqueria-lupita']);
    const session = await newSession(ids['la-brasa'] ?? 0);
    expectApiError(
      await request(
        api,
        `/tracking/cookie_manager?session_id=${session}&customer_id=${ids['taqueria-lupita']}&consent=1`,
      ),
      404,
      'session_not_found',
    );
    expectApiError(await request(api, '/tracking/cookie_manager?session_id=x&customer_id=1'), 400);
  });
});
