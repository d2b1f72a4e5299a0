import { describe, expect, it } from 'vitest';
import { healthResponseSchema } from '../../../src/modules/health/routes.ts';
import { expectSchema, request, useTestApi } from '../../helpers.ts';

const api = useTestApi();

describe('health', () => {
  it('answers ok once the database answers', async () => {
    const res = await request(api, '/health');
    expect(res.status).toBe(200);
    expect(expectSchema(healthResponseSchema, res.json)).toEqual({
      status: 'ok',
      database: { kind: process.env.DATABASE_URL ? 'postgres' : 'pglite', ok: true },
    });
  });
});
