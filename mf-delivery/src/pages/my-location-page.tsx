import { useGate, useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatMoney, paths, useTranslation } from 'shared-contracts';
import { NS } from '../i18n.ts';
import { MyLocationPageGate, myLocationPageModel } from '../model/my-location-page.ts';
import { AddressFormSection } from '../ui/address-form.tsx';
import '../ui/delivery.css';

function MyLocationLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NS);
  return (
    <div className="mesa-page dl-page" data-testid="my-location-page">
      <h1 className="mesa-title dl-title">{t('mlTitle')}</h1>
      {children}
    </div>
  );
}

/** What a diner without a covered place can do: 'Add new address' or 'Continue without GPS'. */
function NoPlaceActions({ onAddAddress, children }: { onAddAddress: () => void; children?: ReactNode }) {
  const { t } = useTranslation(NS);
  return (
    <div className="mesa-stack">
      <button type="button" className="mesa-button mesa-button--wide" onClick={onAddAddress}>
        {t('mlAddAddress')}
      </button>
      {children}
      <Link className="mesa-button mesa-button--ghost mesa-button--wide" to={paths.location()}>
        {t('mlContinueWithoutGps')}
      </Link>
    </div>
  );
}

export function MyLocationPage() {
  const { t } = useTranslation(NS);
  const { phase, covered, nearest, orderLink, locateClicked, addAddressClicked } =
    useUnit(myLocationPageModel);
  const [search] = useSearchParams();
  useGate(MyLocationPageGate, { newAddress: search.get('address') === 'new' });

  if (phase === 'locating' || phase === 'checking') {
    return (
      <MyLocationLayout>
        <p className="dl-redirect" role="status">
          <span className="mesa-spinner mesa-spinner--small" aria-hidden="true" />
          {t(phase === 'locating' ? 'mlLocating' : 'mlChecking')}
        </p>
      </MyLocationLayout>
    );
  }
  if (phase === 'address') {
    return (
      <MyLocationLayout>
        <AddressFormSection />
      </MyLocationLayout>
    );
  }
  if (phase === 'gps-off') {
    return (
      <MyLocationLayout>
        <div className="dl-alert" role="alert">
          <p>{t('mlGpsInactive')}</p>
        </div>
        <NoPlaceActions onAddAddress={addAddressClicked}>
          <button
            type="button"
            className="mesa-button mesa-button--ghost mesa-button--wide"
            onClick={locateClicked}
          >
            {t('mlTryAgain')}
          </button>
        </NoPlaceActions>
      </MyLocationLayout>
    );
  }
  if (phase === 'no-coverage' || !covered) {
    return (
      <MyLocationLayout>
        <div className="dl-alert" role="alert" data-testid="no-coverage">
          <p className="dl-alert__title">{t('mlNoCoverage')}</p>
          {nearest ? (
            <p>
              {t('mlNearest', {
                branch: nearest.label,
                distance: new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 }).format(
                  nearest.distance_km,
                ),
              })}
            </p>
          ) : null}
        </div>
        <NoPlaceActions onAddAddress={addAddressClicked} />
      </MyLocationLayout>
    );
  }
  const { location, currency, branch } = covered;
  return (
    <MyLocationLayout>
      <section className="dl-zone" aria-labelledby="dl-zone-name" data-testid="coverage-zone">
        <h2 id="dl-zone-name" className="dl-subtitle-2">
          {t('mlCovered', { zone: location.polygon.name })}
        </h2>
        <dl className="dl-zone__facts">
          {branch ? (
            <>
              <dt>{t('mlBranch')}</dt>
              <dd data-testid="delivering-branch">{branch}</dd>
            </>
          ) : null}
          <dt>{t('mlDeliveryFee')}</dt>
          <dd data-testid="delivery-fee">{formatMoney(location.polygon.delivery_price, currency)}</dd>
          <dt>{t('mlMinimumOrder')}</dt>
          <dd data-testid="minimum-order">{formatMoney(location.polygon.minimum_order_value, currency)}</dd>
          {location.address ? (
            <>
              <dt>{t('mlDeliverTo')}</dt>
              <dd data-testid="delivery-address">
                {location.address}
                {location.reference ? ` (${location.reference})` : ''}
              </dd>
            </>
          ) : null}
        </dl>
      </section>
      <div className="mesa-stack">
        {orderLink ? (
          <Link className="mesa-button mesa-button--wide" to={orderLink.to}>
            {t(orderLink.kind === 'cart' ? 'mlBackToCart' : 'mlOrder')}
          </Link>
        ) : null}
        <button
          type="button"
          className="mesa-button mesa-button--ghost mesa-button--wide"
          onClick={addAddressClicked}
        >
          {t('mlOtherAddress')}
        </button>
      </div>
    </MyLocationLayout>
  );
}
