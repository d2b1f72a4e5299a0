import { describe, expect, it } from 'vitest';
import { request, useTestApi } from '../helpers.ts';

describe('the process name behind a load balancer', () => {
  describe('with SERVED_BY set', () => {
    const api = useTestApi(() => ({ SERVED_BY: 'api-2' }));

    it('names the process in X-Served-By on every answer, errors included', async () => {
      expect((await request(api, '/health')).headers['x-served-by']).toBe('api-2');
      const missing = await request(api, '/no-such-route');
      expect(missing.status).toBe(404);
      expect(missing.headers['x-served-by']).toBe('api-2');
    });
  });

  describe('without it', () => {
    const api = useTestApi();

    it('says nothing about the layout', async () => {
      expect((await request(api, '/health')).headers['x-served-by']).toBeUndefined();
    });
  });
});
