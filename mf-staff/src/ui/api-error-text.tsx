import { errorMessageKey, useTranslation } from 'shared-contracts';
import { NS } from '../i18n.ts';

/** An API error code in the staff's words: the console's own message, else the common one. */
export function ApiErrorText({ code, values }: { code: string; values?: Record<string, string | number> }) {
  const { t } = useTranslation(NS);
  return <>{t(`api.${code}`, { ...values, defaultValue: t(errorMessageKey(code), { ns: 'common' }) })}</>;
}

/** An API error code shown where it happened, announced to screen readers (`id`: for a field that names it). */
export function ApiErrorAlert({
  code,
  id,
  values,
}: {
  code: string;
  id?: string;
  values?: Record<string, string | number>;
}) {
  return (
    <p role="alert" className="st-error" id={id}>
      <ApiErrorText code={code} values={values} />
    </p>
  );
}
