import { allSettled, fork } from 'effector';
import { loadTexts, startLanguageFx } from 'shared-contracts';
import { registerShellTranslations } from '../src/frame/i18n.ts';

/**
 * Registers the shell's and the common texts on the shared i18next once per process, in every language
 * (a page carries only Spanish and loads the others when it needs them); each request renders with its
 * own clone (`cloneInstance({ lng })`), which shares these resources.
 */
export async function prepareServerI18n(): Promise<void> {
  await allSettled(startLanguageFx, {
    scope: fork(),
    params: { language: 'es', langs: ['es'], country_code: 'CO' },
  });
  registerShellTranslations();
  await loadTexts('en');
}
