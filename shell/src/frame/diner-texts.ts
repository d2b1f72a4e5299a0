import type { SpanishTexts } from 'shared-contracts';

/** The shell's texts for the diner's identity and measurement: messages, reload offer, cookie manager, phone code. */
export const DINER_TEXTS: SpanishTexts = {
  es: {
    'messages.title': 'Mensajes',
    'messages.orderSent_one': 'Enviamos {{count}} producto a la cocina.',
    'messages.orderSent_other': 'Enviamos {{count}} productos a la cocina.',
    'messages.orderPrepared_one': '¡Tu pedido está listo! ({{count}} producto)',
    'messages.orderPrepared_other': '¡Tu pedido está listo! ({{count}} productos)',
    'messages.orderPartlyPrepared_one': '¡Parte de tu pedido está lista! ({{count}} producto)',
    'messages.orderPartlyPrepared_other': '¡Parte de tu pedido está lista! ({{count}} productos)',
    'messages.orderDelivered_one': 'Te entregamos {{count}} producto.',
    'messages.orderDelivered_other': 'Te entregamos {{count}} productos.',
    'messages.waiterComing': 'El mesero va en camino.',
    'messages.tableClosed': 'La cuenta de la mesa quedó cerrada.',
    'messages.tableClosedPaid': 'La cuenta de la mesa quedó cerrada. ¡Gracias!',
    'messages.tableClosedDue':
      'El personal cerró la cuenta de la mesa con {{amount}} sin pagar en la app. Si te falta pagar, arréglalo con el personal.',
    'messages.paymentApproved': 'Tu pago fue aprobado.',
    'messages.paymentDeclined': 'Tu pago fue rechazado. Prueba con otro medio de pago.',
    'messages.paymentPending': 'Tu pago está pendiente de aprobación.',
    'messages.showAll': 'Ver mensajes ({{count}})',
    'messages.hide': 'Ocultar mensajes',
    'messages.clear': 'Borrar mensajes',
    'reload.script': 'Una parte de la página no se pudo cargar.',
    'reload.style': 'El diseño de la página no se pudo cargar.',
    'reload.body': 'Recarga la página para seguir. Tu carrito se conserva.',
    'reload.action': 'Recargar la página',
    'reload.dismiss': 'Ahora no',
    cookieManager: 'Gestor de cookies',
  },
  // Country wording: only the keys a country says differently; the rest is `es`.
  'es-CL': {
    'messages.waiterComing': 'El garzón va en camino.',
    'reload.body': 'Recarga la página para seguir. Tu carro se conserva.',
  },
  'es-PE': { 'messages.waiterComing': 'El mozo va en camino.' },
};
