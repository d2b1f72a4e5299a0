import { useUnit } from 'effector-react';
import { useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  mapsSearchUrl,
  offeredServices,
  paths,
  seatAt,
  seatMenuPath,
  serviceChoiceLink,
  ServiceChoices,
  type SupplierSummary,
  useModalFocus,
  useTranslation,
} from 'shared-contracts';
import { SHELL_NS } from '../i18n.ts';
import { sidePanelModel } from './side-panel-model.ts';

const NETWORK_NAMES: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'X (Twitter)',
  twitch: 'Twitch',
  youtube: 'YouTube',
  whatsapp: 'WhatsApp',
  spotify: 'Spotify',
  tiktok: 'TikTok',
  tripadvisor: 'Tripadvisor',
};

/** The side panel of a branch: delivery address, services, branch address, social links. */
export function SidePanel({ branch }: { branch: SupplierSummary }) {
  const { t } = useTranslation(SHELL_NS);
  const m = useUnit(sidePanelModel);
  const navigate = useNavigate();
  const { open, current, deliveryAddress, socials, labels, closed, serviceClicked } = m;
  const heading = useRef<HTMLHeadingElement>(null);
  const body = useRef<HTMLElement>(null);
  useModalFocus(body, open, { onEscape: () => closed(), initial: heading });
  if (!open) return null;
  const seat = seatAt(m.seat, branch.slug);
  return (
    <div className="mesa-panel">
      <button
        type="button"
        className="mesa-panel__backdrop"
        aria-label={t('panelClose')}
        tabIndex={-1}
        onClick={() => closed()}
      />
      <aside
        ref={body}
        id="mesa-side-panel"
        className="mesa-panel__body"
        role="dialog"
        aria-modal="true"
        aria-labelledby="mesa-panel-title"
        data-testid="side-panel"
      >
        <div className="mesa-panel__top">
          <h2 id="mesa-panel-title" ref={heading} tabIndex={-1}>
            {branch.label}
          </h2>
          <button type="button" className="mesa-button mesa-button--ghost" onClick={() => closed()}>
            {t('panelClose')}
          </button>
        </div>
        {seat ? (
          <section aria-labelledby="mesa-panel-seat" data-testid="panel-seat">
            <h3 id="mesa-panel-seat">
              {t(seat.kind === 'room' ? 'panelSeatRoom' : 'panelSeatTable', { code: seat.code })}
            </h3>
            <Link className="mesa-button mesa-button--wide" to={seatMenuPath(seat)} onClick={() => closed()}>
              {t('panelSeatMenu')}
            </Link>
            <Link
              className="mesa-button mesa-button--wide mesa-button--ghost"
              to={paths.home(branch.slug)}
              onClick={() => m.leaveTableClicked()}
              data-testid="leave-table"
            >
              {t(seat.kind === 'room' ? 'panelLeaveRoom' : 'panelLeaveTable')}
            </Link>
          </section>
        ) : null}
        {current === 'delivery' || current === 'schedule' ? (
          <section aria-labelledby="mesa-panel-address">
            <h3 id="mesa-panel-address">{t('panelAddress')}</h3>
            <p data-testid="panel-delivery-address">{deliveryAddress ?? t('panelNoAddress')}</p>
          </section>
        ) : null}
        <section aria-labelledby="mesa-panel-services">
          <h3 id="mesa-panel-services">{t('panelServices')}</h3>
          {/* Ordering at the table opens the table's menu; the other services are set here. */}
          <ServiceChoices
            services={offeredServices(branch)}
            current={current}
            labels={labels}
            translate={t}
            listClassName="mesa-panel__services"
            wide
            testIdPrefix="panel-service"
            onChoose={(choice) => {
              const to = serviceChoiceLink(choice, branch.slug, seat);
              serviceClicked(choice);
              if (to) void navigate(to);
            }}
          />
        </section>
        <section aria-labelledby="mesa-panel-branch">
          <h3 id="mesa-panel-branch">{t('panelBranch')}</h3>
          <a
            href={mapsSearchUrl(branch)}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="panel-map-link"
            aria-label={t('openMap', { address: branch.address })}
          >
            {branch.address}
          </a>
        </section>
        {m.langs.length > 1 ? (
          <section aria-labelledby="mesa-panel-lang">
            <h3 id="mesa-panel-lang">{t('panelLanguage')}</h3>
            <ul className="mesa-panel__services">
              {m.langs.map((lang) => (
                <li key={lang}>
                  <button
                    type="button"
                    className={`mesa-button mesa-button--wide${lang === m.lang ? '' : ' mesa-button--ghost'}`}
                    aria-pressed={lang === m.lang}
                    lang={lang}
                    data-testid={`panel-lang-${lang}`}
                    onClick={() => m.languageChosen(lang)}
                  >
                    {t(`langName.${lang}`)}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {socials.length > 0 ? (
          <section aria-labelledby="mesa-panel-social">
            <h3 id="mesa-panel-social">{t('panelSocial')}</h3>
            <ul className="mesa-panel__social">
              {socials.map((link) => (
                <li key={link.network}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {NETWORK_NAMES[link.network] ?? t('social.webpage')}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </aside>
    </div>
  );
}
