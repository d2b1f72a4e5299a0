import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKey } from 'shared-contracts';
import { renderedProfile } from './profile-cookie.ts';

const stored = {
  id: 41,
  token: 't-41',
  anonymous: true,
  domain: 'la-brasa.localhost',
  name: '',
  phone: null,
  email: null,
};

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the profile a server-rendered page was drawn for', () => {
  it('a page rendered with no profile hydrates, and storage is not read', () => {
    const read = vi.spyOn(Storage.prototype, 'getItem');
    expect(renderedProfile(null)).toEqual({ holds: true, profile: null });
    expect(renderedProfile(undefined)).toEqual({ holds: true, profile: null });
    expect(read).not.toHaveBeenCalled();
  });

  it('the stored profile it was rendered with comes back with it, read once', () => {
    localStorage.setItem(storageKey('profile'), JSON.stringify(stored));
    const read = vi.spyOn(Storage.prototype, 'getItem');
    expect(renderedProfile(41)).toEqual({ holds: true, profile: stored });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('a page rendered for a profile this browser does not hold (another, or none stored) is drawn afresh', () => {
    expect(renderedProfile(41)).toEqual({ holds: false, profile: null });
    localStorage.setItem(storageKey('profile'), JSON.stringify({ ...stored, id: 7 }));
    expect(renderedProfile(41)).toEqual({ holds: false, profile: null });
  });
});
