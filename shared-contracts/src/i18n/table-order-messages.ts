/**
 * The API's table-order error codes (`errors.<code>`) and the order's error messages, in the
 * `common` namespace. `out_of_stock` takes `{{max}}` from the error's `details.max_quantity`;
 * `order.some_unavailable` the removed products' `{{names}}`.
 */
export const tableOrderMessages: { es: Record<string, string> } = {
  es: {
    // A line's status on the table's order and on MyOrder (mf-menu and mf-checkout).
    'lineStatus.pending': 'Por enviar',
    'lineStatus.ordered': 'En preparación',
    'lineStatus.prepared': 'Preparado',
    'lineStatus.delivered': 'Entregado',
    'errors.business_closed': 'El negocio está cerrado en este momento: no recibe pedidos nuevos.',
    'errors.kitchen_closed': 'La cocina está cerrada en este momento: no recibe pedidos nuevos.',
    'errors.outside_opening_hours': 'La sede está cerrada a esta hora: pide dentro de su horario.',
    'opening.closedNow': 'Cerrada ahora: abre el {{day}} a las {{hour}}',
    'opening.closed': 'Cerrada ahora',
    'errors.instance_locked': 'Este sitio no está activo.',
    'errors.table_not_found': 'No identificamos tu mesa o habitación. Escanea el código QR.',
    'errors.on_table_unavailable': 'Pedir en la mesa no está disponible en este momento.',
    'errors.room_service_unavailable': 'El servicio a la habitación no está disponible en este momento.',
    'errors.purchase_not_found': 'No encontramos tu pedido. Escanea el código QR de la mesa.',
    'errors.purchase_closed': 'Esta cuenta ya se cerró. Para pedir algo más, empieza una cuenta nueva.',
    'errors.not_your_purchase': 'Este pedido es de otra mesa. Escanea el código QR de tu mesa.',
    'errors.not_your_item': 'Solo quien agregó este producto puede cambiarlo.',
    'errors.item_not_found': 'Ese producto ya no está en el pedido.',
    'errors.item_already_ordered': 'Este producto ya se envió a la cocina.',
    'errors.product_not_found': 'Este producto no está en el menú de esta sede.',
    'errors.product_unavailable': 'Este producto no está disponible en este momento.',
    'errors.out_of_stock': 'La cantidad seleccionada no está disponible, intenta con máximo {{max}}.',
    'errors.invalid_options': 'Revisa las opciones del producto.',
    'errors.age_check_required': 'Confirma tu edad para agregar bebidas con alcohol.',
    'errors.under_age': 'Las bebidas con alcohol solo se venden a mayores de edad.',
    'errors.invalid_birthday': 'Escribe una fecha de nacimiento válida.',
    'errors.age_not_confirmed': 'Confirma que eres mayor de edad.',
    'errors.cook_not_available': 'Muestra tu lista al mesero para pedir.',
    'errors.nothing_to_cook': 'No hay productos pendientes por enviar.',
    'errors.call_waiter_unavailable': 'Llamar al mesero no está disponible aquí.',
    'errors.nothing_to_receive': 'No hay productos listos por recibir.',
    'errors.payment_required': 'Paga el pedido primero: va a la cocina cuando esté pagado.',
    'errors.order_placed': 'Este pedido ya se hizo completo: cambia el carrito y hazlo de nuevo.',
    'errors.manual_payment_unavailable': 'En esta sede se paga el pedido de la mesa, no un valor aparte.',
    'errors.manual_payment_locked': 'Ya hay un pago en curso por este valor: no se puede cambiar.',
    'errors.manual_amount_missing': 'Escribe primero el monto de la cuenta que te trajo el mesero.',
    'errors.not_manual_payment': 'Este es el pedido de una mesa: lo que pagas son sus productos.',
    'errors.manual_payment_has_no_lines': 'Un pago manual es un valor, no lleva productos.',
    'errors.bill_below_paid':
      'Ya se pagó parte de esta cuenta: este cambio la dejaría por debajo de lo pagado.',
    'errors.item_already_paid': 'Este producto ya está pago: no se puede cambiar.',
    'order.process_failed':
      'Error al procesar tu pedido, inténtalo de nuevo. Si el error persiste llama al mesero.',
    'order.modify_failed': 'Error al modificar el producto. Por favor inténtalo de nuevo.',
    'order.delete_failed': 'Error al eliminar el producto. Por favor inténtalo de nuevo.',
    'order.some_unavailable':
      'Algunos de tus productos no están disponibles y los retiramos de tu pedido: {{names}}.',
    'order.fetch_failed': 'Ocurrió un error al consultar tu pedido.',
    'order.not_yours':
      'Este pedido se hizo desde otro teléfono o navegador: ábrelo desde ahí. Si estás en una mesa, escanea su código QR.',
  },
};
