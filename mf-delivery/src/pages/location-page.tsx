import { useGate, useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { LoadFailed, paths, useTranslation } from 'shared-contracts';
import { NS } from '../i18n.ts';
import { LocationPageGate, locationPageModel } from '../model/location-page.ts';
import '../ui/delivery.css';

function LocationLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NS);
  return (
    <div className="mesa-page dl-page" data-testid="location-page">
      <h1 className="mesa-title dl-title">{t('title')}</h1>
      <p className="dl-subtitle">{t('subtitle')}</p>
      {children}
    </div>
  );
}

export function LocationPage() {
  const { t } = useTranslation(NS);
  const {
    status,
    cities,
    selectedCity,
    redirectingTo,
    homeRedirect,
    branchNames,
    retryClicked,
    citySelected,
    cityCleared,
    branchClicked,
  } = useUnit(locationPageModel);
  useGate(LocationPageGate);

  const branchName = (slug: string) => branchNames[slug] ?? slug;

  if (homeRedirect) return <Navigate to={paths.home(homeRedirect)} />;
  if (redirectingTo) {
    return (
      <LocationLayout>
        <p className="dl-redirect" role="status">
          <span className="mesa-spinner mesa-spinner--small" aria-hidden="true" />
          {t('redirecting', { branch: branchName(redirectingTo) })}
        </p>
      </LocationLayout>
    );
  }
  if (status === 'loading') {
    return (
      <LocationLayout>
        <p role="status">{t('loading')}</p>
      </LocationLayout>
    );
  }
  if (status === 'failed') {
    return (
      <LocationLayout>
        <LoadFailed
          className="dl-state"
          message={t('loadError')}
          retryLabel={t('retry')}
          onRetry={retryClicked}
        />
      </LocationLayout>
    );
  }
  if (status === 'empty') {
    return (
      <LocationLayout>
        <p className="dl-state">{t('empty')}</p>
      </LocationLayout>
    );
  }
  if (selectedCity && selectedCity.suppliers.length > 1) {
    return (
      <LocationLayout>
        <section aria-labelledby="dl-branches">
          <h2 id="dl-branches" className="dl-subtitle-2">
            {t('branches', { city: selectedCity.name })}
          </h2>
          <ul className="mesa-stack dl-list">
            {selectedCity.suppliers.map((slug) => (
              <li key={slug}>
                <button type="button" className="dl-option" onClick={() => branchClicked(slug)}>
                  {branchName(slug)}
                </button>
              </li>
            ))}
          </ul>
          {cities.length > 1 ? (
            <button type="button" className="dl-link" onClick={cityCleared}>
              {t('back')}
            </button>
          ) : null}
        </section>
      </LocationLayout>
    );
  }
  return (
    <LocationLayout>
      <ul className="mesa-stack dl-list" aria-label={t('cities')}>
        {cities.map((city) => (
          <li key={city.id}>
            <button type="button" className="dl-option" onClick={() => citySelected(city)}>
              <span className="dl-option__name">{city.name}</span>
              <span className="dl-option__meta">{t('branchCount', { count: city.suppliers.length })}</span>
            </button>
          </li>
        ))}
      </ul>
    </LocationLayout>
  );
}
