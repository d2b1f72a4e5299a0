import { registerTranslations, registerLaterTranslations, type SpanishTexts } from 'shared-contracts';

export const ORDER_NS = 'checkout-order';

/** The diner's order screens (MyOrder, precheckout, order status): a namespace of their own. */
export const ORDER_TEXTS: SpanishTexts = {
  es: {
    'myOrder.title': 'Tu pedido',
    'myOrder.table': 'Mesa {{code}}',
    'myOrder.room': 'Habitación {{code}}',
    'myOrder.own': 'Pedido {{id}}',
    'myOrder.manual': 'Pago de tu cuenta',
    'myOrder.byYou': 'Agregado por ti',
    'myOrder.byMate': 'Agregado por otro comensal',
    'manual.label': '¿Cuánto dice la cuenta que te trajo el mesero?',
    'manual.hint': 'Escribe el total de la cuenta, sin propina: la propina la eliges al pagar.',
    'manual.save': 'Usar este monto',
    'manual.change': 'Cambiar el monto',
    'manual.required': 'Escribe el monto de tu cuenta.',
    'manual.invalid': 'Escribe un monto mayor que cero, como aparece en la cuenta.',
    'manual.failed': 'No pudimos guardar el monto. Inténtalo de nuevo.',
    'manual.amount': 'Tu cuenta: {{amount}}',
    'list.note': 'Esta es la lista que muestras al mesero; lo que pagas es la cuenta que él te trae.',
    'list.pay': 'Pagar la cuenta',
    'after.status': 'Ver el estado del pedido',
    'after.orders': 'Mis pedidos',
    'after.rate': 'Califica tu experiencia',
    'myOrder.none': 'No tienes un pedido abierto en esta sede.',
    'myOrder.empty': 'Aún no hay productos en tu pedido.',
    'myOrder.lines': 'Productos',
    'myOrder.by': 'Agregado por {{name}}',
    'myOrder.pay': 'Pagar {{amount}}',
    'myOrder.nothingToPay': 'No hay nada por pagar por ahora.',
    'myOrder.paid': 'La cuenta está pagada. ¡Gracias!',
    'myOrder.orderPaid': 'Tu pedido está pagado. ¡Gracias!',
    'myOrder.closedDue':
      'El personal cerró esta cuenta con {{amount}} sin pagar en la app. Si te falta pagar, arréglalo con el personal.',
    'myOrder.backToMenu': 'Volver al menú',
    'myOrder.follow': 'Seguir mi pedido',
    'bill.items': 'Productos',
    'bill.noTip': 'Sin propina',
    'bill.noServiceFee': 'Sin cargo por servicio',
    'bill.delivery': 'Domicilio',
    'bill.coupon': 'Cupón {{code}}',
    'orderStatus.label': 'Estado del pedido',
    'orderStatus.accepted': 'Aceptado',
    'orderStatus.preparation': 'En preparación',
    'orderStatus.packed': 'Empacado',
    'orderStatus.on_the_way': 'En camino',
    'orderStatus.delivered': 'Entregado',
    'orderStatus.cancelled': 'Cancelado',
    'orderStatus.closed_account': 'Cuenta cerrada',
    'orderStatus.in_progress': 'En curso',
    'orderStatus.finished': 'Finalizado',
    'order.title': 'Estado de tu pedido',
    'order.updates': 'Esta página se actualiza sola cuando tu pedido cambia.',
    'order.unpaid':
      'Tu pago no se completó: faltan {{amount}}. Págalo para que el restaurante entregue tu pedido.',
    'order.cancelledRefund':
      'El restaurante canceló tu pedido. Te devolverá {{amount}} por el mismo medio con que pagaste.',
    'order.rate': 'Califica tu pedido',
    'order.toMyOrder': 'Ver el detalle del pedido',
    'precheckout.title': 'Antes de pagar',
    'precheckout.review': 'Revisa tu pedido',
    'precheckout.buyer': 'Tus datos para el pago',
    'precheckout.kept': 'Los guardamos en este dispositivo para tu próxima compra.',
    'precheckout.continue': 'Continuar al pago',
    'precheckout.edit': 'Cambiar el pedido',
    'precheckout.nothingToPay': 'No hay nada por pagar en este pedido.',
  },
  // Country wording: only the keys a country says differently; the rest is `es`.
  'es-MX': { 'myOrder.none': 'No tienes un pedido abierto en esta sucursal.' },
  'es-SV': { 'myOrder.none': 'No tienes un pedido abierto en esta sucursal.' },
  'es-PA': { 'myOrder.none': 'No tienes un pedido abierto en esta sucursal.' },
  'es-CL': {
    'myOrder.none': 'No tienes un pedido abierto en este local.',
    'manual.label': '¿Cuánto dice la cuenta que te trajo el garzón?',
    'list.note': 'Esta es la lista que muestras al garzón; lo que pagas es la cuenta que él te trae.',
  },
  'es-PE': {
    'myOrder.none': 'No tienes un pedido abierto en este local.',
    'manual.label': '¿Cuánto dice la cuenta que te trajo el mozo?',
    'list.note': 'Esta es la lista que muestras al mozo; lo que pagas es la cuenta que él te trae.',
  },
};

registerTranslations(ORDER_NS, ORDER_TEXTS);
await registerLaterTranslations(ORDER_NS, async () => (await import('./i18n-others.ts')).ORDER_OTHERS);
