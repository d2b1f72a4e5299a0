/**
 * The product form's option groups, the reason it cannot be added yet, and the age check of alcoholic
 * products, in the `common` namespace: the menu's dialog and a booking's pre-order show
 * the same form.
 */
export const productChoiceMessages: { es: Record<string, string> } = {
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
};
