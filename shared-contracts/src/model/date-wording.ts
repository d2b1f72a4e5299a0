import { combine } from 'effector';
import type { DateWording } from '../format/date.ts';
import { $instance } from './instance.ts';
import { $lang } from './lang.ts';

/**
 * Whose words and clock the page's dates are written in: its language as the instance's country writes it
 * (an English page of a Colombian site reads "12:32 PM", never the Spanish "p. m.").
 */
export const $dateWording = combine($lang, $instance, (lang, instance): DateWording => ({
  lang,
  country: instance?.country_code ?? '',
}));
