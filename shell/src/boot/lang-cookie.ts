import { allSettled, createEffect, sample, type Scope } from 'effector';
import {
  $savedLang,
  languageSaved,
  pickLanguage,
  startLanguageFx,
  type InstanceConfig,
  type Lang,
} from 'shared-contracts';
import { LANG_COOKIE } from './ssr-payload.ts';
import { applyDocumentMeta } from './theme.ts';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The saved language also goes to a cookie, so the server renders the next page in it (no flash). */
export const writeLangCookieFx = createEffect((lang: Lang) => {
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
});

sample({ clock: languageSaved, target: writeLangCookieFx });

/**
 * After hydration, once the stored state is read: a choice saved before the cookie existed gets its
 * cookie, and the page switches to it when the server rendered another language.
 */
export async function followSavedLanguage(
  scope: Scope,
  config: InstanceConfig,
  rendered: Lang,
): Promise<void> {
  const saved = scope.getState($savedLang);
  if (saved) await allSettled(writeLangCookieFx, { scope, params: saved });
  if (pickLanguage(saved, config) === rendered) return;
  const applied = await allSettled(startLanguageFx, { scope, params: config });
  if (applied.status === 'done') applyDocumentMeta(config, applied.value);
}
