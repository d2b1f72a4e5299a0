import { describe, expect, it } from 'vitest';
import { expectApiError, request, STAFF_TOKEN, useTestApi } from '../../helpers.ts';

const api = useTestApi();
const operator = { authorization: `Bearer ${STAFF_TOKEN}` };

/** The value of one sample line of the text format, or null when the series is absent. */
function sample(text: string, series: string): number | null {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? null : Number(line.slice(series.length + 1));
}

describe('GET /staff/metrics', () => {
  it('is not public: no token is a 401, a wrong one too', async () => {
    expectApiError(await request(api, '/staff/metrics'), 401);
    expectApiError(await request(api, '/staff/metrics', { headers: { authorization: 'Bearer nope' } }), 401);
  });

  it('counts requests by route template, not by raw URL', async () => {
    for (const slug of ['usaquen', 'chapinero']) {
      expect((await request(api, `/api/suppliers/${slug}.json`)).status).toBe(200);
    }
    await request(api, '/no/such/place');
    const res = await request(api, '/staff/metrics', { headers: operator });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const count = sample(
      res.text,
      'http_request_duration_seconds_count{method="GET",route="/api/suppliers/:id.json",status_code="200"}',
    );
    expect(count).toBeGreaterThanOrEqual(2);
    expect(res.text).not.toContain('/api/suppliers/usaquen.json');
    expect(
      sample(
        res.text,
        'http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(res.text).toContain('process_cpu_user_seconds_total');
  });

  it("reports the PostgreSQL pool's state (PGlite has no pool)", async () => {
    const res = await request(api, '/staff/metrics', { headers: operator });
    const total = sample(res.text, 'db_pool_connections{state="total"}');
    if (process.env.DATABASE_URL) {
      expect(total).toBeGreaterThanOrEqual(1);
      expect(sample(res.text, 'db_pool_connections{state="waiting"}')).toBe(0);
    } else {
      expect(total).toBeNull();
    }
  });
});
