import { waitWording } from '../format/wait.ts';
import { browserTurn } from '../model/browser-turn.ts';
import { commonCountryMessages } from './country-messages.ts';
import { registerLaterTranslations, registerTranslations, type SpanishTexts } from './i18n.ts';
import { productChoiceMessages } from './product-choice-messages.ts';
import { serviceMessages } from './service-messages.ts';
import { tableOrderMessages } from './table-order-messages.ts';

// The first evaluation gives the browser a turn here (see browser-turn.ts).
await browserTurn();

/** Texts every package may show: API error codes and generic states; a country's own wording of some. */
export const commonMessages: SpanishTexts = {
  es: {
    loading: 'Cargando…',
    retry: 'Reintentar',
    close: 'Cerrar',
    'errors.network_error': 'No hay conexión. Revisa tu internet e inténtalo de nuevo.',
    'errors.not_found': 'No encontramos lo que buscas.',
    'errors.bad_request': 'Revisa los datos e inténtalo de nuevo.',
    'errors.unauthorized': 'Tu sesión expiró. Vuelve a cargar la página.',
    'errors.too_many_requests': 'Demasiados intentos seguidos. Espera un momento e inténtalo de nuevo.',
    'errors.too_many_requests_wait': 'Demasiados intentos seguidos. Podrás intentarlo de nuevo en {{wait}}.',
    'errors.busy':
      'Hay muchos pedidos en este momento y no se guardó nada. Inténtalo de nuevo en unos segundos.',
    'errors.generic': 'Algo salió mal. Inténtalo de nuevo.',
    ...tableOrderMessages.es,
    ...serviceMessages.es,
    ...productChoiceMessages.es,
  },
  ...commonCountryMessages,
};

/** The common translation key for an API error code, falling back to the generic message. */
export function errorMessageKey(code: string): string {
  const key = `errors.${code}`;
  return code !== 'generic' && key in commonMessages.es ? key : 'errors.generic';
}

/**
 * A failed call's message: its `common` key and the values the text needs. `out_of_stock` names the
 * largest quantity (`details.max_quantity`); a refusal over a rate limit says how long to wait when the
 * answer said it (`details.retry_after_ms`), in `lang`'s words: a limit counted by the hour is no "moment".
 */
export function errorMessage(
  failure: { code: string; details: Readonly<Record<string, string | number>> },
  lang: string,
): [string, Record<string, string | number>] {
  const { max_quantity: max, retry_after_ms: wait } = failure.details;
  if (failure.code === 'too_many_requests' && typeof wait === 'number' && wait > 0) {
    return ['errors.too_many_requests_wait', { wait: waitWording(wait, lang) }];
  }
  return [errorMessageKey(failure.code), max === undefined ? {} : { max }];
}

/** Registers the `common` namespace (the boot does it before the first render; tests call it themselves). */
export function registerCommonTranslations(): void {
  registerTranslations('common', commonMessages);
  void registerLaterTranslations('common', async () => (await import('./common-others.ts')).commonOthers);
}
