import { describe, expect, it, vi } from 'vitest';

const httpClient = vi.fn(() => Promise.resolve({}));
vi.mock('shared-contracts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('shared-contracts')>()),
  httpClient,
}));
const { warmApiClient } = await import('./api-client-warmup.ts');

const storageWith = (items: Record<string, string>) => () => ({
  getItem: (key: string) => items[key] ?? null,
});

describe('warmApiClient', () => {
  it('starts the HTTP client with the boot, for a returning diner and a first visit alike', () => {
    httpClient.mockClear();
    expect(warmApiClient(storageWith({ 'mesa:v1:profile': '{"id":7}' }))).toBe(true);
    expect(warmApiClient(storageWith({ 'mesa:v1:cart': '{}' }))).toBe(true);
    expect(httpClient).toHaveBeenCalledTimes(2);
  });

  it('leaves it for the first call without storage, or when storage throws', () => {
    httpClient.mockClear();
    expect(warmApiClient(() => null)).toBe(false);
    const throwing = () => ({
      getItem: () => {
        throw new Error('SecurityError');
      },
    });
    expect(warmApiClient(throwing)).toBe(false);
    const unreachable = () => {
      throw new Error('SecurityError');
    };
    expect(warmApiClient(unreachable)).toBe(false);
    expect(httpClient).not.toHaveBeenCalled();
  });
});
