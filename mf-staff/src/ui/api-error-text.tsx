import { errorMessageKey, useTranslation } from 'shared-contracts';
import { NS } from '../i18n.ts';

/** An API error code in the staff's words: the console's own message, else the common one. */
export function ApiErrorText({ code }: { code: string }) {
  const { t } = useTranslation(NS);
  return <>{t(`api.${code}`, { defaultValue: t(errorMessageKey(code), { ns: 'common' }) })}</>;
}

/** An API error code shown where it happened, announced to screen readers. */
export function ApiErrorAlert({ code }: { code: string }) {
  return (
    <p role="alert" className="st-error">
      <ApiErrorText code={code} />
    </p>
  );
}
