import { combine } from 'effector';
import { pickLanguage } from '../i18n/i18n.ts';
import { $instance } from './instance.ts';
import { $lang } from './lang.ts';

/**
 * The operator's own names for its services (`labels_buttons`), only on a page in the instance's own
 * language: the operator writes them in it, so a page in another language shows the translated service
 * names instead ("Room service", not "Servicio a la habitación"), as the landing's buttons do.
 */
export const $serviceLabels = combine($instance, $lang, (instance, lang) =>
  instance && lang === pickLanguage(null, instance) ? instance.labels_buttons : null,
);
