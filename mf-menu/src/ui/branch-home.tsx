import { useGate, useUnit } from 'effector-react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  $seat,
  closedNowWords,
  seatAt,
  serviceChoiceLink,
  ServiceChoices,
  useTranslation,
  withSeat,
  type ClosedNow,
  type DateWording,
} from 'shared-contracts';
import { MENU_NS } from '../i18n.ts';
import { branchHomeModel, type BranchHome as BranchHomeData, type HomeBanner } from '../model/branch-home.ts';
import { HomeOpeningGate } from '../model/home-opening.ts';

/** Home above the menu: the branch's services, its banners and where it is. */
export function BranchHome() {
  const { t } = useTranslation(MENU_NS);
  const { home, current, labels, serviceClicked, seat, closedNow, dateWording } = useUnit(branchHomeModel);
  const navigate = useNavigate();
  useGate(HomeOpeningGate);
  if (!home) return null;
  return (
    <div className="mn-home" data-testid="branch-home">
      {home.services.length > 1 ? (
        <section aria-labelledby="mn-home-services">
          <h2 id="mn-home-services" className="mn-home__title">
            {t('home.services')}
          </h2>
          {/* Ordering at the table opens the table's menu; the other services are set here. */}
          <ServiceChoices
            services={home.services}
            current={current}
            labels={labels}
            translate={t}
            listClassName="mn-home__services"
            wide={false}
            testIdPrefix="home-service"
            onChoose={(choice) => {
              const to = serviceChoiceLink(choice, home.slug, seatAt(seat, home.slug));
              serviceClicked(choice);
              if (to) void navigate(to);
            }}
          />
        </section>
      ) : null}
      {/* Below the services, in the served page already (the server asks its opening with the route's
          loads). The services stay as they were: the diner may browse, or schedule an order for later. */}
      {closedNow ? <ClosedNowNotice closed={closedNow} wording={dateWording} /> : null}
      <HomeBanners banners={home.banners} />
      <HomeWhere home={home} />
    </div>
  );
}

/** "Cerrada ahora: abre el martes, 1 de diciembre a las 12:00", or just closed when no day opens it. */
function ClosedNowNotice({ closed, wording }: { closed: ClosedNow; wording: DateWording }) {
  const { t } = useTranslation(MENU_NS);
  const words = closedNowWords(closed, wording);
  return (
    <p className="mn-home__closed" data-testid="home-closed-now">
      {t(words.key, words.values)}
    </p>
  );
}

/** The branch's banners (a picture, or a link where the banner leads somewhere). */
export function HomeBanners({ banners }: { banners: HomeBanner[] }) {
  const { t } = useTranslation(MENU_NS);
  if (banners.length === 0) return null;
  return (
    <section aria-labelledby="mn-home-banners">
      <h2 id="mn-home-banners" className="mn-visually-hidden">
        {t('home.banners')}
      </h2>
      <ul className="mn-home__banners">
        {banners.map((banner) => (
          <li key={banner.key}>
            <BannerLink banner={banner} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Where the branch is: its address (a maps search in a new tab) and its phone. */
export function HomeWhere({ home }: { home: Pick<BranchHomeData, 'address' | 'mapsUrl' | 'phone'> }) {
  const { t } = useTranslation(MENU_NS);
  return (
    <section aria-labelledby="mn-home-where" className="mn-home__where">
      <h2 id="mn-home-where" className="mn-home__title">
        {t('home.where')}
      </h2>
      <p>
        <a
          href={home.mapsUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('home.openMap', { address: home.address })}
        >
          {home.address}
        </a>
      </p>
      {home.phone ? (
        <p>
          <a
            href={`tel:${home.phone.replace(/[^\d+]/g, '')}`}
            aria-label={t('home.call', { phone: home.phone })}
          >
            {home.phone}
          </a>
        </p>
      ) : null}
    </section>
  );
}

function BannerLink({ banner }: { banner: HomeBanner }) {
  const { t } = useTranslation(MENU_NS);
  const { supplier: slug } = useParams();
  const seat = seatAt(useUnit($seat), slug);
  const { target } = banner;
  // Decorative inside a link (the link carries the name); alone, the picture says what it is.
  const picture = (alt: string) => (
    <img className="mn-home__banner" src={banner.image} alt={alt} width={800} height={300} loading="lazy" />
  );
  if (target === null) return picture(banner.name ?? t('home.bannerUnnamed'));
  if (target.kind === 'external') {
    return (
      <a
        href={target.href}
        {...(target.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        aria-label={t(target.newTab ? 'home.bannerExternal' : 'home.bannerExternalSame')}
        data-testid="home-banner"
      >
        {picture('')}
      </a>
    );
  }
  const name = banner.name;
  const label = name
    ? t(banner.type === 'category' ? 'home.bannerCategory' : 'home.bannerProduct', { name })
    : t('home.bannerUnnamed');
  return (
    <Link to={withSeat(target.to, seat)} aria-label={label} data-testid="home-banner">
      {picture('')}
    </Link>
  );
}
