import type { OtherTexts } from './i18n.ts';

/** The English and Portuguese of `product-choice-messages.ts` (loaded with the page's language: `loadTexts`). */
export const productChoiceOthers: OtherTexts = {
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
