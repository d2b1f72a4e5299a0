import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { Profile } from '../schemas/profile.ts';
import { makeInstanceConfig } from '../testing/instance-config.ts';
import { appStarted, createProfileFx, createSessionFx } from './bootstrap.ts';
import { $profile } from './profile.ts';
import { $smartLink, smartLinkLoginFx, smartLinkOpened, smartLinkTargetFx } from './smart-link.ts';

const linked: Profile = {
  id: 8,
  token: 'tok',
  anonymous: false,
  domain: 'la-brasa.localhost',
  name: 'Ana',
  phone: null,
  email: null,
};
const anonymous: Profile = { ...linked, id: 9, token: 'anon', anonymous: true, name: '' };
const link = { supplier: 'centro', profileId: 8, token: 'tok', purchaseId: 31 };

describe('smart link', () => {
  it("logs the link's profile in and leads to its order", async () => {
    const scope = fork({
      handlers: [
        [smartLinkLoginFx, async () => linked],
        [smartLinkTargetFx, async () => '/centro/menu-digital?mesa=4'],
      ],
    });
    await allSettled(smartLinkOpened, { scope, params: link });
    expect(scope.getState($profile)).toEqual(linked);
    expect(scope.getState($smartLink)).toEqual({ status: 'done', to: '/centro/menu-digital?mesa=4' });
  });

  it('a wrong token logs nobody in: the stored profile stays', async () => {
    const target = vi.fn(async () => '/x');
    const scope = fork({
      values: [[$profile, anonymous]],
      handlers: [
        [
          smartLinkLoginFx,
          async () => {
            throw new Error('401');
          },
        ],
        [smartLinkTargetFx, target],
      ],
    });
    await allSettled(smartLinkOpened, { scope, params: link });
    expect(scope.getState($profile)).toEqual(anonymous);
    expect(scope.getState($smartLink)).toEqual({ status: 'failed' });
    expect(target).not.toHaveBeenCalled();
  });

  it('an anonymous profile created later at start does not replace the logged-in one', async () => {
    let finishCreation: (profile: Profile) => void = () => undefined;
    const scope = fork({
      handlers: [
        [createSessionFx, async () => ({ id: 1 })],
        [createProfileFx, () => new Promise<Profile>((resolve) => (finishCreation = resolve))],
        [smartLinkLoginFx, async () => linked],
        [smartLinkTargetFx, async () => '/centro'],
      ],
    });
    const started = allSettled(appStarted, { scope, params: makeInstanceConfig() });
    // Both settle only once the pending creation ends, so neither is awaited before it does.
    const opened = allSettled(smartLinkOpened, { scope, params: { ...link, purchaseId: undefined } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(scope.getState($profile)).toEqual(linked);
    finishCreation(anonymous);
    await Promise.all([started, opened]);
    expect(scope.getState($profile)).toEqual(linked);
  });
});
