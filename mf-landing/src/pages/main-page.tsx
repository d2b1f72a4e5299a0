import { useUnit } from 'effector-react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { paths, type OrderState } from 'shared-contracts';
import { NS } from '../i18n.ts';
import type { LandingLink } from '../model/landing-links.ts';
import { mainPageModel } from '../model/main-page.ts';
import { NETWORK_NAMES } from '../model/social-links.ts';
import '../ui/landing.css';

function LinkButton({ link, onService }: { link: LandingLink; onService: (order: OrderState) => void }) {
  const { t } = useTranslation(NS);
  const { action } = link;
  if (action.kind === 'external') {
    const newTab = action.target === '_blank';
    return (
      <a
        className="ld-link ld-link--external"
        href={action.href}
        target={action.target}
        rel={newTab ? 'noopener noreferrer' : undefined}
        aria-label={newTab ? t('opensNewTab', { label: link.label }) : undefined}
      >
        {link.label}
      </a>
    );
  }
  if (action.kind === 'unavailable') {
    return (
      <button type="button" className="ld-link" disabled aria-label={t('unavailable', { label: link.label })}>
        {link.label}
      </button>
    );
  }
  return (
    <Link
      className="ld-link ld-link--service"
      to={action.to}
      data-service={link.service ?? undefined}
      onClick={() => onService(action.order)}
    >
      {link.label}
    </Link>
  );
}

export function MainPage() {
  const { t } = useTranslation(NS);
  const {
    instance,
    lang,
    links,
    social,
    langs,
    spinner,
    branchesOpen,
    redirect,
    pageOpened,
    pageClosed,
    serviceClicked,
    branchesToggled,
    languageClicked,
  } = useUnit(mainPageModel);
  const branchesId = useId();

  useEffect(() => {
    pageOpened();
    return () => pageClosed();
  }, [pageOpened, pageClosed]);

  if (redirect) return <Navigate to={redirect} replace />;
  if (!instance) return null;
  const background = instance.theme.suppliers_background_image;

  return (
    <div className="ld-page" data-testid="landing">
      <div
        className="ld-cover"
        style={background ? { backgroundImage: `url("${background}")` } : undefined}
        aria-hidden="true"
      />
      <div className="ld-card">
        {instance.linktree_logo ? (
          <img className="ld-logo" src={instance.linktree_logo} alt="" width={112} height={112} />
        ) : null}
        <h1 className="ld-name">{instance.name}</h1>
        {spinner ? (
          <p className="ld-spinner" role="status" data-testid="landing-spinner">
            <span className="mesa-spinner mesa-spinner--small" aria-hidden="true" />
            <span className="ld-visually-hidden">{t('loading')}</span>
          </p>
        ) : null}

        <nav aria-label={t('services')}>
          <ul className="mesa-stack">
            {links.map((link) => (
              <li key={link.key}>
                <LinkButton link={link} onService={serviceClicked} />
              </li>
            ))}
            {instance.show_branches_button && instance.suppliers.length > 0 ? (
              <li>
                <button
                  type="button"
                  className="ld-link ld-link--ghost"
                  aria-expanded={branchesOpen}
                  aria-controls={branchesId}
                  onClick={branchesToggled}
                  data-testid="branches-button"
                >
                  {t('branches')}
                </button>
                {branchesOpen ? (
                  <ul className="ld-branches" id={branchesId}>
                    {instance.suppliers.map((branch) => (
                      <li key={branch.slug}>
                        <Link className="ld-branch" to={paths.home(branch.slug)}>
                          <span className="ld-branch__name">{branch.label}</span>
                          <span className="ld-branch__address">{branch.address}</span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ) : null}
          </ul>
        </nav>

        {social.length > 0 ? (
          <section className="ld-social" aria-labelledby="ld-social-title">
            <h2 id="ld-social-title" className="ld-social__title">
              {t('followUs')}
            </h2>
            <ul className="ld-social__list">
              {social.map(({ network, url }) => (
                <li key={network}>
                  <a
                    className="ld-social__link"
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('opensNewTab', { label: NETWORK_NAMES[network] })}
                  >
                    {NETWORK_NAMES[network]}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {langs.length > 1 ? (
          <div className="ld-langs" role="group" aria-label={t('language')}>
            {langs.map((choice) => (
              <button
                key={choice}
                type="button"
                lang={choice}
                className="ld-lang"
                aria-pressed={choice === lang}
                onClick={() => languageClicked(choice)}
              >
                {t(`lang.${choice}`)}
              </button>
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}
