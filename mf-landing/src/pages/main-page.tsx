import { useGate, useUnit } from 'effector-react';
import { Link, Navigate } from 'react-router-dom';
import {
  type City,
  cssImageUrl,
  type Lang,
  type OrderState,
  paths,
  useTranslation,
  webHref,
  withServiceQuery,
} from 'shared-contracts';
import { NS } from '../i18n.ts';
import { sameOrder, type LandingAction, type LandingLink } from '../model/landing-links.ts';
import { MainPageGate, mainPageModel } from '../model/main-page.ts';
import { NETWORK_NAMES } from '../model/social-links.ts';
import { Modal } from '../ui/modal.tsx';
import '../ui/landing.css';

type Delivery = Extract<LandingAction, { kind: 'delivery' }>;

/** The landing's dialogs, named by the buttons that open them (`aria-controls`). */
const LOCATION_DIALOG = 'ld-location-dialog';
const LANGUAGE_DIALOG = 'ld-language-dialog';

interface LinkButtonProps {
  link: LandingLink;
  /** The order of the delivery button whose location modal is open, else null. */
  locationModalFor: OrderState | null;
  onService: (order: OrderState) => void;
  onDelivery: (action: Omit<Delivery, 'kind'>) => void;
}

function LinkButton({ link, locationModalFor, onService, onDelivery }: LinkButtonProps) {
  const { t } = useTranslation(NS);
  const { action } = link;
  // Operator labels are text: React escapes them, so markup in a label shows as typed.
  const label = link.label || (link.service ? t(`service.${link.service}`) : t('link'));
  switch (action.kind) {
    case 'external': {
      const newTab = action.target === '_blank';
      return (
        <a
          className="ld-link ld-link--external"
          href={action.href}
          target={action.target}
          rel={newTab ? 'noopener noreferrer' : undefined}
          aria-label={newTab ? t('opensNewTab', { label }) : undefined}
        >
          {label}
        </a>
      );
    }
    case 'unavailable':
      return (
        <button type="button" className="ld-link" disabled aria-label={t('unavailable', { label })}>
          {label}
        </button>
      );
    case 'delivery': {
      // Without its one branch, the button may open the city chooser: it says so, and whether it is open.
      const chooser = action.branch === null;
      return (
        <button
          type="button"
          className="ld-link ld-link--service"
          data-service={link.service ?? undefined}
          aria-haspopup={chooser ? 'dialog' : undefined}
          aria-expanded={chooser ? sameOrder(locationModalFor, action.order) : undefined}
          aria-controls={chooser ? LOCATION_DIALOG : undefined}
          onClick={() => onDelivery({ order: action.order, branch: action.branch })}
        >
          {label}
        </button>
      );
    }
    case 'navigate':
      // The address carries the service, so the browser may follow the link itself before the page is
      // live (`data-early-follow`): the next page sets the service from it.
      return (
        <Link
          className="ld-link ld-link--service"
          to={withServiceQuery(action.to, action.order)}
          data-early-follow=""
          data-service={link.service ?? undefined}
          onClick={() => onService(action.order)}
        >
          {label}
        </Link>
      );
  }
}

interface LocationModalProps {
  cities: City[];
  city: City | null;
  branchNames: Record<string, string>;
  onCity: (city: City) => void;
  onBranch: (slug: string) => void;
  onClose: () => void;
}

/** Several delivery cities open a location modal; a city with several branches lists them. */
function LocationModal({ cities, city, branchNames, onCity, onBranch, onClose }: LocationModalProps) {
  const { t } = useTranslation(NS);
  return (
    <Modal
      id={LOCATION_DIALOG}
      title={t('location.title')}
      closeLabel={t('close')}
      onClose={onClose}
      testId="location-modal"
    >
      <ul className="mesa-stack" aria-label={t('location.cities')}>
        {cities.map((option) => (
          <li key={option.id}>
            <button
              type="button"
              className="ld-option"
              aria-current={option.id === city?.id ? 'true' : undefined}
              onClick={() => onCity(option)}
            >
              {option.name}
            </button>
          </li>
        ))}
      </ul>
      {city ? (
        <section aria-labelledby="ld-city-branches">
          <h3 id="ld-city-branches">{t('location.branches', { city: city.name })}</h3>
          <ul className="mesa-stack">
            {city.suppliers.map((slug) => (
              <li key={slug}>
                <button type="button" className="ld-option" onClick={() => onBranch(slug)}>
                  {branchNames[slug] ?? slug}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Modal>
  );
}

interface LanguageModalProps {
  langs: Lang[];
  current: Lang;
  onChoose: (lang: Lang) => void;
  onClose: () => void;
}

function LanguageModal({ langs, current, onChoose, onClose }: LanguageModalProps) {
  const { t } = useTranslation(NS);
  return (
    <Modal
      id={LANGUAGE_DIALOG}
      title={t('language')}
      closeLabel={t('close')}
      onClose={onClose}
      testId="language-modal"
    >
      <ul className="mesa-stack">
        {langs.map((choice) => (
          <li key={choice}>
            <button
              type="button"
              lang={choice}
              className="ld-option"
              aria-current={choice === current ? 'true' : undefined}
              onClick={() => onChoose(choice)}
            >
              {t(`lang.${choice}`)}
            </button>
          </li>
        ))}
      </ul>
    </Modal>
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
    languageMenuOpen,
    modalCities,
    modalCity,
    locationModalFor,
    redirectingTo,
    redirect,
    serviceClicked,
    deliveryClicked,
    cityChosen,
    branchPicked,
    locationModalClosed,
    languageMenuOpened,
    languageMenuClosed,
    languageClicked,
  } = useUnit(mainPageModel);
  useGate(MainPageGate);

  if (redirect) return <Navigate to={redirect} replace />;
  if (!instance) return null;
  const background = cssImageUrl(instance.theme.suppliers_background_image);
  const logo = webHref(instance.linktree_logo);
  const branchNames = Object.fromEntries(instance.suppliers.map((branch) => [branch.slug, branch.label]));
  const showBranches = instance.show_branches_button && instance.suppliers.length > 0;
  const showContact = instance.flags.contact_button && instance.suppliers.length > 0;
  // The instance's own buttons after its links: the branches list and, when flagged, the contact list.
  const extraLinks = [
    ...(showBranches ? [{ to: paths.branchOffices(), label: t('branches'), testId: 'branches-button' }] : []),
    ...(showContact ? [{ to: paths.branchWhatsapp(), label: t('contact'), testId: 'contact-button' }] : []),
  ];
  const nothingToShow = links.length === 0 && extraLinks.length === 0;

  return (
    <div className="ld-page" data-testid="landing">
      <div
        className="ld-cover"
        style={background ? { backgroundImage: background } : undefined}
        aria-hidden="true"
      />
      <div className="ld-card">
        {logo ? <img className="ld-logo" src={logo} alt="" width={112} height={112} /> : null}
        <h1 className="ld-name">{instance.name}</h1>
        {spinner ? (
          <p className="ld-spinner" role="status" data-testid="landing-spinner">
            <span className="mesa-spinner mesa-spinner--small" aria-hidden="true" />
            <span className="ld-visually-hidden">{t('loading')}</span>
          </p>
        ) : null}
        {redirectingTo ? (
          <p className="ld-status" role="status" data-testid="landing-redirecting">
            <span className="mesa-spinner mesa-spinner--small" aria-hidden="true" />
            {t('redirecting', { branch: branchNames[redirectingTo] ?? redirectingTo })}
          </p>
        ) : null}

        <nav aria-label={t('services')}>
          <ul className="mesa-stack">
            {links.map((link) => (
              <li key={link.key}>
                <LinkButton
                  link={link}
                  locationModalFor={locationModalFor}
                  onService={serviceClicked}
                  onDelivery={deliveryClicked}
                />
              </li>
            ))}
            {extraLinks.map(({ to, label, testId }) => (
              <li key={testId}>
                <Link className="ld-link ld-link--ghost" to={to} data-testid={testId}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
          {nothingToShow ? <p className="ld-empty">{t('noLinks')}</p> : null}
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
          <div className="ld-langs">
            <button
              type="button"
              className="ld-lang"
              aria-haspopup="dialog"
              aria-expanded={languageMenuOpen}
              aria-controls={LANGUAGE_DIALOG}
              onClick={languageMenuOpened}
              data-testid="language-button"
            >
              {t('languageCurrent', { lang: t(`lang.${lang}`) })}
            </button>
          </div>
        ) : null}
      </div>

      {languageMenuOpen ? (
        <LanguageModal langs={langs} current={lang} onChoose={languageClicked} onClose={languageMenuClosed} />
      ) : null}
      {modalCities ? (
        <LocationModal
          cities={modalCities}
          city={modalCity}
          branchNames={branchNames}
          onCity={cityChosen}
          onBranch={branchPicked}
          onClose={locationModalClosed}
        />
      ) : null}
    </div>
  );
}
