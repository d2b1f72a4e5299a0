import type { Lang } from '../schemas/common.ts';

/** The services' default names, shown where an operator set no label of their own; the cart's move between branches. */
export const serviceMessages: Record<Lang, Record<string, string>> = {
  es: {
    'service.delivery': 'Domicilio',
    'service.take_away': 'Para llevar',
    'service.on_table': 'En mesa',
    'service.room': 'En habitación',
    'service.book': 'Reservar',
    'service.schedule': 'Programar pedido',
    'cart.movedDropped': 'Tu carrito pasó a esta sede. Estos productos no se venden aquí y los quitamos:',
  },
  en: {
    'service.delivery': 'Delivery',
    'service.take_away': 'Take-away',
    'service.on_table': 'At the table',
    'service.room': 'Room service',
    'service.book': 'Book a table',
    'service.schedule': 'Schedule an order',
    'cart.movedDropped': 'Your cart moved to this branch. These products are not sold here and were removed:',
  },
  pt: {
    'service.delivery': 'Entrega',
    'service.take_away': 'Para viagem',
    'service.on_table': 'Na mesa',
    'service.room': 'No quarto',
    'service.book': 'Reservar',
    'service.schedule': 'Agendar pedido',
    'cart.movedDropped':
      'Seu carrinho passou para esta unidade. Estes produtos não são vendidos aqui e foram removidos:',
  },
};
