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
  it("starts the HTTP client with the boot on a screen of the diner's data, returning or first visit", () => {
    httpClient.mockClear();
    const returning = storageWith({ 'mesa:v1:profile': '{"id":7}' });
    expect(warmApiClient('/chapinero/menu-digital', returning)).toBe(true);
    expect(warmApiClient('/chapinero/delivery/order', storageWith({ 'mesa:v1:cart': '{}' }))).toBe(true);
    expect(warmApiClient('/chapinero/menu-digital/my-order/12', storageWith({}))).toBe(true);
    expect(httpClient).toHaveBeenCalledTimes(3);
  });

  it('leaves it for the first call on other screens, without storage, or when storage throws', () => {
    httpClient.mockClear();
    const returning = storageWith({ 'mesa:v1:profile': '{"id":7}' });
    expect(warmApiClient('/chapinero/menu', returning)).toBe(false);
    expect(warmApiClient('/', storageWith({}))).toBe(false);
    expect(warmApiClient('/chapinero/reservar', storageWith({}))).toBe(false);
    expect(warmApiClient('/chapinero/menu-digital', () => null)).toBe(false);
    const throwing = () => ({
      getItem: () => {
        throw new Error('SecurityError');
      },
    });
    expect(warmApiClient('/chapinero/menu-digital', throwing)).toBe(false);
    const unreachable = () => {
      throw new Error('SecurityError');
    };
    expect(warmApiClient('/chapinero/menu-digital', unreachable)).toBe(false);
    expect(httpClient).not.toHaveBeenCalled();
  });
});
