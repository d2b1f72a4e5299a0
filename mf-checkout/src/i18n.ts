import { registerTranslations, registerLaterTranslations, type SpanishTexts } from 'shared-contracts';

export const NS = 'checkout';

/** Where the texts name a branch: a `sucursal` (Mexico, El Salvador, Panama) or a `local` (Chile, Peru). */
const SUCURSAL = {
  'orders.empty': 'Aún no tienes pedidos abiertos en esta sucursal.',
  'orders.historyEmpty': 'Aún no tienes pedidos cerrados en esta sucursal.',
};
const LOCAL = {
  'orders.empty': 'Aún no tienes pedidos abiertos en este local.',
  'orders.historyEmpty': 'Aún no tienes pedidos cerrados en este local.',
};

export const CHECKOUT_TEXTS: SpanishTexts = {
  es: {
    'orders.title': 'Mis pedidos',
    'orders.historyTitle': 'Historial de pedidos',
    'orders.empty': 'Aún no tienes pedidos abiertos en esta sede.',
    'orders.historyEmpty': 'Aún no tienes pedidos cerrados en esta sede.',
    'orders.toHistory': 'Ver el historial',
    'orders.toOpen': 'Ver los pedidos abiertos',
    'orders.summary_one': '{{count}} producto · {{total}}',
    'orders.summary_other': '{{count}} productos · {{total}}',
    'orders.open': 'Abierto',
    'orders.closed': 'Cerrado',
    'orders.pay': 'Ver la cuenta',
    'orders.backToTable': 'Volver a la mesa',
    'orders.backToRoom': 'Volver al pedido de la habitación',
    'orders.rate': 'Calificar este pedido',
    'orders.loadError': 'No pudimos cargar tus pedidos.',
    'rate.title': 'Califica tu pedido',
    'rate.question': '¿Cómo calificas tu experiencia?',
    'rate.stars': '{{count}} de 5',
    'rate.comment': 'Comentario (opcional)',
    'rate.submit': 'Enviar calificación',
    'rate.required': 'Calificación requerida',
    'rate.thanks': '¡Gracias por tu calificación!',
    'rate.already': 'Este pedido ya fue calificado. ¡Gracias!',
    'rate.alreadyOnSend':
      'Alguien ya calificó este pedido, así que tu calificación no se envió. Lo que escribiste sigue aquí por si quieres copiarlo.',
    'rate.invalid': 'Este enlace de calificación no es válido.',
    title: 'Tu pedido',
    empty: 'Tu carrito está vacío.',
    backToMenu: 'Ver el menú',
    addMore: 'Agregar más productos',
    decrease: 'Quitar uno de {{name}}',
    increase: 'Agregar uno de {{name}}',
    quantity: 'Cantidad de {{name}}',
    remove: 'Eliminar',
    removeNamed: 'Eliminar {{name}} del carrito',
    unitPrice: '{{price}} c/u',
    subtotal: 'Subtotal',
    total: 'Total',
    items_one: '{{count}} producto',
    items_other: '{{count}} productos',
    continue: 'Continuar',
    build: 'Versión {{label}}',
  },
  // Country wording: only the keys a country says differently; the rest is `es`.
  'es-MX': SUCURSAL,
  'es-SV': SUCURSAL,
  'es-PA': SUCURSAL,
  'es-CL': { ...LOCAL, empty: 'Tu carro está vacío.', removeNamed: 'Eliminar {{name}} del carro' },
  'es-PE': LOCAL,
};

registerTranslations(NS, CHECKOUT_TEXTS);
await registerLaterTranslations(NS, async () => (await import('./i18n-others.ts')).CHECKOUT_OTHERS);
