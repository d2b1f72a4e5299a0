import { createEvent, createStore } from 'effector';
import type { InstanceConfig } from '../schemas/instance.ts';
import type { Supplier } from '../schemas/supplier.ts';

export const instanceLoaded = createEvent<InstanceConfig>();
export const $instance = createStore<InstanceConfig | null>(null).on(instanceLoaded, (_, config) => config);

export const supplierLoaded = createEvent<Supplier>();
export const supplierCleared = createEvent();
export const $supplier = createStore<Supplier | null>(null)
  .on(supplierLoaded, (_, supplier) => supplier)
  .reset(supplierCleared);
