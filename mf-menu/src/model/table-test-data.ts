import type { ProductOption, TableInit, TablePurchase } from 'shared-contracts';
import { makeProfile, makeTablePurchase as makeSharedTablePurchase } from 'shared-contracts/testing';

/** Test data shared by the on-table model tests (a checkout-class table M03 of branch 3, diner Ana). */
export const tableRules = {
  on_table_class: 'checkout' as const,
  payment_required: false,
  send_to_prepare_required: true,
  list_only: false,
  can_call_waiter: true,
};
export const tableInit: TableInit = {
  supplier_id: 3,
  table: { code: 'M03', kind: 'table' },
  service: 'on_table',
  subservice: null,
  rules: tableRules,
  shared_access: true,
  purchase_id: null,
  closed: null,
};
/** The shared test purchase, as purchase 40 of branch 3 (the ids these tests read). */
export const makeTablePurchase = (overrides: Partial<TablePurchase> = {}): TablePurchase => ({
  ...makeSharedTablePurchase(1),
  id: 40,
  supplier_id: 3,
  rate_token: 'rate-token-40',
  ...overrides,
});
export const dinerProfile = makeProfile({ id: 9, domain: 'x' });

/** The churrasco's option groups (as in la-brasa's menu): a required one-choice group and paid extras. */
export const termino: ProductOption = {
  slug: 'termino',
  label: 'Término',
  required: true,
  min: 1,
  max: 1,
  choices: [
    { slug: 'medio', label: 'Medio', price: 0 },
    { slug: 'bien', label: 'Bien asado', price: 0 },
  ],
};
export const adiciones: ProductOption = {
  slug: 'adiciones',
  label: 'Adiciones',
  required: false,
  min: 0,
  max: 2,
  choices: [
    { slug: 'chorizo', label: 'Chorizo', price: 6000 },
    { slug: 'huevo', label: 'Huevo', price: 3000 },
    { slug: 'aguacate', label: 'Aguacate', price: 4000 },
  ],
};
