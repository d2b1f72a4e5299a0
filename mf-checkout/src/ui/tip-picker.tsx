import type { PurchaseTip } from 'shared-contracts';
import { PAY_NS } from '../pay-i18n.ts';
import { useTranslation } from 'shared-contracts';

const PRESETS = [10, 15, 20];

/** Include a tip or not, a preset percentage or a custom amount (SPEC section 9: 10 percent by default). */
export function TipPicker({
  tip,
  label,
  customText,
  onChange,
  onCustomText,
  onCustomApplied,
}: {
  tip: PurchaseTip;
  label: string;
  customText: string;
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
            <label htmlFor="co-tip-custom">{t('tipCustomAmount')}</label>
            <input
              id="co-tip-custom"
              inputMode="decimal"
              value={customText}
              onChange={(event) => onCustomText(event.target.value)}
            />
            <button type="button" className="co-chip" onClick={onCustomApplied}>
              {t('tipSave')}
            </button>
          </div>
        </>
      ) : null}
      <p className="co-note">{t('staffTip')}</p>
    </fieldset>
  );
}
