import { errorMessage, useTranslation } from 'shared-contracts';
import { NS } from '../i18n.ts';

/**
 * An API refusal in the diner's words: the booking's own message, else the common one, with the values
 * its details give (a stock refusal's largest quantity, how long a rate limit asks to wait).
 */
export function ApiErrorText({
  code,
  details = {},
}: {
  code: string;
  details?: Record<string, string | number>;
}) {
  const { t, i18n } = useTranslation(NS);
  const [common, values] = errorMessage({ code, details }, i18n.language);
  // The pre-order adds one unit at a time: "try at most 0" would be a riddle, so none left is said as such.
  const own = code === 'out_of_stock' && values.max === 0 ? 'api.out_of_stock_none' : `api.${code}`;
  return <>{t(own, { ...values, defaultValue: t(common, { ...values, ns: 'common' }) })}</>;
}
