/** The services' default names, shown where an operator set no label of their own; the cart's move between branches. */
export const serviceMessages: { es: Record<string, string> } = {
  es: {
    'service.delivery': 'Domicilio',
    'service.take_away': 'Para llevar',
    'service.on_table': 'En mesa',
    'service.room': 'En habitación',
    'service.book': 'Reservar',
    'service.schedule': 'Programar pedido',
    'cart.movedDropped': 'Tu carrito pasó a esta sede. Estos productos no se venden aquí y los quitamos:',
  },
};
