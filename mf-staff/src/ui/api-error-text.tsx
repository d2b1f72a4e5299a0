import { errorMessageKey, useTranslation } from 'shared-contracts';
import { NS } from '../i18n.ts';

/** An API error code in the staff's words: the console's own message, else the common one. */
export function ApiErrorText({ code }: { code: string }) {
  const { t } = useTranslation(NS);
  return <>{t(`api.${code}`, { defaultValue: t(errorMessageKey(code), { ns: 'common' }) })}</>;
}

/** An API error code shown where it happened, announced to screen readers (`id`: for a field that names it). */
export function ApiErrorAlert({ code, id }: { code: string; id?: string }) {
  return (
    <p role="alert" className="st-error" id={id}>
      <ApiErrorText code={code} />
    </p>
  );
}
