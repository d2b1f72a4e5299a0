import { useUnit } from 'effector-react';
import { useEffect, type FormEvent } from 'react';
import { STAFF_ROLES, useTranslation } from 'shared-contracts';
import { NS } from '../i18n.ts';
import { teamPageModel } from '../model/team-page.ts';
import { ApiErrorText } from '../ui/api-error-text.tsx';
import { ScreenGate } from '../ui/screen-gate.tsx';

/** The owner's team: every account with its roles; invite one, change its roles, remove it. */
export function TeamPage() {
  const { t } = useTranslation(NS);
  const model = useUnit(teamPageModel);
  const { pageOpened } = model;
  useEffect(() => pageOpened(), [pageOpened]);

  const title = t('team.title');
  if (model.access !== 'ok') return <ScreenGate access={model.access} title={title} />;
  if (model.loadFailed) {
    return (
      <section className="st-page">
        <h1>{title}</h1>
        <p role="alert">{t('loadError')}</p>
        <button type="button" className="mesa-button" onClick={() => model.retryClicked()}>
          {t('retry')}
        </button>
      </section>
    );
  }
  if (!model.accounts) {
    return (
      <section className="st-page" aria-busy="true">
        <h1>{title}</h1>
        <p role="status">{t('loading')}</p>
      </section>
    );
  }
  const invite = (event: FormEvent) => {
    event.preventDefault();
    model.inviteSubmitted();
  };
  return (
    <section className="st-page" data-testid="staff-team">
      <h1>{title}</h1>
      <ul className="st-team" aria-label={t('team.accounts')}>
        {model.accounts.map((account) => {
          const roles = model.roleDrafts[account.id] ?? account.roles;
          const editing = model.roleDrafts[account.id] !== undefined;
          const error = model.accountError?.account === account.id ? model.accountError.code : null;
          return (
            <li key={account.id} aria-label={account.email} className="st-account">
              <h2>
                {account.name} <span className="st-roles">{account.email}</span>
              </h2>
              <p data-testid="staff-account-roles">
                {account.roles.map((role) => t(`role.${role}`)).join(', ')}
                {account.id === model.me ? ` · ${t('team.you')}` : ''}
              </p>
              <fieldset>
                <legend>{t('team.roles')}</legend>
                {STAFF_ROLES.map((role) => (
                  <label key={role} className="st-check">
                    <input
                      type="checkbox"
                      checked={roles.includes(role)}
                      onChange={() => model.roleToggled({ account: account.id, role })}
                    />
                    {t(`role.${role}`)}
                  </label>
                ))}
              </fieldset>
              {editing && (
                <button
                  type="button"
                  className="mesa-button"
                  disabled={model.saving}
                  onClick={() => model.rolesSaved(account.id)}
                >
                  {t('team.saveRoles')}
                </button>
              )}
              {model.confirmingRemove === account.id ? (
                <div role="alertdialog" aria-label={t('team.confirmTitle', { email: account.email })}>
                  <p>{t('team.confirmText')}</p>
                  <button
                    type="button"
                    className="mesa-button"
                    disabled={model.saving}
                    onClick={() => model.removeConfirmed()}
                  >
                    {t('team.confirmRemove')}
                  </button>
                  <button type="button" className="mesa-button" onClick={() => model.removeCancelled()}>
                    {t('team.keep')}
                  </button>
                </div>
              ) : (
                <button
                  type="button"
                  className="mesa-button"
                  disabled={model.saving}
                  onClick={() => model.removeClicked(account.id)}
                >
                  {t('team.remove')}
                </button>
              )}
              {error && (
                <p role="alert" className="st-error">
                  <ApiErrorText code={error} />
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <form className="st-sign-in" onSubmit={invite} noValidate aria-labelledby="st-invite-title">
        <h2 id="st-invite-title">{t('team.invite')}</h2>
        <label>
          {t('signIn.email')}
          <input
            type="email"
            autoComplete="off"
            value={model.inviteEmail}
            onChange={(event) => model.inviteEmailChanged(event.target.value)}
          />
        </label>
        <label>
          {t('team.name')}
          <input
            autoComplete="off"
            value={model.inviteName}
            onChange={(event) => model.inviteNameChanged(event.target.value)}
          />
        </label>
        <fieldset>
          <legend>{t('team.roles')}</legend>
          {STAFF_ROLES.map((role) => (
            <label key={role} className="st-check">
              <input
                type="checkbox"
                checked={model.inviteRoles.includes(role)}
                onChange={() => model.inviteRoleToggled(role)}
              />
              {t(`role.${role}`)}
            </label>
          ))}
        </fieldset>
        {model.inviteError && (
          <p className="st-error" role="alert">
            <ApiErrorText code={model.inviteError} />
          </p>
        )}
        <button type="submit" className="mesa-button" disabled={model.saving}>
          {t('team.inviteSubmit')}
        </button>
      </form>
      {model.invited && (
        <div role="status" className="st-invited" data-testid="staff-invited">
          <p>{t('team.invited', { email: model.invited.email })}</p>
          <p>
            {t('team.temporaryPassword')}{' '}
            <code data-testid="staff-temporary-password">{model.invited.password}</code>
          </p>
          <button type="button" className="mesa-button" onClick={() => model.invitedDismissed()}>
            {t('team.handedOver')}
          </button>
        </div>
      )}
    </section>
  );
}
