import { Link } from 'react-router-dom';
import {
  formatCalendarDate,
  formControls,
  paths,
  useTranslation,
  type DeliveryDetails,
  type DeliveryTextField,
  type ScheduleDays,
} from 'shared-contracts';
import { CART_NS } from '../../cart-i18n.ts';
import { DELIVERY_TEXT_MAX, type DeliveryErrors, type OrderKind } from '../model/delivery-form.ts';
import { Field } from '../../common/ui/field.tsx';

interface Props {
  kind: OrderKind;
  details: DeliveryDetails;
  /** The address the coverage was worked out for (a typed one), shown fixed; null: the diner writes it here. */
  fixedAddress: string | null;
  errors: DeliveryErrors;
  scheduleDays: ScheduleDays | null;
  scheduleHours: string[];
  lang: string;
  onText: (change: { field: DeliveryTextField; value: string }) => void;
  onCutlery: (on: boolean) => void;
  onPacked: (on: boolean) => void;
}

/** The cart's delivery data: the place (delivery), the day and time (scheduled), the comment, cutlery and packing. */
export function DeliveryFields({
  kind,
  details,
  fixedAddress,
  errors,
  scheduleDays,
  scheduleHours,
  lang,
  ...on
}: Props) {
  const { t } = useTranslation(CART_NS);
  const error = (field: DeliveryTextField) =>
    errors[field] ? t(`error.${errors[field]}`, { max: DELIVERY_TEXT_MAX[field] }) : undefined;
  const text = formControls({
    idPrefix: 'co-',
    values: details,
    errors,
    onChange: on.onText,
    required: false,
  });
  return (
    <div className="mesa-stack co-delivery">
      {kind !== 'take_away' ? (
        <>
          {fixedAddress !== null ? (
            // Changing it goes back to the address form: a new address is a new coverage check and fee.
            <div className="co-field co-fixed-address" data-testid="cart-address">
              <span className="co-field__label">{t('address')}</span>
              <span>{fixedAddress}</span>
              <Link
                id="co-address"
                to={`${paths.myLocation()}?address=new`}
                className="co-fixed-address__change"
              >
                {t('changeAddress')}
              </Link>
              {errors.address ? <p className="co-field__error">{error('address')}</p> : null}
            </div>
          ) : (
            <Field id="co-address" label={t('address')} error={error('address')}>
              {(describedBy) => (
                <input {...text('address')} autoComplete="street-address" aria-describedby={describedBy} />
              )}
            </Field>
          )}
          <Field id="co-reference" label={t('reference')} error={error('reference')}>
            {(describedBy) => <input {...text('reference')} aria-describedby={describedBy} />}
          </Field>
        </>
      ) : null}
      {kind === 'schedule' ? (
        scheduleDays && scheduleDays.days.length === 0 ? (
          <p className="co-notice" role="status">
            {t('noDays')}
          </p>
        ) : (
          <>
            <Field id="co-date" label={t('date')} error={error('date')}>
              {(describedBy) => (
                <select {...text('date')} aria-describedby={describedBy}>
                  <option value="">{t('chooseDate')}</option>
                  {(scheduleDays?.days ?? []).map((day) => (
                    <option key={day.date} value={day.date}>
                      {formatCalendarDate(day.date, lang)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id="co-hour" label={t('hour')} error={error('hour')}>
              {(describedBy) => (
                <select {...text('hour')} aria-describedby={describedBy}>
                  <option value="">{t('chooseHour')}</option>
                  {scheduleHours.map((hour) => (
                    <option key={hour} value={hour}>
                      {hour}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </>
        )
      ) : null}
      <Field id="co-comment" label={t('comment')} error={error('comment')}>
        {(describedBy) => <textarea {...text('comment')} rows={2} aria-describedby={describedBy} />}
      </Field>
      <label className="co-check">
        <input
          type="checkbox"
          checked={details.cutlery}
          onChange={(event) => on.onCutlery(event.target.checked)}
        />
        {t('cutlery')}
      </label>
      <label className="co-check">
        <input
          type="checkbox"
          checked={details.packed}
          onChange={(event) => on.onPacked(event.target.checked)}
        />
        {t('packed')}
      </label>
    </div>
  );
}
