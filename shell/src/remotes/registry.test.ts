import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteEntry } from 'shared-contracts';
import { loadFailurePlugin } from './load-failure-plugin.ts';

const runtime = vi.hoisted(() => ({
  loadRemote: vi.fn<(id: string) => Promise<unknown>>(),
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
}));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const remotes: RemoteEntry[] = [
  { name: 'menu', enabled: true, entry: 'http://localhost:5175/mf-manifest.json' },
  { name: 'booking', enabled: false, entry: 'http://localhost:5177/mf-manifest.json' },
];

async function freshRegistry() {
  vi.resetModules();
  const registry = await import('./registry.ts');
  registry.registerInstanceRemotes(remotes);
  return registry;
}

beforeEach(() => {
  runtime.loadRemote.mockReset();
  runtime.registerRemotes.mockReset();
  runtime.registerPlugins.mockReset();
});

describe('remote registry', () => {
  it('registers only the switched-on remotes, by their federation names, as modules', async () => {
    await freshRegistry();
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_menu', entry: 'http://localhost:5175/mf-manifest.json', type: 'module' },
    ]);
  });

  it('registers its runtime plugins once, however often remotes are registered', async () => {
    const registry = await freshRegistry();
    registry.registerInstanceRemotes(remotes);
    expect(runtime.registerPlugins).toHaveBeenCalledTimes(1);
    expect(runtime.registerPlugins.mock.calls[0]?.[0].map((plugin: { name: string }) => plugin.name)).toEqual(
      ['mesa-early-manifest', 'mesa-load-failure'],
    );
  });

  it('never loads a switched-off remote', async () => {
    const registry = await freshRegistry();
    await expect(registry.loadRemoteRoutes('booking')).resolves.toEqual({ kind: 'disabled' });
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('refuses a remote built against another major version of the contracts', async () => {
    runtime.loadRemote.mockResolvedValue({ default: { contractsVersion: '1.1.0', routes: {} } });
    const registry = await freshRegistry();
    await expect(registry.loadRemoteRoutes('menu')).resolves.toEqual({
      kind: 'incompatible',
      version: '1.1.0',
    });
  });

  it('loads a compatible remote once for every caller', async () => {
    const Menu = () => null;
    runtime.loadRemote.mockResolvedValue({ default: { contractsVersion: '2.3.0', routes: { Menu } } });
    const registry = await freshRegistry();
    const [first, second] = await Promise.all([
      registry.loadRemoteRoutes('menu'),
      registry.loadRemoteRoutes('menu'),
    ]);
    expect(first).toEqual({ kind: 'ready', routes: { Menu } });
    expect(second).toBe(first);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_menu/routes');
  });

  it('reports a failed load without caching it, and a retry re-registers the remote and loads again', async () => {
    const Menu = () => null;
    const registry = await freshRegistry();
    const failure = loadFailurePlugin().errorLoadRemote?.({
      id: 'mf_menu/routes',
      error: new Error('RUNTIME-003'),
      from: 'runtime',
      lifecycle: 'onLoad',
      // The plugin never reads the runtime instance; building a real one needs a whole federation host.
      origin: {} as never,
    });
    runtime.loadRemote
      .mockResolvedValueOnce(failure)
      .mockResolvedValue({ default: { contractsVersion: '2.0.0', routes: { Menu } } });
    await expect(registry.loadRemoteRoutes('menu')).resolves.toMatchObject({ kind: 'failed' });
    await expect(registry.retryRemote('menu')).resolves.toMatchObject({ kind: 'ready' });
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mf_menu', entry: 'http://localhost:5175/mf-manifest.json', type: 'module' }],
      { force: true },
    );
  });
});
