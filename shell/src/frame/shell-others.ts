import type { OtherTexts } from 'shared-contracts';
import { DINER_TEXTS_OTHERS } from './diner-texts-others.ts';
import { FRAME_TEXTS_OTHERS } from './frame-texts-others.ts';
import { SHELL_TEXTS_OTHERS } from './shell-texts-others.ts';

/**
 * The shell namespace in English and Portuguese: a chunk of its own, loaded before the page switches to
 * one of them (`loadTexts`), so a Spanish page never downloads it.
 */
export const SHELL_OTHERS: OtherTexts = {
  en: { ...SHELL_TEXTS_OTHERS.en, ...FRAME_TEXTS_OTHERS.en, ...DINER_TEXTS_OTHERS.en },
  pt: { ...SHELL_TEXTS_OTHERS.pt, ...FRAME_TEXTS_OTHERS.pt, ...DINER_TEXTS_OTHERS.pt },
};
