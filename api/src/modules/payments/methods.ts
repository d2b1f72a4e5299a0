import type { PaymentMethod, PaymentMethodOption, Service } from 'shared-contracts/schemas';

/** Methods the staff confirm by hand; the provider never sees them. */
export const OFFLINE_METHODS: ReadonlySet<PaymentMethod> = new Set(['cash', 'card_reader', 'bank_transfer']);

/**
 * Methods a delivery or take-away order pays when it is handed over (cash, the card reader at the door or
 * the counter): its kitchen cannot wait for that payment, so the order is cooked once they cover it.
 */
export const AT_HANDOVER_METHODS: ReadonlySet<PaymentMethod> = new Set(['cash', 'card_reader']);

/** Colombian methods: PSE (bank transfer) and Nequi (wallet) exist only there. */
const COLOMBIA_ONLY: ReadonlySet<PaymentMethod> = new Set(['pse', 'nequi']);

/**
 * The methods a branch offers for a service: its own list, online ones only where it has online payment
 * (`has_cluvi_pay`), PSE and Nequi only in Colombia, the card reader only where a waiter can bring it
 * (on the table or at the counter).
 */
export function offeredMethods(
  supplier: { paymentMethods: PaymentMethod[]; hasCluviPay: boolean },
  countryCode: string,
  service: Service | undefined,
): PaymentMethodOption[] {
  return supplier.paymentMethods
    .filter((method) => OFFLINE_METHODS.has(method) || supplier.hasCluviPay)
    .filter((method) => !COLOMBIA_ONLY.has(method) || countryCode.toUpperCase() === 'CO')
    .filter(
      (method) =>
        method !== 'card_reader' ||
        service === undefined ||
        service === 'on_table' ||
        service === 'take_away',
    )
    .map((method) => ({ method, online: !OFFLINE_METHODS.has(method) }));
}
