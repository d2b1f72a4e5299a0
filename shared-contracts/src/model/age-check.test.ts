import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { makeProfile } from '../testing/instance-config.ts';
import { $age, checkAgeFx } from './age-check.ts';
import { $profile } from './profile.ts';

describe('age check', () => {
  it('keeps the answer on the profile, so a reload knows it from storage', async () => {
    const scope = fork({
      values: [[$profile, makeProfile({ of_age: null })]],
      handlers: [[checkAgeFx, () => Promise.resolve({ of_age: true, legal_age: 18 })]],
    });
    expect(scope.getState($age)).toBe('unknown');
    await allSettled(checkAgeFx, { scope, params: { birthday_date: '1990-05-01', confirm: true } });
    expect(scope.getState($profile)).toMatchObject({ of_age: true, birthday_date: '1990-05-01' });

    const reloaded = fork({ values: [[$profile, scope.getState($profile)]] });
    expect(reloaded.getState($age)).toBe('adult');
  });

  it('asks nothing of a missing profile', async () => {
    const scope = fork({ handlers: [[checkAgeFx, () => Promise.resolve({ of_age: false, legal_age: 18 })]] });
    await allSettled(checkAgeFx, { scope, params: { birthday_date: '2012-05-01', confirm: true } });
    expect(scope.getState($profile)).toBeNull();
    expect(scope.getState($age)).toBe('minor');
  });
});
