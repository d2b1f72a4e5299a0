import { registerTranslations, type NamespaceTexts } from 'shared-contracts';

export const NS = 'staff';

export const STAFF_TEXTS: NamespaceTexts = {
  es: {
    title: 'Consola del personal',
    notFound: 'Esta pantalla no existe en la consola.',
    toConsole: 'Ir a la consola',
  },
  en: {
    title: 'Staff console',
    notFound: 'This screen does not exist in the console.',
    toConsole: 'Go to the console',
  },
  pt: {
    title: 'Console da equipe',
    notFound: 'Esta tela não existe no console.',
    toConsole: 'Ir para o console',
  },
};

registerTranslations(NS, STAFF_TEXTS);
