import { describe, expect, it } from 'vitest';
import { isLoadFailure, loadFailurePlugin } from './load-failure-plugin.ts';

type ErrorArgs = Parameters<NonNullable<ReturnType<typeof loadFailurePlugin>['errorLoadRemote']>>[0];

const failedIn = (lifecycle: ErrorArgs['lifecycle'], error: unknown) =>
  loadFailurePlugin().errorLoadRemote?.({
    id: 'mf_menu/routes',
    error,
    from: 'runtime',
    lifecycle,
    // The plugin never reads the runtime instance; building a real one needs a whole federation host.
    origin: {} as never,
  });

describe('loadFailurePlugin', () => {
  it('turns a failed load into the failure marker, keeping the error', () => {
    const error = new Error('RUNTIME-003');
    const failure = failedIn('onLoad', error);
    expect(isLoadFailure(failure)).toBe(true);
    expect(failure).toMatchObject({ error });
  });

  it.each(['beforeRequest', 'beforeLoadShare', 'afterResolve'] as const)(
    'leaves an error in %s to the runtime',
    (lifecycle) => {
      expect(failedIn(lifecycle, new Error('other'))).toBeUndefined();
    },
  );

  it('recognises only its own marker', () => {
    expect([null, undefined, {}, { error: 1 }, 'failed'].some(isLoadFailure)).toBe(false);
  });
});
