import { allSettled, createEffect, sample, type Scope } from 'effector';
import {
  $browserLangs,
  $savedLang,
  languageSaved,
  pickLanguage,
  startLanguageFx,
  type InstanceConfig,
  type Lang,
} from 'shared-contracts';
import { writeServerCookie } from './server-cookie.ts';
import { LANG_COOKIE } from './ssr-payload.ts';
import { applyDocumentMeta } from './theme.ts';

/** The saved language also goes to a cookie, so the server renders the next page in it (no flash). */
export const writeLangCookieFx = createEffect((lang: Lang) => writeServerCookie(LANG_COOKIE, lang));

sample({ clock: languageSaved, target: writeLangCookieFx });

/**
 * After hydration, once the stored state and the browser's languages are read: a choice saved before the
 * cookie existed gets its cookie, and the page switches to it when the server rendered another language
 * (the server chose from the same cookie and the browser's Accept-Language, so it rarely does).
 */
export async function followSavedLanguage(
  scope: Scope,
  config: InstanceConfig,
  rendered: Lang,
): Promise<void> {
  const saved = scope.getState($savedLang);
  if (saved) await allSettled(writeLangCookieFx, { scope, params: saved });
  if (pickLanguage(saved, config, scope.getState($browserLangs)) === rendered) return;
  const applied = await allSettled(startLanguageFx, { scope, params: config });
  if (applied.status === 'done') applyDocumentMeta(config, applied.value);
}
