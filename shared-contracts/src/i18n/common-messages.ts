import { browserTurn } from '../model/browser-turn.ts';
import { commonCountryMessages } from './country-messages.ts';
import { registerTranslations, type NamespaceTexts } from './i18n.ts';
import { productChoiceMessages } from './product-choice-messages.ts';
import { serviceMessages } from './service-messages.ts';
import { tableOrderMessages } from './table-order-messages.ts';

// The first evaluation gives the browser a turn here (see browser-turn.ts).
await browserTurn();

/** Texts every package may show: API error codes and generic states; a country's own wording of some. */
export const commonMessages: NamespaceTexts = {
  es: {
    loading: 'Cargando…',
    retry: 'Reintentar',
    close: 'Cerrar',
    'errors.network_error': 'No hay conexión. Revisa tu internet e inténtalo de nuevo.',
    'errors.not_found': 'No encontramos lo que buscas.',
    'errors.bad_request': 'Revisa los datos e inténtalo de nuevo.',
    'errors.unauthorized': 'Tu sesión expiró. Vuelve a cargar la página.',
    'errors.too_many_requests': 'Demasiados intentos seguidos. Espera un momento e inténtalo de nuevo.',
    'errors.busy':
      'Hay muchos pedidos en este momento y no se guardó nada. Inténtalo de nuevo en unos segundos.',
    'errors.generic': 'Algo salió mal. Inténtalo de nuevo.',
    ...tableOrderMessages.es,
    ...serviceMessages.es,
    ...productChoiceMessages.es,
  },
  en: {
    loading: 'Loading…',
    retry: 'Try again',
    close: 'Close',
    'errors.network_error': 'No connection. Check your internet and try again.',
    'errors.not_found': "We couldn't find what you're looking for.",
    'errors.bad_request': 'Check the details and try again.',
    'errors.unauthorized': 'Your session expired. Reload the page.',
    'errors.too_many_requests': 'Too many tries in a row. Wait a moment and try again.',
    'errors.busy': 'Lots of orders right now, so nothing was saved. Try again in a few seconds.',
    'errors.generic': 'Something went wrong. Please try again.',
    ...tableOrderMessages.en,
    ...serviceMessages.en,
    ...productChoiceMessages.en,
  },
  pt: {
    loading: 'Carregando…',
    retry: 'Tentar novamente',
    close: 'Fechar',
    'errors.network_error': 'Sem conexão. Verifique sua internet e tente novamente.',
    'errors.not_found': 'Não encontramos o que você procura.',
    'errors.bad_request': 'Verifique os dados e tente novamente.',
    'errors.unauthorized': 'Sua sessão expirou. Recarregue a página.',
    'errors.too_many_requests': 'Muitas tentativas seguidas. Aguarde um momento e tente novamente.',
    'errors.busy': 'Muitos pedidos neste momento e nada foi salvo. Tente novamente em alguns segundos.',
    'errors.generic': 'Algo deu errado. Tente novamente.',
    ...tableOrderMessages.pt,
    ...serviceMessages.pt,
    ...productChoiceMessages.pt,
  },
  ...commonCountryMessages,
};

/** The common translation key for an API error code, falling back to the generic message. */
export function errorMessageKey(code: string): string {
  const key = `errors.${code}`;
  return code !== 'generic' && key in commonMessages.es ? key : 'errors.generic';
}

/** Registers the `common` namespace (the boot does it before the first render; tests call it themselves). */
export function registerCommonTranslations(): void {
  registerTranslations('common', commonMessages);
}
