import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { $instance, paths } from 'shared-contracts';
import { NS } from '../i18n.ts';
import {
  $cities,
  $citiesFailed,
  $redirectingTo,
  $selectedCity,
  branchReady,
  cityCleared,
  citySelected,
  loadCitiesFx,
  locationPageOpened,
  selectBranchFx,
} from '../model/location-page.ts';
import '../ui/delivery.css';

export function LocationPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [instance, cities, failed, pending, selected, redirectingTo] = useUnit([
    $instance,
    $cities,
    $citiesFailed,
    loadCitiesFx.pending,
    $selectedCity,
    $redirectingTo,
  ]);
  const instanceId = instance?.id;

  useEffect(() => {
    if (instanceId !== undefined) locationPageOpened(instanceId);
  }, [instanceId]);

  useEffect(() => branchReady.watch((slug) => navigate(paths.home(slug))), [navigate]);

  const branchLabel = (slug: string) => instance?.suppliers.find((s) => s.slug === slug)?.label ?? slug;

  return (
    <div className="dl-page" data-testid="location-page">
      <h1 className="dl-title">{t('title')}</h1>
      <p className="dl-subtitle">{t('subtitle')}</p>

      {pending && cities.length === 0 ? <p role="status">{t('loading')}</p> : null}
      {failed ? (
        <div role="alert" className="dl-state">
          <p>{t('loadError')}</p>
          <button
            type="button"
            className="mesa-button"
            onClick={() => instanceId && locationPageOpened(instanceId)}
          >
            {t('retry')}
          </button>
        </div>
      ) : null}
      {!pending && !failed && !redirectingTo && cities.length === 0 ? (
        <p className="dl-state">{t('empty')}</p>
      ) : null}

      {redirectingTo ? (
        <p className="dl-redirect" role="status">
          <span className="mesa-spinner mesa-spinner--small" aria-hidden="true" />
          {t('redirecting', { branch: branchLabel(redirectingTo) })}
        </p>
      ) : selected && selected.suppliers.length > 1 ? (
        <section aria-labelledby="dl-branches">
          <h2 id="dl-branches" className="dl-subtitle-2">
            {t('branches', { city: selected.name })}
          </h2>
          <ul className="dl-list">
            {selected.suppliers.map((slug) => (
              <li key={slug}>
                <button type="button" className="dl-option" onClick={() => selectBranchFx(slug)}>
                  {branchLabel(slug)}
                </button>
              </li>
            ))}
          </ul>
          {cities.length > 1 ? (
            <button type="button" className="dl-link" onClick={() => cityCleared()}>
              {t('back')}
            </button>
          ) : null}
        </section>
      ) : cities.length > 0 ? (
        <ul className="dl-list" aria-label={t('cities')}>
          {cities.map((city) => (
            <li key={city.id}>
              <button type="button" className="dl-option" onClick={() => citySelected(city)}>
                <span className="dl-option__name">{city.name}</span>
                <span className="dl-option__meta">{t('branchCount', { count: city.suppliers.length })}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
