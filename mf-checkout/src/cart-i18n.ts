import { registerTranslations, registerLaterTranslations, type SpanishTexts } from 'shared-contracts';

/** The cart in progress's delivery and take-away texts. */
export const CART_NS = 'checkout-cart';

/** Where the cart texts name a branch: a `sucursal` (Mexico, El Salvador, Panama). */
const SUCURSAL = {
  'closed.delivery_inactive':
    'El domicilio no está activo en esta sucursal en este momento. Puedes pedir para llevar.',
  noKind: 'Esta sucursal no recibe pedidos a domicilio ni para llevar.',
  'api.delivery_inactive': 'El domicilio no está activo en esta sucursal.',
  'api.take_away_unavailable': 'Esta sucursal no recibe pedidos para llevar.',
  'api.schedule_unavailable': 'Esta sucursal no entrega a esa fecha y hora. Elige otra.',
  'api.outside_opening_hours': 'La sucursal está cerrada a esta hora: abre el {{day}} a las {{hour}}.',
  movedToPlace:
    'Tu dirección está en la zona de {{to}}: tu pedido pasó de {{from}} a {{to}}, que es la sucursal que te lo lleva.',
  moving: 'Pasando tu pedido a la sucursal que entrega en tu dirección…',
};
/** A `local` (Chile, Peru). */
const LOCAL = {
  'closed.delivery_inactive':
    'El domicilio no está activo en este local en este momento. Puedes pedir para llevar.',
  noKind: 'Este local no recibe pedidos a domicilio ni para llevar.',
  'api.delivery_inactive': 'El domicilio no está activo en este local.',
  'api.take_away_unavailable': 'Este local no recibe pedidos para llevar.',
  'api.schedule_unavailable': 'Este local no entrega a esa fecha y hora. Elige otra.',
  'api.outside_opening_hours': 'El local está cerrado a esta hora: abre el {{day}} a las {{hour}}.',
  movedToPlace:
    'Tu dirección está en la zona de {{to}}: tu pedido pasó de {{from}} a {{to}}, que es el local que te lo lleva.',
  moving: 'Pasando tu pedido al local que entrega en tu dirección…',
};

export const CART_TEXTS: SpanishTexts = {
  es: {
    'closed.business_closed': 'El negocio está cerrado en este momento.',
    'closed.kitchen_closed': 'La cocina está cerrada en este momento. Puedes programar tu pedido.',
    'closed.delivery_inactive':
      'El domicilio no está activo en esta sede en este momento. Puedes pedir para llevar.',
    'api.business_closed': 'El negocio está cerrado en este momento.',
    'api.kitchen_closed': 'La cocina está cerrada en este momento. Puedes programar tu pedido.',
    'api.outside_opening_hours': 'La sede está cerrada a esta hora: abre el {{day}} a las {{hour}}.',
    kindLegend: '¿Cómo quieres recibir tu pedido?',
    'kind.delivery': 'Domicilio',
    'kind.schedule': 'Programar pedido',
    scheduleInstead: 'Programar mi pedido para cuando abra',
    'kind.take_away': 'Para llevar',
    noKind: 'Esta sede no recibe pedidos a domicilio ni para llevar.',
    needsPlace: 'Elige la dirección de entrega para ver el costo del domicilio.',
    choosePlace: 'Elegir mi dirección',
    changeAddress: 'Cambiar dirección',
    zone: 'Zona de entrega: {{zone}}',
    address: 'Dirección de entrega',
    reference: 'Punto de referencia',
    date: 'Fecha de entrega',
    hour: 'Hora de entrega',
    chooseDate: 'Elige una fecha',
    chooseHour: 'Elige una hora',
    noDays: 'No hay fechas disponibles para programar.',
    comment: 'Comentario para la cocina (opcional)',
    cutlery: 'Incluir cubiertos',
    packed: 'Empacar para llevar',
    deliveryFee: 'Domicilio',
    minimum: 'Pedido mínimo',
    belowMinimum: 'El valor mínimo de compra es {{amount}}',
    belowMinimumMissing: 'Agrega {{amount}} más para continuar.',
    movedToPlace:
      'Tu dirección está en la zona de {{to}}: tu pedido pasó de {{from}} a {{to}}, que es la sede que te lo lleva.',
    movedDropped: '{{to}} no tiene estos productos y los quitamos: {{products}}.',
    moving: 'Pasando tu pedido a la sede que entrega en tu dirección…',
    placing: 'Enviando tu pedido…',
    'error.fullAddress': 'Necesitamos la dirección completa.',
    'error.reference': 'Necesitamos una referencia adicional.',
    'error.date': 'Elige la fecha de entrega.',
    'error.hour': 'Elige la hora de entrega.',
    'error.tooLong': 'Puede tener hasta {{max}} caracteres.',
    'api.below_minimum_order': 'El valor mínimo de compra es {{amount}}',
    'api.no_coverage': 'No tenemos cobertura en la zona de esa dirección.',
    'coverage.addAddress': 'Agregar nueva dirección',
    'coverage.withoutGps': 'Continuar sin GPS',
    'api.delivery_inactive': 'El domicilio no está activo en esta sede.',
    'api.take_away_unavailable': 'Esta sede no recibe pedidos para llevar.',
    'api.schedule_unavailable': 'Esta sede no entrega a esa fecha y hora. Elige otra.',
    'api.schedule_in_past': 'Esa hora ya pasó o es muy pronto para la cocina. Elige otra.',
    'api.product_unavailable':
      '{{label}} ya no está disponible y lo quitamos de tu pedido. Revisa el total y vuelve a tocar Continuar.',
    'api.price_changed':
      'El precio de {{label}} cambió a {{price}} y ya lo ves así. Revisa el total y vuelve a tocar Continuar.',
    'api.out_of_stock': 'La cantidad seleccionada no está disponible; prueba con máximo {{max}}.',
    'api.generic': 'Error procesando tu pedido, inténtalo de nuevo.',
  },
  // Country wording: only the keys a country says differently; the rest is `es`.
  'es-MX': SUCURSAL,
  'es-SV': SUCURSAL,
  'es-PA': SUCURSAL,
  'es-CL': LOCAL,
  'es-PE': LOCAL,
};

registerTranslations(CART_NS, CART_TEXTS);
await registerLaterTranslations(CART_NS, async () => (await import('./i18n-others.ts')).CART_OTHERS);

/** The keys of `api.*` this namespace explains; any other refusal is the generic one. */
export const CART_API_ERRORS = new Set([
  'below_minimum_order',
  'no_coverage',
  'delivery_inactive',
  'take_away_unavailable',
  'schedule_unavailable',
  'schedule_in_past',
  'product_unavailable',
  'price_changed',
  'out_of_stock',
  'business_closed',
  'kitchen_closed',
  'outside_opening_hours',
]);
