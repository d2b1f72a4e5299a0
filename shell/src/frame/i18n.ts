import { registerTranslations, type NamespaceTexts } from 'shared-contracts';
import { DINER_TEXTS } from './diner-texts.ts';
import { FRAME_TEXTS } from './frame-texts.ts';

export const SHELL_NS = 'shell';

/** The provider's public pages linked from the inactive-site page. */
export const PROVIDER_LINKS = {
  restaurants: 'https://mesa.example/restaurantes',
  signup: 'https://mesa.example/registro',
} as const;

/** Where the shell's texts name a branch: a `sucursal` (Mexico, El Salvador, Panama). */
const SUCURSAL = {
  branchNotFoundTitle: 'No encontramos esta sucursal',
  branchNotFoundBody:
    'La dirección que abriste no corresponde a ninguna de nuestras sucursales. Elige una desde el inicio.',
};
/** A `local` (Chile, Peru). */
const LOCAL = {
  branchNotFoundTitle: 'No encontramos este local',
  branchNotFoundBody:
    'La dirección que abriste no corresponde a ninguno de nuestros locales. Elige uno desde el inicio.',
};

/** The shell's page texts (the frame's and the diner's are in frame-texts.ts and diner-texts.ts). */
export const SHELL_TEXTS: NamespaceTexts = {
  es: {
    loading: 'Cargando…',
    home: 'Inicio de {{name}}',
    cart_one: 'Carrito, {{count}} producto',
    cart_other: 'Carrito, {{count}} productos',
    skipToContent: 'Saltar al contenido',
    inactiveTitle: 'Este sitio no está activo',
    inactiveBody: 'Este restaurante no está recibiendo pedidos en línea por ahora.',
    inactiveOthers: 'Ver otros restaurantes',
    inactiveSignup: '¿Tienes un restaurante? Crea tu menú digital',
    notAvailableTitle: 'No disponible aquí',
    notAvailableBody: 'Esta sección no está disponible en este sitio.',
    'remote.landing': 'La página de inicio no está disponible en este sitio.',
    'remote.menu': 'El menú no está disponible en este sitio.',
    'remote.checkout': 'El carrito y el pago no están disponibles en este sitio.',
    'remote.booking': 'Las reservas no están disponibles en este sitio.',
    'remote.delivery': 'El domicilio no está disponible en este sitio.',
    'remote.staff': 'La consola del personal no está disponible en este sitio.',
    backHome: 'Volver al inicio',
    retryTitle: 'No pudimos cargar esta sección',
    retryBody: 'Revisa tu conexión e inténtalo de nuevo. El resto del sitio sigue funcionando.',
    retry: 'Reintentar',
    updateTitle: 'Esta parte del sitio necesita una actualización',
    updateBody: 'Estamos actualizando esta sección. Vuelve a intentarlo en unos minutos.',
    notFoundTitle: 'Página no encontrada',
    branchNotFoundTitle: 'No encontramos esta sede',
    branchNotFoundBody:
      'La dirección que abriste no corresponde a ninguna de nuestras sedes. Elige una desde el inicio.',
    notFoundBody: 'La dirección que abriste no existe.',
    offline:
      'Sin conexión. Ves lo que este dispositivo guardó en tu última visita; lo que no habías abierto se cargará cuando vuelvas a tener conexión.',
  },
  en: {
    loading: 'Loading…',
    home: '{{name}} home',
    cart_one: 'Cart, {{count}} item',
    cart_other: 'Cart, {{count}} items',
    skipToContent: 'Skip to content',
    inactiveTitle: 'This site is not active',
    inactiveBody: 'This restaurant is not taking online orders right now.',
    inactiveOthers: 'See other restaurants',
    inactiveSignup: 'Own a restaurant? Create your digital menu',
    notAvailableTitle: 'Not available here',
    notAvailableBody: 'This section is not available on this site.',
    'remote.landing': 'The home page is not available on this site.',
    'remote.menu': 'The menu is not available on this site.',
    'remote.checkout': 'Cart and payment are not available on this site.',
    'remote.booking': 'Booking is not available on this site.',
    'remote.delivery': 'Delivery is not available on this site.',
    'remote.staff': 'The staff console is not available on this site.',
    backHome: 'Back to home',
    retryTitle: 'We could not load this section',
    retryBody: 'Check your connection and try again. The rest of the site keeps working.',
    retry: 'Retry',
    updateTitle: 'This part of the site needs an update',
    updateBody: 'We are updating this section. Please try again in a few minutes.',
    notFoundTitle: 'Page not found',
    branchNotFoundTitle: 'We could not find this branch',
    branchNotFoundBody:
      'The address you opened does not match any of our branches. Pick one from the home page.',
    notFoundBody: 'The address you opened does not exist.',
    offline:
      'You are offline. You are seeing what this device kept from your last visit; anything you had not opened will load once you are back online.',
  },
  pt: {
    loading: 'Carregando…',
    home: 'Início de {{name}}',
    cart_one: 'Carrinho, {{count}} item',
    cart_other: 'Carrinho, {{count}} itens',
    skipToContent: 'Pular para o conteúdo',
    inactiveTitle: 'Este site não está ativo',
    inactiveBody: 'Este restaurante não está recebendo pedidos on-line no momento.',
    inactiveOthers: 'Ver outros restaurantes',
    inactiveSignup: 'Tem um restaurante? Crie seu cardápio digital',
    notAvailableTitle: 'Não disponível aqui',
    notAvailableBody: 'Esta seção não está disponível neste site.',
    'remote.landing': 'A página inicial não está disponível neste site.',
    'remote.menu': 'O cardápio não está disponível neste site.',
    'remote.checkout': 'O carrinho e o pagamento não estão disponíveis neste site.',
    'remote.booking': 'As reservas não estão disponíveis neste site.',
    'remote.delivery': 'A entrega não está disponível neste site.',
    'remote.staff': 'O console da equipe não está disponível neste site.',
    backHome: 'Voltar ao início',
    retryTitle: 'Não conseguimos carregar esta seção',
    retryBody: 'Verifique sua conexão e tente novamente. O resto do site continua funcionando.',
    retry: 'Tentar novamente',
    updateTitle: 'Esta parte do site precisa de uma atualização',
    updateBody: 'Estamos atualizando esta seção. Tente novamente em alguns minutos.',
    notFoundTitle: 'Página não encontrada',
    branchNotFoundTitle: 'Não encontramos esta unidade',
    branchNotFoundBody:
      'O endereço que você abriu não corresponde a nenhuma das nossas unidades. Escolha uma na página inicial.',
    notFoundBody: 'O endereço que você abriu não existe.',
    offline:
      'Você está sem conexão. Você vê o que este dispositivo guardou da sua última visita; o que você não tinha aberto carregará quando a conexão voltar.',
  },
  // Country wording: only the keys a country says differently; the rest is `es`.
  'es-MX': SUCURSAL,
  'es-SV': SUCURSAL,
  'es-PA': SUCURSAL,
  'es-CL': {
    ...LOCAL,
    cart_one: 'Carro, {{count}} producto',
    cart_other: 'Carro, {{count}} productos',
    'remote.checkout': 'El carro y el pago no están disponibles en este sitio.',
  },
  'es-PE': LOCAL,
};

export function registerShellTranslations(): void {
  registerTranslations(SHELL_NS, SHELL_TEXTS);
  registerTranslations(SHELL_NS, FRAME_TEXTS);
  registerTranslations(SHELL_NS, DINER_TEXTS);
}
