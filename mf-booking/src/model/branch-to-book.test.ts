import { fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $instance } from 'shared-contracts';
import { makeInstanceConfig, makeSupplierSummary } from 'shared-contracts/testing';
import { $bookableBranches } from './branch-to-book.ts';

describe('branches to book', () => {
  it('lists only the branches that take bookings, in order', () => {
    const config = makeInstanceConfig({
      suppliers: [
        makeSupplierSummary({ id: 1, slug: 'a', service_book: true }),
        makeSupplierSummary({ id: 2, slug: 'b', service_book: false }),
        makeSupplierSummary({ id: 3, slug: 'c', service_book: true }),
      ],
    });
    const scope = fork({ values: [[$instance, config]] });
    expect(scope.getState($bookableBranches)?.map((branch) => branch.slug)).toEqual(['a', 'c']);
    expect(fork().getState($bookableBranches)).toBeNull();
  });
});
