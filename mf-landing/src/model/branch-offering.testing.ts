import type { SupplierSummary } from 'shared-contracts';
import { makeSupplierSummary } from 'shared-contracts/testing';

/** A branch for the landing's tests that offers only the services given. */
export const branchOffering = (slug: string, services: Partial<SupplierSummary> = {}): SupplierSummary =>
  makeSupplierSummary({
    slug,
    label: slug,
    service_delivery: false,
    service_take_away: false,
    service_table: false,
    service_book: false,
    service_schedule: false,
    service_room: false,
    ...services,
  });
