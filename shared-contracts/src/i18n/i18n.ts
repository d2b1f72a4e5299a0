import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGS, type Lang } from '../schemas/common.ts';
import type { InstanceConfig } from '../schemas/instance.ts';

export const i18n = i18next.createInstance();
i18n.use(initReactI18next);

const isLang = (value: unknown): value is Lang =>
  typeof value === 'string' && (LANGS as readonly string[]).includes(value);

/** The diner's saved language when the instance offers it, else the instance's, else Spanish (SPEC section 9). */
export function pickLanguage(saved: Lang | null, config: Pick<InstanceConfig, 'language' | 'langs'>): Lang {
  if (saved && config.langs.includes(saved)) return saved;
  return isLang(config.language) ? config.language : 'es';
}

/** Only the instance's languages (with its own, Spanish by default), in switcher order: es, en, pt. */
export function languageChoices(config: Pick<InstanceConfig, 'language' | 'langs'>): Lang[] {
  const own = pickLanguage(null, config);
  return LANGS.filter((lang) => lang === own || config.langs.includes(lang));
}

// Initialised at import with no texts, so remotes can register their namespaces in any order.
void i18n.init({
  lng: 'es',
  fallbackLng: 'es',
  supportedLngs: [...LANGS],
  ns: ['common'],
  defaultNS: 'common',
  resources: {},
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** Registers a namespace's texts in every language; each remote calls it for its own namespace. */
export function registerTranslations(ns: string, resources: Record<Lang, Record<string, string>>): void {
  for (const lang of LANGS) i18n.addResourceBundle(lang, ns, resources[lang], true, true);
}
