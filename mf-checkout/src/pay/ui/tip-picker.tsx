import { type PurchaseTip, TIP_MAX_PERCENT, useTranslation } from 'shared-contracts';
import { PAY_NS } from '../../pay-i18n.ts';

const PRESETS = [10, 15, 20];

/** Include a tip or not, a preset percentage or a custom amount (10 percent by default). */
export function TipPicker({
  tip,
  label,
  serviceFee = false,
  customText,
  customError,
  refusal,
  onChange,
  onCustomText,
  onCustomApplied,
}: {
  tip: PurchaseTip;
  label: string;
  /** The instance calls it a service fee: the field and the note below say so too, not "tip". */
  serviceFee?: boolean;
  customText: string;
  /** Why the amount typed is not one (translated), or null. */
  customError: string | null;
  /** Why the last tip was refused (translated), or null. */
  refusal: string | null;
  onChange: (tip: PurchaseTip) => void;
  onCustomText: (text: string) => void;
  onCustomApplied: () => void;
}) {
  const { t } = useTranslation(PAY_NS);
  return (
    <fieldset className="co-box" data-testid="tip">
      <legend>{label}</legend>
      <div className="co-choices" role="group" aria-label={t('tipInclude')}>
        <button
          type="button"
          className="co-chip"
          aria-pressed={tip.include}
          onClick={() =>
            onChange({ include: true, percent: tip.percent ?? 10, custom_value: tip.custom_value })
          }
        >
          {t('tipYes')}
        </button>
        <button
          type="button"
          className="co-chip"
          aria-pressed={!tip.include}
          onClick={() => onChange({ ...tip, include: false })}
        >
          {t('tipNo')}
        </button>
      </div>
      {tip.include ? (
        <>
          <div className="co-choices">
            {PRESETS.map((percent) => (
              <button
                key={percent}
                type="button"
                className="co-chip"
                aria-pressed={tip.custom_value === null && tip.percent === percent}
                onClick={() => onChange({ include: true, percent, custom_value: null })}
              >
                {t('tipPercent', { percent })}
              </button>
            ))}
          </div>
          <div className="co-inline">
            <label htmlFor="co-tip-custom">
              {t(serviceFee ? 'serviceFeeCustomAmount' : 'tipCustomAmount')}
            </label>
            <input
              id="co-tip-custom"
              inputMode="decimal"
              aria-invalid={customError !== null}
              aria-describedby={customError !== null ? 'co-tip-error co-tip-cap' : 'co-tip-cap'}
              value={customText}
              onChange={(event) => onCustomText(event.target.value)}
            />
            <button type="button" className="co-chip" onClick={onCustomApplied}>
              {t('tipSave')}
            </button>
          </div>
          {customError !== null ? (
            <p className="co-field__error" id="co-tip-error" role="alert" data-testid="tip-error">
              {customError}
            </p>
          ) : null}
          <p className="co-note" id="co-tip-cap">
            {t('tipCap', { percent: TIP_MAX_PERCENT })}
          </p>
        </>
      ) : null}
      {refusal ? (
        <p className="co-form__summary" role="alert" data-testid="tip-refusal">
          {refusal}
        </p>
      ) : null}
      <p className="co-note">{t(serviceFee ? 'serviceFeeStaff' : 'staffTip')}</p>
    </fieldset>
  );
}
