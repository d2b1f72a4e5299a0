import { registerTranslations } from 'shared-contracts';

export const NS = 'landing';

registerTranslations(NS, {
  es: {
    followUs: 'Síguenos',
    branches: 'Nuestras sedes',
    services: 'Servicios',
    language: 'Idioma',
    loading: 'Cargando…',
    unavailable: '{{label}} (no disponible)',
    opensNewTab: '{{label}} (se abre en una pestaña nueva)',
    'lang.es': 'Español',
    'lang.en': 'English',
    'lang.pt': 'Português',
  },
  en: {
    followUs: 'Follow us',
    branches: 'Our branches',
    services: 'Services',
    language: 'Language',
    loading: 'Loading…',
    unavailable: '{{label}} (not available)',
    opensNewTab: '{{label}} (opens in a new tab)',
    'lang.es': 'Español',
    'lang.en': 'English',
    'lang.pt': 'Português',
  },
  pt: {
    followUs: 'Siga-nos',
    branches: 'Nossas unidades',
    services: 'Serviços',
    language: 'Idioma',
    loading: 'Carregando…',
    unavailable: '{{label}} (indisponível)',
    opensNewTab: '{{label}} (abre em uma nova aba)',
    'lang.es': 'Español',
    'lang.en': 'English',
    'lang.pt': 'Português',
  },
});
