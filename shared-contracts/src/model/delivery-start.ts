import { createApiFx } from '../api/api-effect.ts';
import { api } from '../api/endpoints.ts';
import type { City } from '../schemas/cities.ts';
import type { SupplierSummary } from '../schemas/supplier.ts';

/** GET the instance's delivery cities (only the branches that deliver). */
export const loadCitiesFx = createApiFx((customerId: number, headers) =>
  api.searchCities(customerId, headers),
);

/** The branches a delivery or scheduled-delivery order can go to, as the city lookup counts them. */
export const deliveringBranches = (suppliers: readonly SupplierSummary[]): SupplierSummary[] =>
  suppliers.filter((branch) => branch.service_delivery || branch.service_schedule);

export type CityDestination =
  { kind: 'branch'; slug: string } | { kind: 'choose'; cities: City[] } | { kind: 'none' };

/**
 * Where the delivery cities lead: one city opens the Home of its (first) delivering
 * branch; several are offered to the diner; none leads nowhere.
 */
export function cityDestination(cities: readonly City[]): CityDestination {
  const [only] = cities;
  if (cities.length > 1) return { kind: 'choose', cities: [...cities] };
  const slug = only?.suppliers[0];
  return slug === undefined ? { kind: 'none' } : { kind: 'branch', slug };
}
