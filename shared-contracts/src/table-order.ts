// `shared-contracts/table-order`: the API calls of a table's shared purchase and following it live.
// Stateless, so not in the main entry (the boot of every page does not carry them); the order and
// table stores, which must be one per scope, will live in the main entry.
export { tableOrderApi } from './api/table-order-endpoints.ts';
export { followPurchase } from './api/live-purchase.ts';
