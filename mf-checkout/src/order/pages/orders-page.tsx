import { useUnit } from 'effector-react';
import { Link, useParams } from 'react-router-dom';
import {
  $seat,
  type Currency,
  type DateWording,
  formatMoment,
  formatMinor,
  formatMoney,
  LoadFailed,
  orderIsOver,
  orderIsRateable,
  paths,
  seatAt,
  type TablePurchase,
  useTranslation,
  PageGate,
} from 'shared-contracts';
import { DELIVERY_NS } from '../../delivery-i18n.ts';
import { NS } from '../../i18n.ts';
import { OrdersPageGate, ordersPageModel, type OrdersView } from '../model/orders-page.ts';
import { ORDER_NS } from '../../order-i18n.ts';
import { DeliverySummary } from '../../common/ui/delivery-summary.tsx';
import { backToOrderingKey, orderTitle, tableMenuPath } from '../../common/ui/order-title.ts';
import '../../common/ui/checkout.css';

/** `/{branch}/orders` (open) and `/{branch}/history-my-orders` (closed): the diner's purchases at a branch. */
function Orders({ view }: { view: OrdersView }) {
  const { t } = useTranslation(NS);
  const { supplier: slug = '' } = useParams();
  const { branch, currency, orders, dues, dateWording, status, retryClicked } = useUnit(ordersPageModel);

  const history = view === 'history';
  return (
    <>
      <PageGate gate={OrdersPageGate} props={{ slug, view }} />
      <div className="mesa-page co-page" data-testid={history ? 'history-page' : 'orders-page'}>
        <h1 className="mesa-title co-title">{t(history ? 'orders.historyTitle' : 'orders.title')}</h1>
        <p>
          <Link to={history ? paths.orders(slug) : paths.historyMyOrders(slug)}>
            {t(history ? 'orders.toOpen' : 'orders.toHistory')}
          </Link>
        </p>
        {status === 'loading' ? <p className="co-state">{t('common:loading')}</p> : null}
        {status === 'failed' ? (
          <LoadFailed
            className="co-state"
            message={t('orders.loadError')}
            retryLabel={t('common:retry')}
            onRetry={retryClicked}
          />
        ) : null}
        {status === 'empty' ? (
          <p className="co-state" role="status">
            {t(history ? 'orders.historyEmpty' : 'orders.empty')}
          </p>
        ) : null}
        {orders && orders.length > 0 ? (
          <ul className="co-orders">
            {orders.map((purchase) => (
              <OrderCard
                key={purchase.id}
                purchase={purchase}
                due={dues.get(purchase.id) ?? null}
                slug={slug}
                currency={currency}
                wording={dateWording}
                timeZone={branch?.details?.timezone ?? 'America/Bogota'}
              />
            ))}
          </ul>
        ) : null}
      </div>
    </>
  );
}

function OrderCard(props: {
  purchase: TablePurchase;
  /** What the bill comes to (minor units), its tip, fee and discount in; null: its products' total. */
  due: number | null;
  slug: string;
  currency: Currency;
  /** The page's language as the instance's country writes dates. */
  wording: DateWording;
  timeZone: string;
}) {
  const { purchase, slug, currency, wording, timeZone } = props;
  const { t } = useTranslation(NS);
  const { t: tOrder } = useTranslation(ORDER_NS);
  const seat = useUnit($seat);
  const { t: td } = useTranslation(DELIVERY_NS);
  const units = purchase.items.reduce((sum, item) => sum + item.count, 0);
  const title = orderTitle(tOrder, purchase);
  const over = orderIsOver(purchase);
  const forTable = purchase.service === 'on_table';
  // A delivery or take-away order says where it is (its status); a table's whether its account is open.
  const state = forTable
    ? t(over ? 'orders.closed' : 'orders.open')
    : tOrder(`orderStatus.${purchase.order_status}`);
  const rate = orderIsRateable(purchase) ? (
    <Link className="mesa-button" to={paths.rateCluvi(String(purchase.id), purchase.rate_token)}>
      {t('orders.rate')}
    </Link>
  ) : null;
  return (
    <li className="mesa-card co-order" data-testid="order-card" data-over={over}>
      <h2 className="co-order__title">{title}</h2>
      <p className="co-order__when">
        {formatMoment(purchase.opened_at, wording, timeZone)} ·{' '}
        <span data-testid="order-card-state">{state}</span>
      </p>
      <p data-testid="order-card-summary">
        {t('orders.summary', {
          count: units,
          total:
            props.due === null ? formatMoney(purchase.total, currency) : formatMinor(props.due, currency),
        })}
      </p>
      <DeliverySummary purchase={purchase} />
      <p className="co-order__actions">
        {!forTable ? (
          <>
            {purchase.order_status === 'in_progress' && !over ? (
              <Link className="mesa-button" to={paths.checkout(slug, String(purchase.id))}>
                {td('payOrder')}
              </Link>
            ) : null}
            {over ? rate : null}
            <Link
              className={over ? 'mesa-button mesa-button--ghost' : 'mesa-button'}
              to={paths.order(slug, String(purchase.id))}
            >
              {td('follow')}
            </Link>
          </>
        ) : !over ? (
          <>
            <Link className="mesa-button" to={paths.checkout(slug, String(purchase.id))}>
              {t('orders.pay')}
            </Link>
            {purchase.table ? (
              <Link
                className="mesa-button mesa-button--ghost"
                to={tableMenuPath(slug, purchase, seatAt(seat, slug))}
              >
                {t(backToOrderingKey(purchase))}
              </Link>
            ) : null}
          </>
        ) : (
          rate
        )}
      </p>
    </li>
  );
}

export const OrdersPage = () => <Orders view="open" />;
export const HistoryPage = () => <Orders view="history" />;
