import { registerTranslations, registerLaterTranslations } from 'shared-contracts';

/**
 * The words of a delivery or take-away order after it is placed (its place, its time, where to pick it up)
 * and of paying it: one diner's order, not a table's bill.
 */
export const DELIVERY_NS = 'checkout-delivery';

registerTranslations(DELIVERY_NS, {
  es: {
    title: 'Pagar tu pedido',
    paid: 'Tu pedido está pagado. ¡Gracias!',
    due: 'Total del pedido',
    follow: 'Seguir mi pedido',
    payOrder: 'Pagar mi pedido',
    'awaiting.delivery': 'Pagas {{amount}} al recibir tu pedido; quien lo entrega confirma tu pago.',
    'awaiting.take_away': 'Pagas {{amount}} al recoger tu pedido; en la sede confirman tu pago.',
    'awaiting.bank_transfer': 'La sede confirmará tu transferencia de {{amount}}.',
    changeContact: 'Cambiar mis datos',
    documentOf: '{{type}} {{number}}',
    summary: 'Tu entrega',
    deliverTo: 'Entrega en',
    reference: 'Referencia: {{reference}}',
    pickupAt: 'Recoges en',
    when: 'Para',
    whenScheduled: '{{date}} a las {{hour}}',
    asap: 'Lo antes posible',
    edit: 'Cambiar mi pedido',
  },
});
await registerLaterTranslations(DELIVERY_NS, async () => (await import('./i18n-others.ts')).DELIVERY_OTHERS);
