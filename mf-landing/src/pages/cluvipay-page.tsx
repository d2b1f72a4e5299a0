import { useGate, useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { Navigate } from 'react-router-dom';
import { Field, useTranslation } from 'shared-contracts';
import { NS } from '../i18n.ts';
import { CluviPayPageGate, cluviPayModel } from '../model/cluvipay-page.ts';
import '../ui/landing.css';

/**
 * `/cluvipay/`, the provider's card-payment area: a diner pays a table's open bill by the
 * table's code. The form leads to that branch's only-pay page, which checks the code and opens the
 * checkout; nothing here charges anything.
 */
export function CluviPayPage() {
  const { t } = useTranslation(NS);
  const { branches, branch, code, errors, destination, fieldChanged, formSubmitted } = useUnit(cluviPayModel);
  useGate(CluviPayPageGate);

  if (destination) return <Navigate to={destination} />;
  if (branches.length === 0) {
    return (
      <div className="mesa-page ld-selector" data-testid="cluvipay">
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
    <div className="mesa-page ld-selector" data-testid="cluvipay">
      <h1 className="mesa-title">{t('pay.title')}</h1>
      <p>{t('pay.intro')}</p>
      <form className="mesa-stack" onSubmit={submit} noValidate>
        {branches.length > 1 ? (
          <Field
            id="pay-branch"
            label={t('pay.branch')}
            error={errors.branch && t(`pay.error.${errors.branch}`)}
            block="ld-field"
          >
            {(describedBy) => (
              <select
                id="pay-branch"
                value={branch}
                aria-invalid={errors.branch ? true : undefined}
                aria-describedby={describedBy}
                onChange={(event) => fieldChanged({ field: 'branch', value: event.target.value })}
              >
                <option value="">{t('pay.chooseBranch')}</option>
                {branches.map((supplier) => (
                  <option key={supplier.slug} value={supplier.slug}>
                    {supplier.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : (
          <p>{t('pay.at', { branch: branches[0]?.label ?? '' })}</p>
        )}
        <Field
          id="pay-code"
          label={t('pay.code')}
          error={errors.code && t(`pay.error.${errors.code}`)}
          block="ld-field"
        >
          {(describedBy) => (
            <input
              id="pay-code"
              value={code}
              autoComplete="off"
              placeholder={t('pay.codeHint')}
              aria-invalid={errors.code ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => fieldChanged({ field: 'code', value: event.target.value })}
            />
          )}
        </Field>
        <button type="submit" className="mesa-button mesa-button--wide">
          {t('pay.submit')}
        </button>
      </form>
    </div>
  );
}
