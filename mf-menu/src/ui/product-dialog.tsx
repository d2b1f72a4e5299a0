import { useUnit } from 'effector-react';
import { useRef, type FormEvent } from 'react';
import { type Currency, formatMoney, useModalFocus, useTranslation } from 'shared-contracts';
import { MENU_NS } from '../i18n.ts';
import { productDialogModel } from '../model/product-dialog.ts';
import type { ChoiceProblem } from '../model/product-choice.ts';
import { AgeForm } from './age-form.tsx';

/** The add button names where the product goes. */
const ADD_LABEL = { table: 'addTotal', list: 'addToListTotal', cart: 'addToCartTotal' } as const;

/** The add button's reason as a translation key and values (stock uses SPEC's message). */
function problemText(problem: ChoiceProblem): [string, Record<string, string | number>] {
  switch (problem.key) {
    case 'problem.stock':
      return ['common:errors.out_of_stock', { max: problem.max }];
    case 'problem.unavailable':
      return ['notAvailable', {}];
    case 'problem.required':
      return [problem.key, { group: problem.group }];
    default:
      return [problem.key, { group: problem.group, count: problem.count }];
  }
}

/** The product modal of SPEC section 2 (on the table): its title, the product form and a close button. */
export function ProductDialog({ currency }: { currency: Currency }) {
  const { t } = useTranslation(MENU_NS);
  const { product, dialogClosed } = useUnit(productDialogModel);
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
  } = useUnit(productDialogModel);

  if (!product) return null;
  const [problemKey, problemValues] = problem ? problemText(problem) : ['', {}];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    addSubmitted();
  };

  return (
    <>
      {askingAge ? (
        <AgeForm busy={checkingAge} onSubmit={ageSubmitted} />
      ) : (
        <form onSubmit={submit} noValidate>
          {product.options.map((option) => {
            const picked = choices[option.slug] ?? [];
            const single = option.max === 1;
            return (
              <fieldset key={option.slug} className="mn-options">
                <legend>
                  {option.label}{' '}
                  <span className="mn-options__rule">
                    {option.required ? t('required') : t('optional')}
                    {option.max > 1 ? ` · ${t('upTo', { count: option.max })}` : ''}
                  </span>
                </legend>
                {option.choices.map((choice) => (
                  <label key={choice.slug} className="mn-options__choice">
                    <input
                      type={single ? 'radio' : 'checkbox'}
                      name={`${product.id}-${option.slug}`}
                      checked={picked.includes(choice.slug)}
                      onChange={() => choiceToggled({ option, choice: choice.slug })}
                    />
                    {choice.label}
                    {choice.price > 0 ? ` (+${formatMoney(choice.price, currency)})` : ''}
                  </label>
                ))}
              </fieldset>
            );
          })}
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
            <p className="mn-dialog__problem" id={`mn-problem-${product.id}`} data-testid="add-problem">
              {t(problemKey, problemValues)}
            </p>
          ) : null}
          <button
            type="submit"
            className="mesa-button mesa-button--wide"
            disabled={problem !== null || adding || joining}
            aria-describedby={problem ? `mn-problem-${product.id}` : undefined}
          >
            {t(ADD_LABEL[destination ?? 'cart'], { total: formatMoney(lineTotal, currency) })}
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
