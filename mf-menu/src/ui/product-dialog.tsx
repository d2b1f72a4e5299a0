import { useUnit } from 'effector-react';
import { useEffect, useRef, type FormEvent, type RefObject } from 'react';
import {
  choiceProblemRole,
  choiceProblemText,
  type Currency,
  formatMoney,
  OptionGroups,
  useModalFocus,
  useTranslation,
} from 'shared-contracts';
import { MENU_NS } from '../i18n.ts';
import { productDialogModel } from '../model/product-dialog.ts';
import { AgeStep, useAgeStepFocus } from './age-step.tsx';
import { productTitleId } from './product-card.tsx';

/** The add button names where the product goes. */
const ADD_LABEL = { table: 'addTotal', list: 'addToListTotal', cart: 'addToCartTotal' } as const;

/** The product modal (on the table): its title, the product form and a close button. */
export function ProductDialog({ currency }: { currency: Currency }) {
  const { t } = useTranslation(MENU_NS);
  const { product, purchaseComing, dialogClosed } = useUnit(productDialogModel);
  const heading = useRef<HTMLHeadingElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const cardTitle = useCardTitle(product?.id ?? null);
  useModalFocus(box, product !== null, { onEscape: dialogClosed, initial: heading, fallback: cardTitle });

  if (!product) return null;
  const titleId = `mn-dialog-title-${product.id}`;
  return (
    <div className="mn-dialog-backdrop">
      <div
        ref={box}
        className="mn-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy={purchaseComing}
        data-testid="product-dialog"
      >
        <h2 id={titleId} ref={heading} tabIndex={-1} className="mn-dialog__title">
          {product.label}
        </h2>
        {product.description ? <p className="mn-product__description">{product.description}</p> : null}
        <ProductForm currency={currency} title={heading} questionLevel={3} />
        <button
          type="button"
          className="mesa-button mesa-button--ghost mn-dialog__close"
          onClick={dialogClosed}
        >
          {t('close')}
        </button>
      </div>
    </div>
  );
}

/**
 * The name of the product's card on the page, where the focus goes back when the dialog closes and the
 * card's button is gone (the product sold out meanwhile).
 */
function useCardTitle(productId: number | null): RefObject<HTMLElement | null> {
  const title = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (productId !== null) title.current = document.getElementById(productTitleId(productId));
  }, [productId]);
  return title;
}

interface ProductFormProps {
  currency: Currency;
  /** The product's name above the form: the focus comes back to it once the age form is answered. */
  title: RefObject<HTMLElement | null>;
  /** The age question's heading level, one below the product's name (the dialog's h2, the page's h1). */
  questionLevel: 2 | 3;
}

/** The product's options, count and add button with the reason it is disabled, or the age form first. */
export function ProductForm({ currency, title, questionLevel }: ProductFormProps) {
  const { t } = useTranslation(MENU_NS);
  const {
    product,
    choices,
    choiceLimit,
    count,
    problem,
    lineTotal,
    askingAge,
    notice,
    adding,
    checkingAge,
    choiceToggled,
    countChanged,
    addSubmitted,
    ageSubmitted,
    destination,
    joining,
    purchaseComing,
  } = useUnit(productDialogModel);
  const question = useRef<HTMLHeadingElement>(null);
  useAgeStepFocus(askingAge, question, title);

  if (!product) return null;
  const [problemKey, problemValues] = problem ? choiceProblemText(problem) : ['', {}];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    addSubmitted();
  };

  return (
    <>
      {askingAge ? (
        <AgeStep busy={checkingAge} onSubmit={ageSubmitted} level={questionLevel} question={question} />
      ) : (
        <form onSubmit={submit} noValidate>
          <OptionGroups
            product={product}
            choices={choices}
            currency={currency}
            onToggle={choiceToggled}
            block="mn-options"
          />
          {/*
            Always there, so the limit is heard as it appears, politely: the diner may go on choosing.
            Each refused tap is a new text (its key), so a screen reader says it again.
          */}
          <p className="mn-options__limit" role="status" data-testid="choice-limit">
            {choiceLimit ? (
              <span key={choiceLimit.refused}>
                {t('dialog.choiceLimit', { max: choiceLimit.max, group: choiceLimit.group })}
              </span>
            ) : null}
          </p>
          <div className="mn-count">
            <label htmlFor={`mn-count-${product.id}`}>{t('quantity')}</label>
            <button
              type="button"
              className="mesa-button mesa-button--ghost"
              aria-label={t('less')}
              onClick={() => countChanged(count - 1)}
            >
              −
            </button>
            <input
              id={`mn-count-${product.id}`}
              type="number"
              inputMode="numeric"
              min={1}
              max={99}
              value={count}
              onChange={(event) => countChanged(Number(event.target.value))}
            />
            <button
              type="button"
              className="mesa-button mesa-button--ghost"
              aria-label={t('more')}
              onClick={() => countChanged(count + 1)}
            >
              +
            </button>
          </div>
          {problem ? (
            <p
              className="mn-dialog__problem"
              id={`mn-problem-${product.id}`}
              data-testid="add-problem"
              role={choiceProblemRole(problem)}
            >
              {t(problemKey, { ...problemValues, ns: 'common' })}
            </p>
          ) : null}
          <button
            type="submit"
            className="mesa-button mesa-button--wide"
            disabled={problem !== null || adding || joining || purchaseComing}
            aria-describedby={problem ? `mn-problem-${product.id}` : undefined}
          >
            {purchaseComing
              ? t('earlyDialogWait')
              : t(ADD_LABEL[destination ?? 'cart'], { total: formatMoney(lineTotal, currency) })}
          </button>
        </form>
      )}
      {notice ? (
        <p className="mn-dialog__problem" role="alert">
          {t(notice.key, notice.values)}
        </p>
      ) : null}
    </>
  );
}

/**
 * The dialog's frame as the page is served: hidden, never shown itself. A product tapped before the page
 * is live is answered with a copy of it, filled from the product's card by the shell's early-tap script
 * (shell/src/boot/early-taps.ts), its add button waiting until the replayed tap opens the real dialog.
 */
export function EarlyDialogFrame() {
  const { t } = useTranslation(MENU_NS);
  return (
    <div hidden data-early-dialog-frame="">
      <div className="mn-dialog-backdrop">
        <div className="mn-dialog" data-early-box="">
          <h2 className="mn-dialog__title" tabIndex={-1} data-early-title="" />
          <div data-early-body="" />
          <button type="button" className="mesa-button mesa-button--wide" disabled>
            {t('earlyDialogWait')}
          </button>
          <button
            type="button"
            className="mesa-button mesa-button--ghost mn-dialog__close"
            data-early-close=""
          >
            {t('close')}
          </button>
        </div>
      </div>
    </div>
  );
}
