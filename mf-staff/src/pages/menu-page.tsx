import { useUnit } from 'effector-react';
import { useParams } from 'react-router-dom';
import { useTranslation, type StaffBranchSwitch } from 'shared-contracts';
import { NS } from '../i18n.ts';
import { MenuPageGate, menuPageModel } from '../model/menu-page.ts';
import type { DraftField } from '../model/product-draft.ts';
import { ActionButton } from '../ui/action-button.tsx';
import { ApiErrorAlert, ApiErrorText } from '../ui/api-error-text.tsx';
import { BranchGate } from '../ui/branch-gate.tsx';
import { LoadFailedSection, LoadingSection } from '../ui/page-states.tsx';
import { PopupEditor } from '../ui/popup-editor.tsx';
import { ScreenGate } from '../ui/screen-gate.tsx';

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

  const title = t('menu.title', { branch: model.branchNames[branch] ?? branch });
  if (model.access !== 'ok') return <ScreenGate access={model.access} title={title} />;
  if (model.status === 'loading') return <LoadingSection title={title} />;
  if (model.status === 'failed' || !model.menu) {
    return <LoadFailedSection title={title} message={t('menu.failed')} onRetry={model.retryClicked} />;
  }
  const error = model.writeError;
  return (
    <section className="st-page" data-testid="staff-menu">
      <h1>{title}</h1>
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
                disabled={model.saving}
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
            return (
              <li key={product.id} data-testid="staff-product" aria-label={product.label}>
                <h2>{product.label}</h2>
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
                          value={draft[field]}
                          aria-invalid={productError?.field === field || undefined}
                          aria-describedby={productError?.field === field ? errorId : undefined}
                          onChange={(event) =>
                            model.draftChanged({ productId: product.id, field, value: event.target.value })
                          }
                        />
                      </label>
                    ))}
                    <button type="submit" className="mesa-button" disabled={model.saving}>
                      {t('menu.save')}
                    </button>
                  </form>
                )}
                {productError && <ApiErrorAlert code={productError.code} id={errorId} />}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
