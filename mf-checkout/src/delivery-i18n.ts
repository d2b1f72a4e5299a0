import { registerTranslations } from 'shared-contracts';

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
  en: {
    title: 'Pay your order',
    paid: 'Your order is paid. Thank you!',
    due: 'Order total',
    follow: 'Follow my order',
    payOrder: 'Pay my order',
    'awaiting.delivery':
      'You pay {{amount}} when your order arrives; whoever brings it confirms your payment.',
    'awaiting.take_away': 'You pay {{amount}} when you pick up your order; the branch confirms your payment.',
    'awaiting.bank_transfer': 'The branch will confirm your transfer of {{amount}}.',
    changeContact: 'Change my details',
    documentOf: '{{type}} {{number}}',
    summary: 'Your delivery',
    deliverTo: 'Deliver to',
    reference: 'Reference: {{reference}}',
    pickupAt: 'Pick up at',
    when: 'When',
    whenScheduled: '{{date}} at {{hour}}',
    asap: 'As soon as possible',
    edit: 'Change my order',
  },
  pt: {
    title: 'Pagar seu pedido',
    paid: 'Seu pedido está pago. Obrigado!',
    due: 'Total do pedido',
    follow: 'Acompanhar meu pedido',
    payOrder: 'Pagar meu pedido',
    'awaiting.delivery': 'Você paga {{amount}} ao receber seu pedido; quem entrega confirma seu pagamento.',
    'awaiting.take_away': 'Você paga {{amount}} ao retirar seu pedido; a unidade confirma seu pagamento.',
    'awaiting.bank_transfer': 'A unidade confirmará sua transferência de {{amount}}.',
    changeContact: 'Alterar meus dados',
    documentOf: '{{type}} {{number}}',
    summary: 'Sua entrega',
    deliverTo: 'Entregar em',
    reference: 'Referência: {{reference}}',
    pickupAt: 'Retire em',
    when: 'Quando',
    whenScheduled: '{{date}} às {{hour}}',
    asap: 'O quanto antes',
    edit: 'Alterar meu pedido',
  },
});
