import { useUnit } from 'effector-react';
import { useParams } from 'react-router-dom';
import { NS } from '../i18n.ts';
import { bookingPopupModel } from '../model/booking-popup.ts';
import { BookScreen } from './book-page.tsx';
import { useTranslation } from 'shared-contracts';

/** `/reservarpopup/{branch_id}`: the booking form of a branch named by its id. */
export function BookingPopupPage() {
  const { t } = useTranslation(NS);
  const { branchId = '' } = useParams();
  const { branchSlugsById, instanceLoaded } = useUnit(bookingPopupModel);
  const slug = branchSlugsById.get(branchId);
  if (!instanceLoaded) return null;
  if (!slug) {
    return (
      <div className="mesa-page bk-page">
        <p className="bk-state" role="status" data-testid="no-bookings">
          {t('noBranch')}
        </p>
      </div>
    );
  }
  return <BookScreen slug={slug} />;
}
