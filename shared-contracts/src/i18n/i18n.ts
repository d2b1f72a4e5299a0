import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * react-i18next reaches the apps through this package (shared once, with it), never as a shared singleton
 * of its own: a shared library is built whole (12 KB gzip), while the two names the apps use are 3 KB.
 */
export { I18nextProvider, useTranslation } from 'react-i18next';
import { LANGS, type Lang } from '../schemas/common.ts';
import type { InstanceConfig } from '../schemas/instance.ts';

export const i18n = i18next.createInstance();
i18n.use(initReactI18next);

const isLang = (value: unknown): value is Lang =>
  typeof value === 'string' && (LANGS as readonly string[]).includes(value);

/**
 * The diner's saved language when the instance offers it; on a first visit (nothing saved) the first of
 * the browser's languages (`preferred`, `en-US` counts as `en`) the instance offers; else the instance's,
 * else Spanish.
 */
export function pickLanguage(
  saved: Lang | null,
  config: Pick<InstanceConfig, 'language' | 'langs'>,
  preferred: readonly string[] = [],
): Lang {
  if (saved && config.langs.includes(saved)) return saved;
  const own = isLang(config.language) ? config.language : 'es';
  if (saved === null) {
    for (const tag of preferred) {
      const lang = tag.toLowerCase().split('-')[0];
      if (lang === own || (isLang(lang) && config.langs.includes(lang))) return lang as Lang;
    }
  }
  return own;
}

/**
 * The languages of an `Accept-Language` header (lower case, best first by their `q`; `q=0` left out), as
 * the server knows the browser's languages on a first visit.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header || header.length > 1000) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== '' && q > 0 && /^[a-z*][a-z0-9-]*$/.test(tag))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/** Countries with their own wording: `es-MX` texts override `es` ones, key by key. */
export const WORDING_COUNTRIES = ['CO', 'PE', 'CL', 'MX', 'SV', 'PA'] as const;
type WordingCountry = (typeof WORDING_COUNTRIES)[number];
export type WordingLocale = `${Lang}-${WordingCountry}`;

/**
 * The i18next language for a diner's language in an instance's country: `es-MX` in Mexico (its texts
 * fall back to `es` key by key), the bare language elsewhere.
 */
export function wordingLocale(lang: Lang, countryCode: string): Lang | WordingLocale {
  const country = countryCode.toUpperCase();
  return (WORDING_COUNTRIES as readonly string[]).includes(country)
    ? `${lang}-${country as WordingCountry}`
    : lang;
}

/** Only the instance's languages (with its own, Spanish by default), in switcher order: es, en, pt. */
export function languageChoices(config: Pick<InstanceConfig, 'language' | 'langs'>): Lang[] {
  const own = pickLanguage(null, config);
  return LANGS.filter((lang) => lang === own || config.langs.includes(lang));
}

// Initialised at import with no texts, so remotes can register their namespaces in any order.
void i18n.init({
  lng: 'es',
  // `es-MX` → `es` → Spanish (the fallback language).
  fallbackLng: 'es',
  supportedLngs: [...LANGS],
  nonExplicitSupportedLngs: true,
  ns: ['common'],
  defaultNS: 'common',
  resources: {},
  initAsync: false,
  interpolation: { escapeValue: false },
});

type Texts = Record<string, string>;
/** A namespace's texts: es, en and pt in full, and a country's own wording of some Spanish keys. */
export type NamespaceTexts = Record<Lang, Texts> & Partial<Record<WordingLocale, Texts>>;
/** The languages besides Spanish, the one every instance of the fixtures speaks first. */
export type OtherLang = Exclude<Lang, 'es'>;
/** A namespace's English and Portuguese, kept apart so a Spanish page never downloads them. */
export type OtherTexts = Record<OtherLang, Texts>;
/** A namespace's Spanish, with the countries' own wording: what a page carries from its first byte. */
export type SpanishTexts = { es: Texts } & Partial<Record<WordingLocale, Texts>>;

/**
 * Registers a namespace's texts in the languages given (all of them, or Spanish with the countries'
 * wording, `'es-MX': { … }`, when the others come later); each remote calls it for its own namespace.
 */
export function registerTranslations(
  ns: string,
  resources: Partial<Record<Lang | WordingLocale, Texts>>,
): void {
  for (const [lang, texts] of Object.entries(resources)) {
    if (texts) i18n.addResourceBundle(lang, ns, texts, true, true);
  }
}

interface LaterTexts {
  ns: string;
  load: () => Promise<OtherTexts>;
  loading: Promise<void> | null;
}
const later: LaterTexts[] = [];
/** Set once the page (or the server) asked for a language besides Spanish: texts registered then load at once. */
let othersWanted = false;

/**
 * Registers a namespace's English and Portuguese, loaded (`loadTexts`) before the page switches to one
 * of them, so a Spanish page never downloads them. A namespace registered once the page already wants
 * them (the server, or a remote loaded after an English page applied its language) loads at once: a
 * remote awaits this at the top level of its texts module, so its screen never renders in Spanish on
 * such a page. A failed load is logged and leaves those texts in Spanish; the next switch asks again.
 */
export async function registerLaterTranslations(ns: string, load: () => Promise<OtherTexts>): Promise<void> {
  if (!later.some((entry) => entry.ns === ns)) later.push({ ns, load, loading: null });
  if (othersWanted) {
    await loadTexts('en').catch((error: unknown) => console.error('Texts not loaded for', ns, error));
  }
}

/** Whether a page in `locale` (`en`, `pt-BR`, `es-MX`…) needs the texts registered for later: any but Spanish. */
export const needsLaterTexts = (locale: string): boolean => locale.split('-')[0] !== 'es';

/**
 * Loads the texts registered for later when `locale` needs them (`needsLaterTexts`); a failed load is
 * not kept, so the next switch asks again.
 */
export async function loadTexts(locale: string): Promise<void> {
  if (!needsLaterTexts(locale)) return;
  othersWanted = true;
  await Promise.all(
    later.map((entry) => {
      entry.loading ??= entry.load().then(
        (texts) => registerTranslations(entry.ns, texts),
        (error: unknown) => {
          entry.loading = null;
          throw error;
        },
      );
      return entry.loading;
    }),
  );
}
