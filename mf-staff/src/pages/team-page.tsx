import { useGate, useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'shared-contracts';
import { NS } from '../i18n.ts';
import { TeamPageGate, teamPageModel } from '../model/team-page.ts';
import { ActionButton } from '../ui/action-button.tsx';
import { ApiErrorAlert } from '../ui/api-error-text.tsx';
import { ConfirmBlock } from '../ui/confirm-block.tsx';
import { LoadFailedSection, LoadingSection } from '../ui/page-states.tsx';
import { RoleChecks } from '../ui/role-checks.tsx';
import { ScreenGate } from '../ui/screen-gate.tsx';
import { SubmitButton } from '../ui/submit-button.tsx';
import { TextFields } from '../ui/text-field.tsx';

/** The owner's team: every account with its roles; invite one, change its roles, remove it. */
export function TeamPage() {
  const { t } = useTranslation(NS);
  const model = useUnit(teamPageModel);
  useGate(TeamPageGate);

  const title = t('team.title');
  if (model.access !== 'ok') return <ScreenGate access={model.access} title={title} />;
  if (model.loadFailed) return <LoadFailedSection title={title} onRetry={model.retryClicked} />;
  if (!model.accounts) return <LoadingSection title={title} />;
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
              <RoleChecks
                roles={roles}
                onToggle={(role) => model.roleToggled({ account: account.id, role })}
              />
              {editing && (
                <ActionButton disabled={model.saving} onClick={() => model.rolesSaved(account.id)}>
                  {t('team.saveRoles')}
                </ActionButton>
              )}
              {model.confirmingRemove === account.id ? (
                <ConfirmBlock
                  label={t('team.confirmTitle', { email: account.email })}
                  confirm={t('team.confirmRemove')}
                  keep={t('team.keep')}
                  busy={model.saving}
                  onConfirm={model.removeConfirmed}
                  onKeep={model.removeCancelled}
                >
                  {t('team.confirmText')}
                </ConfirmBlock>
              ) : (
                <ActionButton disabled={model.saving} onClick={() => model.removeClicked(account.id)}>
                  {t('team.remove')}
                </ActionButton>
              )}
              {error && <ApiErrorAlert code={error} />}
            </li>
          );
        })}
      </ul>
      <form className="st-sign-in" onSubmit={invite} noValidate aria-labelledby="st-invite-title">
        <h2 id="st-invite-title">{t('team.invite')}</h2>
        <TextFields
          fields={[
            { field: 'email', label: t('signIn.email'), type: 'email', autoComplete: 'off' },
            { field: 'name', label: t('team.name'), autoComplete: 'off' },
          ]}
          values={model.invite}
          onChange={model.inviteChanged}
        />
        <RoleChecks roles={model.invite.roles} onToggle={model.inviteRoleToggled} />
        {model.inviteError && <ApiErrorAlert code={model.inviteError} />}
        <SubmitButton busy={model.saving}>{t('team.inviteSubmit')}</SubmitButton>
      </form>
      {model.invited && (
        <div role="status" className="st-invited" data-testid="staff-invited">
          <p>{t('team.invited', { email: model.invited.email })}</p>
          <p>
            {t('team.temporaryPassword')}{' '}
            <code data-testid="staff-temporary-password">{model.invited.password}</code>
          </p>
          <ActionButton onClick={model.invitedDismissed}>{t('team.handedOver')}</ActionButton>
        </div>
      )}
    </section>
  );
}
