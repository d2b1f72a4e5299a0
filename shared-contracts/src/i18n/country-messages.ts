import type { WordingLocale } from './i18n.ts';

type Texts = Record<string, string>;

/** Where the common texts name a branch: a `sucursal` (Mexico, El Salvador, Panama). */
const SUCURSAL: Texts = {
  'errors.product_not_found': 'Este producto no está en el menú de esta sucursal.',
  'errors.manual_payment_unavailable': 'En esta sucursal se paga el pedido de la mesa, no un valor aparte.',
  'cart.movedDropped': 'Tu carrito pasó a esta sucursal. Estos productos no se venden aquí y los quitamos:',
  'errors.outside_opening_hours': 'La sucursal está cerrada a esta hora: pide dentro de su horario.',
};

/** A `local` (Chile, Peru). */
const LOCAL: Texts = {
  'errors.product_not_found': 'Este producto no está en el menú de este local.',
  'errors.manual_payment_unavailable': 'En este local se paga el pedido de la mesa, no un valor aparte.',
  'cart.movedDropped': 'Tu carrito pasó a este local. Estos productos no se venden aquí y los quitamos:',
  'errors.outside_opening_hours': 'El local está cerrado a esta hora: pide dentro de su horario.',
  'opening.closedNow': 'Cerrado ahora: abre el {{day}} a las {{hour}}',
  'opening.closed': 'Cerrado ahora',
};

/** The waiter (`garzón` in Chile, `mozo` in Peru). */
const waiter = (word: string): Texts => ({
  'errors.cook_not_available': `Muestra tu lista al ${word} para pedir.`,
  'errors.call_waiter_unavailable': `Llamar al ${word} no está disponible aquí.`,
  'order.process_failed': `Error al procesar tu pedido, inténtalo de nuevo. Si el error persiste llama al ${word}.`,
  'errors.manual_amount_missing': `Escribe primero el monto de la cuenta que te trajo el ${word}.`,
});

/**
 * The common texts each country says differently, with the services' names as the
 * landing says them; every other key falls back to `es`.
 */
export const commonCountryMessages: Partial<Record<WordingLocale, Texts>> = {
  'es-MX': { ...SUCURSAL, 'service.delivery': 'Envío a domicilio' },
  'es-SV': { ...SUCURSAL, 'service.delivery': 'Servicio a domicilio' },
  'es-PA': { ...SUCURSAL, 'service.delivery': 'Servicio a domicilio' },
  'es-CL': {
    ...LOCAL,
    ...waiter('garzón'),
    'cart.movedDropped': 'Tu carro pasó a este local. Estos productos no se venden aquí y los quitamos:',
    'errors.order_placed': 'Este pedido ya se hizo completo: cambia el carro y hazlo de nuevo.',
    'service.delivery': 'Despacho a domicilio',
    'service.take_away': 'Retiro en local',
  },
  'es-PE': {
    ...LOCAL,
    ...waiter('mozo'),
    'service.delivery': 'Delivery',
    'service.take_away': 'Recojo en tienda',
  },
};
