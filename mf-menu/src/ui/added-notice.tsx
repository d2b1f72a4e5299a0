import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { $seat, paths, seatAt, seatMenuPath, useTranslation } from 'shared-contracts';
import { MENU_NS } from '../i18n.ts';
import { productDialogModel } from '../model/product-dialog.ts';

/** How long the notice stays over the page's bottom before it gets out of the way by itself. */
const SHOWN_MS = 4000;

const TEXT = {
  table: 'addedToTable',
  room: 'addedToRoom',
  own: 'addedToOwn',
  list: 'addedToList',
  cart: 'added',
} as const;
const LINK = {
  table: 'notice.viewOrder',
  room: 'notice.viewOrder',
  own: 'notice.viewOrder',
  list: 'notice.viewList',
  cart: 'notice.viewCart',
} as const;

/**
 * Says where the last add went (the table's or room's order, the diner's list, the cart) with the way
 * to see it, until the next add or the diner closes it. Its live region is always there, so a screen
 * reader hears each add. `onShowOrder`: the table's screen shows its order in place instead of a link.
 * It sits over the bottom of the page, so it leaves after a few seconds (or when closed).
 */
export function AddedNotice({ onShowOrder }: { onShowOrder?: () => void }) {
  const { t } = useTranslation(MENU_NS);
  const { supplier: slug = '' } = useParams();
  const { notice, closed, seat } = useUnit({
    notice: productDialogModel.addedNotice,
    closed: productDialogModel.addedNoticeClosed,
    seat: $seat,
  });
  const here = seatAt(seat, slug);
  useEffect(() => {
    if (!notice) return undefined;
    const timer = setTimeout(() => closed(), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [notice, closed]);
  const kind = notice?.to ?? null;
  const to =
    kind === 'cart'
      ? paths.deliveryOrder(slug)
      : kind === 'list'
        ? here && seatMenuPath(here)
        : notice?.purchaseId
          ? paths.myOrder(slug, notice.purchaseId)
          : null;
  return (
    <div className={notice ? 'mn-added' : 'mn-visually-hidden'} role="status" data-testid="added-notice">
      {notice && kind ? (
        <>
          <p className="mn-added__text">{t(TEXT[kind], { name: notice.name })}</p>
          {onShowOrder && kind !== 'cart' ? (
            <button
              type="button"
              className="mesa-button"
              onClick={() => {
                closed();
                onShowOrder();
              }}
            >
              {t(LINK[kind])}
            </button>
          ) : to ? (
            <Link className="mesa-button" to={to}>
              {t(LINK[kind])}
            </Link>
          ) : null}
          <button
            type="button"
            className="mesa-button mesa-button--ghost"
            aria-label={t('notice.close')}
            onClick={() => closed()}
          >
            ×
          </button>
        </>
      ) : null}
    </div>
  );
}
