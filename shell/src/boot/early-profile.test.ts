import { describe, expect, it, vi } from 'vitest';
import { makeInstanceConfig } from 'shared-contracts/testing';

const requestEarlyProfile = vi.fn();
vi.mock('shared-contracts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('shared-contracts')>()),
  requestEarlyProfile,
}));
const { startEarlyProfile } = await import('./early-profile.ts');

const storageWith = (items: Record<string, string>) => () => ({
  getItem: (key: string) => items[key] ?? null,
});
const config = makeInstanceConfig({ id: 42 });
const firstVisit = storageWith({});
const headers = { lang: 'es', customer_id: '42' };

describe('startEarlyProfile', () => {
  it("asks for a first visit's profile on a remote's screen, with the headers the start would send", () => {
    requestEarlyProfile.mockClear();
    expect(startEarlyProfile(config, headers, '/chapinero/menu-digital', firstVisit)).toBe(true);
    expect(requestEarlyProfile).toHaveBeenCalledWith(config, { lang: 'es', customer_id: '42' });
  });

  it("leaves it for the start on a screen without the diner's data (the menu, the landing, booking)", () => {
    requestEarlyProfile.mockClear();
    expect(startEarlyProfile(config, headers, '/chapinero/menu', firstVisit)).toBe(false);
    expect(startEarlyProfile(config, headers, '/', firstVisit)).toBe(false);
    expect(startEarlyProfile(config, headers, '/chapinero/reservar', firstVisit)).toBe(false);
    expect(requestEarlyProfile).not.toHaveBeenCalled();
  });

  it('asks nothing with a stored profile, unreadable storage, on shell pages, the console or a locked site', () => {
    requestEarlyProfile.mockClear();
    const stored = storageWith({ 'mesa:v1:profile': '{"id":7}' });
    expect(startEarlyProfile(config, headers, '/chapinero/menu-digital', stored)).toBe(false);
    const throwing = () => ({
      getItem: () => {
        throw new Error('SecurityError');
      },
    });
    expect(startEarlyProfile(config, headers, '/chapinero/menu-digital', throwing)).toBe(false);
    expect(startEarlyProfile(config, headers, '/chapinero/sl/7/token', firstVisit)).toBe(false);
    expect(startEarlyProfile(config, headers, '/chapinero/account', firstVisit)).toBe(false);
    expect(startEarlyProfile(config, headers, '/staff', firstVisit)).toBe(false);
    const locked = makeInstanceConfig({ id: 42, status: 'locked' });
    expect(startEarlyProfile(locked, headers, '/chapinero/menu-digital', firstVisit)).toBe(false);
    expect(requestEarlyProfile).not.toHaveBeenCalled();
  });
});
