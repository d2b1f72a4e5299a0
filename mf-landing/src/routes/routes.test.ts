import { describe, expect, it } from 'vitest';
import remote from './index.tsx';

describe('mf-landing routes module', () => {
  it('gives an opened event for every route it renders', () => {
    expect(Object.keys(remote.routes).sort()).toEqual([
      'Branch',
      'BranchOnTable',
      'BranchToBook',
      'BranchToTakeAway',
      'BranchWhatsapp',
      'BranchWithOutService',
      'CluviPay',
      'Main',
    ]);
    expect(Object.keys(remote.opened ?? {}).sort()).toEqual(Object.keys(remote.routes).sort());
  });
});
