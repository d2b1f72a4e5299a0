import type { OtherTexts } from './i18n.ts';
import { productChoiceOthers } from './product-choice-others.ts';
import { serviceOthers } from './service-others.ts';
import { tableOrderOthers } from './table-order-others.ts';

/**
 * The `common` namespace in English and Portuguese: a chunk of its own, loaded before the page switches
 * to one of them (`loadTexts`), so a Spanish page never downloads it.
 */
export const commonOthers: OtherTexts = {
  en: {
    loading: 'Loading…',
    retry: 'Try again',
    close: 'Close',
    'errors.network_error': 'No connection. Check your internet and try again.',
    'errors.not_found': "We couldn't find what you're looking for.",
    'errors.bad_request': 'Check the details and try again.',
    'errors.unauthorized': 'Your session expired. Reload the page.',
    'errors.too_many_requests': 'Too many tries in a row. Wait a moment and try again.',
    'errors.too_many_requests_wait': 'Too many tries in a row. You can try again in {{wait}}.',
    'errors.busy': 'Lots of orders right now, so nothing was saved. Try again in a few seconds.',
    'errors.generic': 'Something went wrong. Please try again.',
    ...tableOrderOthers.en,
    ...serviceOthers.en,
    ...productChoiceOthers.en,
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
    'errors.too_many_requests_wait': 'Muitas tentativas seguidas. Você poderá tentar novamente em {{wait}}.',
    'errors.busy': 'Muitos pedidos neste momento e nada foi salvo. Tente novamente em alguns segundos.',
    'errors.generic': 'Algo deu errado. Tente novamente.',
    ...tableOrderOthers.pt,
    ...serviceOthers.pt,
    ...productChoiceOthers.pt,
  },
};
