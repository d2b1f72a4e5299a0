import { useUnit } from 'effector-react';
import { useRef, type FormEvent } from 'react';
import {
  AgeForm,
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

/** The add button names where the product goes. */
const ADD_LABEL = { table: 'addTotal', list: 'addToListTotal', cart: 'addToCartTotal' } as const;

/** The product modal (on the table): its title, the product form and a close button. */
export function ProductDialog({ currency }: { currency: Currency }) {
  const { t } = useTranslation(MENU_NS);
  const { product, purchaseComing, dialogClosed } = useUnit(productDialogModel);
  const heading = useRef<HTMLHeadingElement>(null);
  const box = useRef<HTMLDivElement>(null);
  useModalFocus(box, product !== null, { onEscape: dialogClosed, initial: heading });

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
        <ProductForm currency={currency} />
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

/** The product's options, count and add button with the reason it is disabled, or the age form first. */
export function ProductForm({ currency }: { currency: Currency }) {
  const { t } = useTranslation(MENU_NS);
  const {
    product,
    choices,
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

  if (!product) return null;
  const [problemKey, problemValues] = problem ? choiceProblemText(problem) : ['', {}];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    addSubmitted();
  };

  return (
    <>
      {askingAge ? (
        <AgeForm busy={checkingAge} onSubmit={ageSubmitted} block="mn-age" idPrefix="mn" />
      ) : (
        <form onSubmit={submit} noValidate>
          <OptionGroups
            product={product}
            choices={choices}
            currency={currency}
            onToggle={choiceToggled}
            block="mn-options"
          />
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
