import { useUnit } from 'effector-react';
import { safeCustomStyle } from './custom-style-rule.ts';
import { frameModel } from '../frame-model.ts';

/**
 * The instance's own CSS. It is operator input shown to every diner: only plain rules reach the page,
 * as the text of one style element (never markup), so it cannot close that element or load script.
 */
export function CustomStyle() {
  const { instance } = useUnit(frameModel);
  const css = instance ? safeCustomStyle(instance.custom_style).trim() : '';
  return css ? <style data-testid="custom-style">{css}</style> : null;
}
