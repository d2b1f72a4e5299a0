import type { OtherTexts } from './i18n.ts';

/** The English and Portuguese of `service-messages.ts` (loaded with the page's language: `loadTexts`). */
export const serviceOthers: OtherTexts = {
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
