import { useUnit } from 'effector-react';
import { useParams } from 'react-router-dom';
import { useTranslation, type StaffBranchSwitch } from 'shared-contracts';
import { NS } from '../i18n.ts';
import { MenuPageGate, menuPageModel } from '../model/menu-page.ts';
import type { DraftField } from '../model/product-draft.ts';
import { ActionButton } from '../ui/action-button.tsx';
import { ApiErrorAlert, ApiErrorText } from '../ui/api-error-text.tsx';
import { BranchGate } from '../ui/branch-gate.tsx';
import { useFocusKept } from '../ui/focus-kept.ts';
import { LoadFailedSection, LoadingSection } from '../ui/page-states.tsx';
import { PopupEditor } from '../ui/popup-editor.tsx';
import { ScreenGate } from '../ui/screen-gate.tsx';
import { SubmitButton } from '../ui/submit-button.tsx';

const SWITCHES: readonly StaffBranchSwitch[] = ['business_closed', 'kitchen_closed', 'delivery_paused'];
const FIELDS: readonly DraftField[] = ['stock', 'price', 'promo'];

/** A branch's menu as a manager runs it: sold out or available, stock, price, promo, the day's switches. */
export function MenuPage() {
  return (
    <>
      <BranchGate gate={MenuPageGate} />
      <MenuScreen />
    </>
  );
}

function MenuScreen() {
  const { branch = '' } = useParams();
  const { t } = useTranslation(NS);
  const model = useUnit(menuPageModel);
  const keepFocus = useFocusKept();

  const title = t('menu.title', { branch: model.branchNames[branch] ?? branch });
  if (model.access !== 'ok') return <ScreenGate access={model.access} title={title} />;
  if (model.status === 'loading') return <LoadingSection title={title} />;
  if (model.status === 'failed' || !model.menu) {
    return <LoadFailedSection title={title} message={t('menu.failed')} onRetry={model.retryClicked} />;
  }
  const error = model.writeError;
  return (
    <section ref={keepFocus} className="st-page" data-testid="staff-menu">
      <h1 tabIndex={-1}>{title}</h1>
      {model.menu.shared_with.length > 0 && (
        <p>
          {t('menu.shared', {
            branches: model.menu.shared_with.map((one) => model.branchNames[one.slug] ?? one.slug).join(', '),
          })}
        </p>
      )}
      {model.switches && (
        <fieldset className="st-switches">
          <legend>{t('menu.switches')}</legend>
          {SWITCHES.map((key) => (
            <label key={key} className="st-switch">
              <input
                type="checkbox"
                role="switch"
                checked={model.switches?.[key] ?? false}
                // Not `disabled` while saving: that would drop the keyboard's focus (the model waits).
                aria-disabled={model.saving || undefined}
                onChange={(event) => model.switchToggled({ key, on: event.target.checked })}
              />
              {t(`menu.switch.${key}`)}
              {error?.about === key && (
                <span role="alert" className="st-error">
                  <ApiErrorText code={error.code} />
                </span>
              )}
            </label>
          ))}
        </fieldset>
      )}
      <PopupEditor />
      {model.status === 'empty' ? (
        <p>{t('menu.empty')}</p>
      ) : (
        <ul className="st-products" aria-label={t('menu.products')}>
          {model.menu.products.map((product) => {
            const draft = model.drafts[product.id];
            const productError = error?.about === product.id ? error : null;
            const errorId = `st-product-${product.id}-error`;
            // Every card has the same buttons and fields: each one's name says which product it changes.
            const forProduct = (action: string) => t('forItem', { action, item: product.label });
            const notice = model.productNotice?.productId === product.id ? model.productNotice.notice : null;
            return (
              <li key={product.id} data-testid="staff-product" aria-label={product.label} data-focus-scope>
                <h2 tabIndex={-1}>{product.label}</h2>
                <p>
                  {model.categoryNames[product.category] ?? product.category} ·{' '}
                  <strong data-testid="staff-product-state">
                    {t(product.available ? 'menu.available' : 'menu.soldOut')}
                  </strong>{' '}
                  ·{' '}
                  {product.stock === null
                    ? t('menu.stockNotCounted')
                    : t('menu.stockLeft', { count: product.stock })}
                </p>
                <ActionButton
                  disabled={model.saving}
                  label={forProduct(t(product.available ? 'menu.markSoldOut' : 'menu.markAvailable'))}
                  onClick={() =>
                    model.availabilityToggled({ productId: product.id, available: !product.available })
                  }
                >
                  {t(product.available ? 'menu.markSoldOut' : 'menu.markAvailable')}
                </ActionButton>
                {draft && (
                  <form
                    className="st-product-form"
                    onSubmit={(event) => {
                      event.preventDefault();
                      model.productSaved(product.id);
                    }}
                  >
                    {FIELDS.map((field) => (
                      <label key={field}>
                        {t(`menu.field.${field}`)}
                        <input
                          inputMode="decimal"
                          aria-label={forProduct(t(`menu.field.${field}`))}
                          value={draft[field]}
                          aria-invalid={productError?.field === field || undefined}
                          aria-describedby={productError?.field === field ? errorId : undefined}
                          onChange={(event) =>
                            model.draftChanged({ productId: product.id, field, value: event.target.value })
                          }
                        />
                      </label>
                    ))}
                    <SubmitButton busy={model.saving} label={forProduct(t('menu.save'))}>
                      {t('menu.save')}
                    </SubmitButton>
                  </form>
                )}
                {productError && (
                  <ApiErrorAlert code={productError.code} id={errorId} values={model.errorValues} />
                )}
                {/* On the page from the start, empty: a live region added with its words is not announced. */}
                <p role="status" className="st-product-notice" data-testid="staff-product-notice">
                  {notice && t(`menu.notice.${notice}`)}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
