import { STAFF_ROLES, useTranslation, type StaffRole } from 'shared-contracts';
import { NS } from '../i18n.ts';

/** Every staff role as a checkbox, ticked for those `roles` holds (an account's, or an invite's). */
export function RoleChecks({
  roles,
  onToggle,
}: {
  roles: readonly StaffRole[];
  onToggle: (role: StaffRole) => void;
}) {
  const { t } = useTranslation(NS);
  return (
    <fieldset>
      <legend>{t('team.roles')}</legend>
      {STAFF_ROLES.map((role) => (
        <label key={role} className="st-check">
          <input type="checkbox" checked={roles.includes(role)} onChange={() => onToggle(role)} />
          {t(`role.${role}`)}
        </label>
      ))}
    </fieldset>
  );
}
