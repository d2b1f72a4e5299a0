import { describe, expect, it } from 'vitest';
import { request, useTestApi } from '../helpers.ts';

const api = useTestApi();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it("answers with the proxy's X-Request-Id, so one id follows a page through every process", async () => {
    const res = await request(api, '/health', { headers: { 'x-request-id': 'f3a9c1d2e4b5a6c7' } });
    expect(res.headers['x-request-id']).toBe('f3a9c1d2e4b5a6c7');
  });

  it('makes its own when none is sent or the one sent is not an id (it lands in every log line)', async () => {
    expect((await request(api, '/health')).headers['x-request-id']).toMatch(UUID);
    const forged = await request(api, '/health', { headers: { 'x-request-id': 'x"}\n{"level":60' } });
    expect(forged.headers['x-request-id']).toMatch(UUID);
  });
});
