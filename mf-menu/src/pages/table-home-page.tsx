import { useGate, useUnit } from 'effector-react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { LoadFailed, useTranslation } from 'shared-contracts';
import { MENU_NS } from '../i18n.ts';
import { ManualPayGate, manualPayModel } from '../model/manual-pay.ts';
import { TableHomeGate, tableHomeModel } from '../model/table-home.ts';
import { HomeBanners, HomeWhere } from '../ui/branch-home.tsx';
import { TableName } from '../ui/table-name.tsx';
import '../ui/menu.css';

/** OnTableHome (`/{supplier}/menu-digital/home[?mesa=]`): the seated diner's home at the branch. */
export function TableHomePage() {
  const { supplier: slug = '' } = useParams();
  const [searchParams] = useSearchParams();
  const code = searchParams.get('mesa') || null;
  const key = searchParams.get('k') || null;
  // Keyed by the link: another branch, code or key opens the home again, as a fresh visit.
  return (
    <>
      <TableHomeGate key={`${slug}|${code}|${key}`} visit={{ slug, code, key }} />
      <TableHomeScreen slug={slug} code={code} />
    </>
  );
}

function TableHomeScreen({ slug, code }: { slug: string; code: string | null }) {
  const { t } = useTranslation(MENU_NS);
  const manualPay = useUnit(manualPayModel);
  const { branch, home, table, room, tableProblem, checking, actions, tableHomeRetryClicked } =
    useUnit(tableHomeModel);

  useGate(ManualPayGate);

  if (manualPay.path) return <Navigate to={manualPay.path} />;

  return (
    <div className="mn-page" data-testid="table-home">
      <header className="mn-hero">
        <h1 className="mn-hero__title">{branch?.label ?? ''}</h1>
        {table ? <TableName table={table.table} /> : null}
      </header>

      {tableProblem === 'not_found' ? (
        <p className="mn-notice" role="alert" data-testid="scan-qr">
          {t('common:errors.table_not_found')}
        </p>
      ) : null}
      {manualPay.notice ? (
        <p className="mn-notice" role="alert">
          {t(manualPay.notice.key, manualPay.notice.values)}
        </p>
      ) : null}
      {tableProblem === 'failed' ? (
        <LoadFailed
          className="mn-state"
          message={t(room ? 'tableHome.roomCheckFailed' : 'tableHome.checkFailed')}
          retryLabel={t('retry')}
          onRetry={tableHomeRetryClicked}
        />
      ) : null}
      {code === null ? <p className="mn-state">{t('tableHome.noCode')}</p> : null}

      <div className="mn-home">
        <section aria-labelledby="mn-table-home-actions" aria-busy={checking}>
          <h2 id="mn-table-home-actions" className="mn-home__title">
            {t(room ? 'tableHome.roomActions' : 'tableHome.actions')}
          </h2>
          <ul className="mn-table-home__actions">
            {actions.map((action) => {
              const className = `mesa-button mesa-button--wide${action.key === 'menu' ? '' : ' mesa-button--ghost'}`;
              return (
                <li key={action.key}>
                  {action.to === null ? (
                    <button
                      type="button"
                      className={className}
                      disabled={manualPay.opening}
                      onClick={() => manualPay.payBillClicked(slug)}
                      data-testid={`table-home-${action.key}`}
                    >
                      {t(`tableHome.${action.key}`)}
                    </button>
                  ) : (
                    <Link className={className} to={action.to} data-testid={`table-home-${action.key}`}>
                      {t(`tableHome.${action.key}`)}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
        {home ? (
          <>
            <HomeBanners banners={home.banners} />
            <HomeWhere home={home} />
          </>
        ) : null}
      </div>
    </div>
  );
}
