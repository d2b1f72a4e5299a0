import { createEvent, createStore } from 'effector';
import type { Lang } from '../schemas/common.ts';

/** The diner's chosen language; null until they choose (the instance's language applies then). */
export const languageSaved = createEvent<Lang>();
export const $savedLang = createStore<Lang | null>(null).on(languageSaved, (_, lang) => lang);

/** The language in use on this page. */
export const languageApplied = createEvent<Lang>();
export const $lang = createStore<Lang>('es').on(languageApplied, (_, lang) => lang);
