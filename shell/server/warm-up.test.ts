import { describe, expect, it, vi } from 'vitest';
import { makeInstanceConfig } from 'shared-contracts/testing';
import type { InstanceConfig } from 'shared-contracts';
import type { LoadedRemote, RemoteLoader } from './remote-loader.ts';
import { warmHosts, warmUpRemotes } from './warm-up.ts';

const config = makeInstanceConfig({
  remotes: [
    { name: 'menu', enabled: true, entry: 'http://remotes/menu/mf-manifest.json' },
    { name: 'booking', enabled: false, entry: 'http://remotes/booking/mf-manifest.json' },
    { name: 'checkout', enabled: true, entry: 'http://remotes/checkout/mf-manifest.json' },
  ],
});
const LOADED = {} as LoadedRemote;

/** A clock that moves only when the warm-up waits. */
function fakeClock() {
  let time = 0;
  return { now: () => time, wait: (ms: number) => Promise.resolve(void (time += ms)) };
}

describe('warming the remotes up after a start', () => {
  it('reads the hosts of SSR_WARM_HOSTS', () => {
    expect(warmHosts(undefined)).toEqual([]);
    expect(warmHosts(' la-brasa.localhost:5173, ,hotel-mirador.localhost:5173 ')).toEqual([
      'la-brasa.localhost:5173',
      'hotel-mirador.localhost:5173',
    ]);
  });

  it('loads every switched-on remote, trying again while the API and the remotes start', async () => {
    // The API answers from its second ask on.
    const answers: (InstanceConfig | null)[] = [null];
    const configSource = vi.fn(() =>
      Promise.resolve(answers.length > 0 ? (answers.shift() ?? null) : config),
    );
    let checkoutTries = 0;
    const load = vi.fn<RemoteLoader['load']>((name) =>
      Promise.resolve(name === 'checkout' && (checkoutTries += 1) < 2 ? null : LOADED),
    );
    const result = await warmUpRemotes(
      ['la-brasa.localhost:5173'],
      { config: configSource, remotes: { load } },
      fakeClock(),
    );
    expect(result).toEqual({
      loaded: [
        'menu http://remotes/menu/mf-manifest.json',
        'checkout http://remotes/checkout/mf-manifest.json',
      ],
      missed: [],
    });
    expect(configSource).toHaveBeenCalledTimes(3);
    expect(load.mock.calls.map(([name]) => name)).not.toContain('booking');
  });

  it('gives up after its time, naming the hosts it could not warm', async () => {
    const load = vi.fn<RemoteLoader['load']>(() => Promise.resolve(null));
    const result = await warmUpRemotes(
      ['la-brasa.localhost:5173'],
      { config: () => Promise.resolve(config), remotes: { load } },
      { ...fakeClock(), retryMs: 500, giveUpMs: 2_000 },
    );
    expect(result).toEqual({ loaded: [], missed: ['la-brasa.localhost:5173'] });
    expect(load.mock.calls.length).toBe(2 * 5);
  });
});
