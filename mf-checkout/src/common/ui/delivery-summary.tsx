import { useUnit } from 'effector-react';
import { $instance, $lang, formatCalendarDate, type TablePurchase, useTranslation } from 'shared-contracts';
import { DELIVERY_NS } from '../../delivery-i18n.ts';

/**
 * Where and when a placed delivery or take-away order is handed over: the address and reference, or the
 * branch to pick it up at (its address), and the scheduled day and hour, else "as soon as possible".
 * Nothing for a table's purchase.
 */
export function DeliverySummary({ purchase }: { purchase: TablePurchase }) {
  const { t } = useTranslation(DELIVERY_NS);
  const { instance, lang } = useUnit({ instance: $instance, lang: $lang });
  const delivery = purchase.delivery;
  if (!delivery || purchase.service === 'on_table') return null;
  const branch = instance?.suppliers.find((supplier) => supplier.id === purchase.supplier_id) ?? null;
  const takeAway = purchase.service === 'take_away';
  return (
    <section className="co-box co-delivery-summary" aria-label={t('summary')} data-testid="delivery-summary">
      <dl className="co-balance">
        <div>
          <dt>{t(takeAway ? 'pickupAt' : 'deliverTo')}</dt>
          <dd data-testid={takeAway ? 'pickup-address' : 'delivery-place'}>
            {takeAway ? (
              branch ? (
                <>
                  {branch.label}
                  <br />
                  {branch.address}
                </>
              ) : null
            ) : (
              <>
                {delivery.address}
                {delivery.reference ? (
                  <>
                    <br />
                    {t('reference', { reference: delivery.reference })}
                  </>
                ) : null}
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('when')}</dt>
          <dd data-testid="delivery-when">
            {delivery.schedule
              ? t('whenScheduled', {
                  date: formatCalendarDate(delivery.schedule.date, lang),
                  hour: delivery.schedule.hour,
                })
              : t('asap')}
          </dd>
        </div>
      </dl>
    </section>
  );
}
