import type { ProductOption, TableInit, TablePurchase } from 'shared-contracts';

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
  purchase_id: null,
};
export const makeTablePurchase = (overrides: Partial<TablePurchase> = {}): TablePurchase => ({
  id: 40,
  supplier_id: 3,
  table: { code: 'M03', kind: 'table' },
  service: 'on_table',
  subservice: null,
  delivery: null,
  status: 'open',
  order_status: 'in_progress',
  rules: tableRules,
  comment: '',
  waiter_called: false,
  tip: null,
  items: [],
  manual_amount: null,
  total: 0,
  count_ordered: 0,
  count_pending: 0,
  version: 1,
  rate_token: 'rate-token-40',
  opened_at: '2026-11-22T19:00:00.000Z',
  ...overrides,
});
export const dinerProfile = {
  id: 9,
  token: 't',
  anonymous: true,
  domain: 'x',
  name: 'Ana',
  phone: null,
  email: null,
};

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
