import { describe, expect, it } from 'vitest';
import remote from './index.tsx';

describe('mf-staff routes module', () => {
  it('gives an opened event for every route it renders', () => {
    expect(Object.keys(remote.routes).sort()).toEqual([
      'StaffAudit',
      'StaffBookings',
      'StaffHome',
      'StaffKitchen',
      'StaffMenu',
      'StaffNotFound',
      'StaffOrders',
      'StaffPassword',
      'StaffRemotes',
      'StaffTables',
      'StaffTeam',
    ]);
    expect(Object.keys(remote.opened ?? {}).sort()).toEqual(Object.keys(remote.routes).sort());
  });
});
