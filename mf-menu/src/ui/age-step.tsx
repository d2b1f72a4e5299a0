import { useEffect, useRef, type RefObject } from 'react';
import { AgeForm, type AgeCheckRequest, useTranslation } from 'shared-contracts';
import { MENU_NS } from '../i18n.ts';

interface AgeStepProps {
  busy: boolean;
  onSubmit: (answer: AgeCheckRequest) => void;
  /** One below the product's name: 3 in the dialog (its name is an h2), 2 on the Product page. */
  level: 2 | 3;
  question: RefObject<HTMLHeadingElement | null>;
}

/** The age form in the place of the product's form, under its question. */
export function AgeStep({ busy, onSubmit, level, question }: AgeStepProps) {
  const { t } = useTranslation(MENU_NS);
  const Question = level === 2 ? 'h2' : 'h3';
  return (
    <div className="mn-age-step" data-testid="age-step">
      <Question ref={question} tabIndex={-1} className="mn-age-step__question">
        {t('dialog.ageQuestion')}
      </Question>
      <AgeForm busy={busy} onSubmit={onSubmit} block="mn-age" idPrefix="mn" />
    </div>
  );
}

/**
 * The age form replaces the control that had the focus (the add button), which would leave it nowhere:
 * it goes to the question, which a screen reader then reads, and once the form is answered back to the
 * product's name (the add goes on, or the reason it cannot is said under it).
 */
export function useAgeStepFocus(
  asking: boolean,
  question: RefObject<HTMLElement | null>,
  title: RefObject<HTMLElement | null>,
): void {
  const shown = useRef(asking);
  useEffect(() => {
    if (shown.current === asking) return;
    shown.current = asking;
    (asking ? question : title).current?.focus();
  }, [asking, question, title]);
}
