import { allSettled, createEvent, createStore, createWatch, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $profile } from 'shared-contracts';
import { makeProfile } from 'shared-contracts/testing';
import { whenProfileReady } from './profile-ready.ts';

const opened = createEvent<number>();
const $target = createStore<number | null>(null).on(opened, (_, id) => id);
const ready = whenProfileReady(opened, $target);
const profile = makeProfile({ id: 9, domain: 'x', name: '' });

function watched(withProfile = false) {
  const scope = fork({ values: withProfile ? [[$profile, profile]] : [] });
  const fired: number[] = [];
  createWatch({ unit: ready, scope, fn: (id) => fired.push(id) });
  return { scope, fired };
}

describe('what a page opened for, once the profile exists', () => {
  it('fires on opening when the profile is there, once, and again on the next opening', async () => {
    const { scope, fired } = watched(true);
    await allSettled(opened, { scope, params: 12 });
    await allSettled($profile, { scope, params: { ...profile, name: 'Ana' } });
    expect(fired).toEqual([12]);
    await allSettled(opened, { scope, params: 13 });
    expect(fired).toEqual([12, 13]);
  });

  it('waits for the profile a full load restores after the page opened', async () => {
    const { scope, fired } = watched();
    await allSettled(opened, { scope, params: 12 });
    expect(fired).toEqual([]);
    await allSettled($profile, { scope, params: profile });
    expect(fired).toEqual([12]);
  });

  it('does nothing before the page opened', async () => {
    const { scope, fired } = watched();
    await allSettled($profile, { scope, params: profile });
    expect(fired).toEqual([]);
  });
});
