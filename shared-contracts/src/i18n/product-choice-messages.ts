import type { Lang } from '../schemas/common.ts';

/**
 * The product form's option groups, the reason it cannot be added yet, and the age check of alcoholic
 * products, in the `common` namespace: the menu's dialog and a booking's pre-order show
 * the same form.
 */
export const productChoiceMessages: Record<Lang, Record<string, string>> = {
  es: {
    'choice.required': 'Obligatorio',
    'choice.optional': 'Opcional',
    'choice.upTo': 'hasta {{count}}',
    'choice.notAvailable': 'No disponible',
    'choice.problem.required': 'Elige una opción de «{{group}}».',
    'choice.problem.atLeast': 'Elige al menos {{count}} opciones de «{{group}}».',
    'choice.problem.atMost': 'Elige máximo {{count}} opciones de «{{group}}».',
    'age.intro': 'Este producto tiene alcohol. Confirma tu edad para agregarlo.',
    'age.birthday': 'Fecha de nacimiento',
    'age.confirm': 'Confirmo que soy mayor de edad',
    'age.submit': 'Confirmar edad',
  },
  en: {
    'choice.required': 'Required',
    'choice.optional': 'Optional',
    'choice.upTo': 'up to {{count}}',
    'choice.notAvailable': 'Not available',
    'choice.problem.required': 'Choose an option of “{{group}}”.',
    'choice.problem.atLeast': 'Choose at least {{count}} options of “{{group}}”.',
    'choice.problem.atMost': 'Choose at most {{count}} options of “{{group}}”.',
    'age.intro': 'This product contains alcohol. Confirm your age to add it.',
    'age.birthday': 'Date of birth',
    'age.confirm': 'I confirm I am of legal age',
    'age.submit': 'Confirm age',
  },
  pt: {
    'choice.required': 'Obrigatório',
    'choice.optional': 'Opcional',
    'choice.upTo': 'até {{count}}',
    'choice.notAvailable': 'Indisponível',
    'choice.problem.required': 'Escolha uma opção de “{{group}}”.',
    'choice.problem.atLeast': 'Escolha pelo menos {{count}} opções de “{{group}}”.',
    'choice.problem.atMost': 'Escolha no máximo {{count}} opções de “{{group}}”.',
    'age.intro': 'Este produto contém álcool. Confirme sua idade para adicioná-lo.',
    'age.birthday': 'Data de nascimento',
    'age.confirm': 'Confirmo que sou maior de idade',
    'age.submit': 'Confirmar idade',
  },
};
