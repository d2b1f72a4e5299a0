import { describe, expect, it } from 'vitest';
import { makeSupplierSummary } from '../testing/instance-config.ts';
import { cityDestination, deliveringBranches } from './delivery-start.ts';

const city = (id: number, suppliers: string[]) => ({ id, name: `city-${id}`, suppliers });

describe('cityDestination', () => {
  it('one city opens its first branch, whatever the number of branches', () => {
    expect(cityDestination([city(1, ['roma-norte'])])).toEqual({ kind: 'branch', slug: 'roma-norte' });
    expect(cityDestination([city(1, ['a', 'b'])])).toEqual({ kind: 'branch', slug: 'a' });
  });

  it('several cities are for the diner to choose; none leads nowhere', () => {
    const cities = [city(1, ['chapinero']), city(2, ['el-poblado'])];
    expect(cityDestination(cities)).toEqual({ kind: 'choose', cities });
    expect(cityDestination([])).toEqual({ kind: 'none' });
    expect(cityDestination([city(1, [])])).toEqual({ kind: 'none' });
  });
});

describe('deliveringBranches', () => {
  it('keeps the branches that deliver now or scheduled', () => {
    const branches = [
      makeSupplierSummary({ slug: 'now', service_delivery: true, service_schedule: false }),
      makeSupplierSummary({ slug: 'later', service_delivery: false, service_schedule: true }),
      makeSupplierSummary({ slug: 'never', service_delivery: false, service_schedule: false }),
    ];
    expect(deliveringBranches(branches).map((branch) => branch.slug)).toEqual(['now', 'later']);
  });
});
