import { useUnit } from 'effector-react';
import { useRef, type FormEvent, type RefObject } from 'react';
import {
  AgeForm,
  choiceProblemRole,
  choiceProblemText,
  formatMoney,
  OptionGroups,
  useModalFocus,
  useTranslation,
} from 'shared-contracts';
import { NS } from '../i18n.ts';
import { bookInfoPageModel } from '../model/book-info-page.ts';
import { ApiErrorText } from './api-error-text.tsx';

/**
 * The pre-order's product dialog: its options with the reason the add waits, or the age check before an
 * alcoholic product, as the menu's dialog asks them. Closed, it gives the focus back to its opener, or to
 * `returnTo` (the product list) when the add left the opener disabled.
 */
export function PreorderDialog({ returnTo }: { returnTo: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation(NS);
  const {
    dialogProduct: product,
    choices,
    problem,
    lineTotal,
    askingAge,
    dialogNotice,
    busy,
    currency,
    choiceToggled,
    dialogSubmitted,
    dialogClosed,
    ageSubmitted,
  } = useUnit(bookInfoPageModel);
  const heading = useRef<HTMLHeadingElement>(null);
  const box = useRef<HTMLDivElement>(null);
  useModalFocus(box, product !== null, { onEscape: dialogClosed, initial: heading, fallback: returnTo });
  if (!product) return null;

  const [problemKey, problemValues] = problem ? choiceProblemText(problem) : ['', {}];
  const problemId = `bk-problem-${product.id}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dialogSubmitted();
  };
  return (
    <div className="mesa-sheet-backdrop">
      <div
        ref={box}
        className="mesa-sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby="bk-dialog-title"
        data-testid="preorder-dialog"
      >
        <h2 id="bk-dialog-title" ref={heading} tabIndex={-1} className="bk-card__title">
          {product.label}
        </h2>
        {askingAge ? (
          <AgeForm busy={busy} onSubmit={ageSubmitted} block="bk-age" idPrefix="bk" />
        ) : (
          <form className="bk-add" onSubmit={submit} noValidate>
            <OptionGroups
              product={product}
              choices={choices}
              currency={currency}
              onToggle={choiceToggled}
              block="bk-options"
            />
            {problem ? (
              <p
                className="bk-dialog__problem"
                id={problemId}
                data-testid="preorder-problem"
                role={choiceProblemRole(problem)}
              >
                {t(problemKey, { ...problemValues, ns: 'common' })}
              </p>
            ) : null}
            <button
              type="submit"
              className="mesa-button mesa-button--wide"
              disabled={problem !== null || busy}
              aria-describedby={problem ? problemId : undefined}
            >
              {t('info.addTotal', { total: formatMoney(lineTotal, currency) })}
            </button>
          </form>
        )}
        {dialogNotice ? (
          <p className="bk-form__summary" role="alert">
            <ApiErrorText {...dialogNotice} />
          </p>
        ) : null}
        <button type="button" className="mesa-button mesa-button--ghost" onClick={dialogClosed}>
          {t('close')}
        </button>
      </div>
    </div>
  );
}
