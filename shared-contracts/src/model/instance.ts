import { createEvent, createStore } from 'effector';
import type { InstanceConfig } from '../schemas/instance.ts';
import type { Supplier } from '../schemas/supplier.ts';

// A store with a `sid` travels in the server-rendered page (`serialize` → `fork({ values })`); see
// docs/architecture.md "Server rendering".

export const instanceLoaded = createEvent<InstanceConfig>();
export const $instance = createStore<InstanceConfig | null>(null, { sid: 'contracts/instance' }).on(
  instanceLoaded,
  (_, config) => config,
);

export const supplierLoaded = createEvent<Supplier>();
export const supplierCleared = createEvent();
export const $supplier = createStore<Supplier | null>(null, { sid: 'contracts/supplier' })
  .on(supplierLoaded, (_, supplier) => supplier)
  .reset(supplierCleared);

/** The country phones and documents are read in before the instance config has loaded. */
export const DEFAULT_COUNTRY_CODE = 'CO';

/** The instance's country (ISO 3166 alpha-2), the default one before its config has loaded. */
export const countryCodeOf = (instance: Pick<InstanceConfig, 'country_code'> | null): string =>
  instance?.country_code ?? DEFAULT_COUNTRY_CODE;

/** The instance's country, for phone numbers and documents. */
export const $countryCode = $instance.map(countryCodeOf);
