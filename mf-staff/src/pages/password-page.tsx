import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'shared-contracts';
import { NS } from '../i18n.ts';
import { PasswordPageGate, passwordPageModel } from '../model/password-page.ts';
import { PasswordForm } from '../ui/password-form.tsx';
import { ScreenGate } from '../ui/screen-gate.tsx';

/** Any signed-in account changes its own password here. */
export function PasswordPage() {
  const { t } = useTranslation(NS);
  const model = useUnit(passwordPageModel);
  useGate(PasswordPageGate);

  const title = t('password.title');
  if (model.access !== 'ok') return <ScreenGate access={model.access} title={title} />;
  return (
    <section className="st-page" data-testid="staff-password">
      <h1>{title}</h1>
      <PasswordForm />
    </section>
  );
}
