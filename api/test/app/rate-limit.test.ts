import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from 'shared-contracts/schemas';
import { errorHandlerPlugin } from '../../src/plugins/error-handler.ts';
import { rateLimitPlugin } from '../../src/plugins/rate-limit.ts';

describe('rate limits', () => {
  it('leave routes without a limit alone and answer a limited route over its limit with 429 and the ApiError shape', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorHandlerPlugin);
    await app.register(rateLimitPlugin, { dinerWritesPerMinute: 1000, dinerWritesPerAddressPerMinute: 1000 });
    app.get('/open', async () => ({ ok: true }));
    app.post('/limited', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => ({
      ok: true,
    }));
    await app.ready();

    for (let i = 0; i < 5; i++) expect((await app.inject({ url: '/open' })).statusCode).toBe(200);
    const statuses: number[] = [];
    let last = await app.inject({ method: 'POST', url: '/limited' });
    statuses.push(last.statusCode);
    for (let i = 0; i < 2; i++) {
      last = await app.inject({ method: 'POST', url: '/limited' });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    const body = apiErrorSchema.parse(last.json());
    expect(body.error).toBe('too_many_requests');
    expect(last.headers['retry-after']).toBeDefined();
    await app.close();
  });
});
