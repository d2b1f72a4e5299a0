import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthResponseSchema } from '../src/modules/health/routes.ts';
import { buildTestApi, expectSchema, request, type TestApi } from './helpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await buildTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('health', () => {
  it('answers ok once the database answers', async () => {
    const res = await request(api, '/health');
    expect(res.status).toBe(200);
    expect(expectSchema(healthResponseSchema, res.json)).toEqual({ status: 'ok' });
  });
});
