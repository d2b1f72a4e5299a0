import { useUnit } from 'effector-react';
import { useEffect, type FormEvent } from 'react';
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'shared-contracts';
import { NS } from '../i18n.ts';
import { cluviPayModel } from '../model/cluvipay-page.ts';
import '../ui/landing.css';

/**
 * `/cluvipay/`, the provider's card-payment area (SPEC section 2): a diner pays a table's open bill by the
 * table's code. The form leads to that branch's only-pay page, which checks the code and opens the
 * checkout; nothing here charges anything.
 */
export function CluviPayPage() {
  const { t } = useTranslation(NS);
  const { branches, branch, code, errors, destination, pageClosed, fieldChanged, formSubmitted } =
    useUnit(cluviPayModel);
  useEffect(() => () => pageClosed(), [pageClosed]);

  if (destination) return <Navigate to={destination} />;
  if (branches.length === 0) {
    return (
      <div className="mesa-page ld-pay" data-testid="cluvipay">
        <h1 className="mesa-title">{t('pay.title')}</h1>
        <p className="ld-empty">{t('pay.none')}</p>
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    formSubmitted();
  };
  return (
    <div className="mesa-page ld-pay" data-testid="cluvipay">
      <h1 className="mesa-title">{t('pay.title')}</h1>
      <p>{t('pay.intro')}</p>
      <form className="mesa-stack" onSubmit={submit} noValidate>
        {branches.length > 1 ? (
          <p>
            <label htmlFor="pay-branch">{t('pay.branch')}</label>
            <select
              id="pay-branch"
              value={branch}
              aria-invalid={errors.branch ? true : undefined}
              aria-describedby={errors.branch ? 'pay-branch-error' : undefined}
              onChange={(event) => fieldChanged({ field: 'branch', value: event.target.value })}
            >
              <option value="">{t('pay.chooseBranch')}</option>
              {branches.map((supplier) => (
                <option key={supplier.slug} value={supplier.slug}>
                  {supplier.label}
                </option>
              ))}
            </select>
            {errors.branch ? (
              <span id="pay-branch-error" role="alert">
                {t(`pay.error.${errors.branch}`)}
              </span>
            ) : null}
          </p>
        ) : (
          <p>{t('pay.at', { branch: branches[0]?.label ?? '' })}</p>
        )}
        <p>
          <label htmlFor="pay-code">{t('pay.code')}</label>
          <input
            id="pay-code"
            value={code}
            autoComplete="off"
            aria-invalid={errors.code ? true : undefined}
            aria-describedby={errors.code ? 'pay-code-error' : 'pay-code-hint'}
            onChange={(event) => fieldChanged({ field: 'code', value: event.target.value })}
          />
          <span id="pay-code-hint" className="ld-hint">
            {t('pay.codeHint')}
          </span>
          {errors.code ? (
            <span id="pay-code-error" role="alert">
              {t(`pay.error.${errors.code}`)}
            </span>
          ) : null}
        </p>
        <button type="submit" className="mesa-button mesa-button--wide">
          {t('pay.submit')}
        </button>
      </form>
    </div>
  );
}
