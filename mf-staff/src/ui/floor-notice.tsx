import { useTranslation } from 'shared-contracts';
import { NS } from '../i18n.ts';
import type { FloorNotice } from '../model/floor-notice.ts';

/**
 * The floor's live region: what the last change did ("Table T5: call answered"), said by screen readers
 * while the focus moves on from the button that made it. It is always on the page, empty until a change:
 * a region added together with its words is not announced.
 */
export function FloorNoticeText({ notice }: { notice: FloorNotice | null }) {
  const { t } = useTranslation(NS);
  const place =
    notice &&
    ('purchaseId' in notice.place
      ? t('floor.bill', { id: notice.place.purchaseId })
      : t(`place.${notice.place.kind}`, { code: notice.place.code }));
  return (
    <p role="status" className="st-visually-hidden" data-testid="floor-notice">
      {notice ? t(`floor.done.${notice.done}`, { place, line: notice.line }) : ''}
    </p>
  );
}
