import { browserTurn } from './browser-turn.ts';
import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { registerCommonTranslations } from '../i18n/common-messages.ts';
import { i18n, loadTexts, pickLanguage, wordingLocale } from '../i18n/i18n.ts';
import type { Lang } from '../schemas/common.ts';
import type { InstanceConfig } from '../schemas/instance.ts';

// The first evaluation gives the browser a turn here (see browser-turn.ts).
await browserTurn();

/** The diner's chosen language; null until they choose (the instance's language applies then). */
export const languageSaved = createEvent<Lang>();
export const $savedLang = createStore<Lang | null>(null).on(languageSaved, (_, lang) => lang);

/** The browser's languages (`navigator.languages`), read once by the boot: a first visit honours them. */
export const browserLanguagesRead = createEvent<readonly string[]>();
export const $browserLangs = createStore<readonly string[]>([]).on(browserLanguagesRead, (_, langs) => langs);

/** The language in use on this page. */
export const languageApplied = createEvent<Lang>();
export const $lang = createStore<Lang>('es', { sid: 'contracts/lang' }).on(
  languageApplied,
  (_, lang) => lang,
);

type LanguageConfig = Pick<InstanceConfig, 'language' | 'langs' | 'country_code'>;

const applyLanguageFx = createEffect(
  async ({
    saved,
    preferred,
    config,
  }: {
    saved: Lang | null;
    preferred: readonly string[];
    config: LanguageConfig;
  }) => {
    const lang = pickLanguage(saved, config, preferred);
    registerCommonTranslations();
    const locale = wordingLocale(lang, config.country_code);
    // English and Portuguese come in a chunk of their own. Offline without it, the page stays in the
    // language it has (i18next shows Spanish for what is missing) rather than failing.
    await loadTexts(locale).catch((error: unknown) => console.error('Texts not loaded for', locale, error));
    await i18n.changeLanguage(locale);
    return lang;
  },
);

/**
 * Applies the page's language from the saved choice of the scope it runs in (restore persisted state
 * first), else the browser's when the instance offers it, else the instance's; resolves with the
 * language applied.
 */
export const startLanguageFx = attach({
  source: { saved: $savedLang, preferred: $browserLangs },
  effect: applyLanguageFx,
  mapParams: (config: LanguageConfig, { saved, preferred }) => ({ saved, preferred, config }),
});
sample({ clock: startLanguageFx.doneData, target: languageApplied });

/** The diner picked another language in the switcher. */
export const languageChosen = createEvent<Lang>();

// The choice is saved and the page reloads. The reload only starts navigating once
// this synchronous run is over, after the persisted value was written.
const reloadPageFx = createEffect(() => {
  if (typeof window !== 'undefined') window.location.reload();
});
sample({ clock: languageChosen, target: [languageSaved, reloadPageFx] });
