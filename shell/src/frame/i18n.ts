import { registerLaterTranslations, registerTranslations, type SpanishTexts } from 'shared-contracts';
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
export const SHELL_TEXTS: SpanishTexts = {
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
  void registerLaterTranslations(SHELL_NS, async () => (await import('./shell-others.ts')).SHELL_OTHERS);
}
