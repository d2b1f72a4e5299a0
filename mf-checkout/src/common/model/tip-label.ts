import type { PaymentMethodsResponse } from 'shared-contracts';

/**
 * The tip's name: the service-fee label where the instance's flag asks for it, called
 * 'Propina' in Mexico; a voluntary tip elsewhere. A key of the payment namespace.
 */
export function tipLabelKey(
  methods: Pick<PaymentMethodsResponse, 'service_fee_label'> | null,
  countryCode: string,
): 'tip' | 'serviceFee' | 'tipMx' {
  if (!methods?.service_fee_label) return 'tip';
  return countryCode === 'MX' ? 'tipMx' : 'serviceFee';
}
