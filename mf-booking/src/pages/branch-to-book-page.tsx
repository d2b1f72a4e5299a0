import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from 'shared-contracts';
import { NS } from '../i18n.ts';
import { branchToBookModel } from '../model/branch-to-book.ts';
import '../ui/booking.css';

/** `/branch-to-book`: the branches that take bookings, each leading to its booking form. */
export function BranchToBookPage() {
  const { t } = useTranslation(NS);
  const { branches } = useUnit(branchToBookModel);
  if (!branches) return null;
  return (
    <div className="mesa-page bk-page" data-testid="branch-to-book">
      <h1 className="mesa-title bk-title">{t('branches.title')}</h1>
      {branches.length === 0 ? (
        <p className="bk-state" role="status">
          {t('noBookings')}
        </p>
      ) : (
        <ul className="bk-lines">
          {branches.map((branch) => (
            <li key={branch.id} className="bk-card">
              <Link className="bk-card__title" to={paths.book(branch.slug)}>
                {branch.label}
              </Link>
              <span className="bk-address">
                {branch.address}, {branch.city}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
