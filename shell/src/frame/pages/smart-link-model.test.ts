import { allSettled, fork } from 'effector';
import { $smartLink, smartLinkLoginFx } from 'shared-contracts';
import { describe, expect, it, vi } from 'vitest';
import { SmartLinkGate, smartLinkOf } from './smart-link-model.ts';

const path = { supplier: 'centro', profileId: '8', token: 'tok', purchaseId: '31' };

describe('smart link page', () => {
  it('reads the link of the path, and refuses one whose ids or token are not', () => {
    expect(smartLinkOf(path)).toEqual({ supplier: 'centro', profileId: 8, token: 'tok', purchaseId: 31 });
    expect(smartLinkOf({ ...path, purchaseId: undefined })).toEqual({
      supplier: 'centro',
      profileId: 8,
      token: 'tok',
      purchaseId: undefined,
    });
    expect(smartLinkOf({ ...path, profileId: '08' })).toBeNull();
    expect(smartLinkOf({ ...path, purchaseId: 'x' })).toBeNull();
    expect(smartLinkOf({ ...path, token: '' })).toBeNull();
  });

  it("logs a well-formed link's profile in when the page opens, and nothing for a malformed one", async () => {
    const login = vi.fn((_link: unknown) => Promise.reject(new Error('refused')));
    const scope = fork({ handlers: [[smartLinkLoginFx, login]] });
    await allSettled(SmartLinkGate.open, { scope, params: { ...path, profileId: 'abc' } });
    expect(login).not.toHaveBeenCalled();

    expect(scope.getState($smartLink)).toEqual({ status: 'idle' });

    await allSettled(SmartLinkGate.open, { scope, params: path });
    expect(login.mock.calls[0]?.[0]).toEqual({
      supplier: 'centro',
      profileId: 8,
      token: 'tok',
      purchaseId: 31,
    });
    expect(scope.getState($smartLink)).toEqual({ status: 'failed' });
  });
});
