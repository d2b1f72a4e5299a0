import { combine, createEvent, sample } from 'effector';
import {
  $dateWording,
  $serviceLabels,
  $openedBranch,
  $order,
  $seat,
  $tableCode,
  bannerTarget,
  choiceOfOrder,
  mapsSearchUrl,
  offeredServices,
  orderOfChoice,
  seatLeft,
  serviceChosen,
  webHref,
  type BannerTarget,
  type ServiceChoice,
  type Banner,
  type Menu,
} from 'shared-contracts';
import { $homeClosedNow } from './home-opening.ts';
import { $menu } from './menu-page.ts';

export interface HomeBanner {
  key: string;
  image: string;
  type: Banner['type'];
  /** Where a click goes; null when the banner leads nowhere (shown as a picture only). */
  target: BannerTarget;
  /** The product's or category's name once the menu has loaded (the banner's text alternative). */
  name: string | null;
}

/** What Home shows above the menu (the branch's home): its services, banners and where it is. */
export interface BranchHome {
  slug: string;
  address: string;
  phone: string;
  mapsUrl: string;
  services: ServiceChoice[];
  banners: HomeBanner[];
}

/** The diner chose a service on Home: it becomes the order's service, as in the side panel. */
export const homeServiceClicked = createEvent<ServiceChoice>();

sample({ clock: homeServiceClicked, fn: orderOfChoice, target: serviceChosen });

/** Null until the whole branch has loaded (the summary has no banners). */
function bannerName(banner: Banner, menu: Menu | null): string | null {
  if (banner.type === 'product') return menu?.products.find((p) => p.slug === banner.product)?.label ?? null;
  if (banner.type === 'category')
    return menu?.categories.find((c) => c.slug === banner.category)?.label ?? null;
  return null;
}

export const $branchHome = combine(
  $openedBranch,
  $tableCode,
  $menu,
  (branch, tableCode, menu): BranchHome | null => {
    const details = branch?.details;
    if (!branch || !details) return null;
    return {
      slug: branch.slug,
      address: details.address,
      phone: details.phone,
      mapsUrl: mapsSearchUrl(details),
      services: offeredServices(details),
      // A banner is its picture: one whose address is not a web address is left out.
      banners: details.banners.flatMap((banner, index) => {
        const image = webHref(banner.image);
        return image === null
          ? []
          : [
              {
                key: `${index}-${image}`,
                image,
                type: banner.type,
                target: bannerTarget(banner, branch.slug, tableCode),
                name: bannerName(banner, menu),
              },
            ];
      }),
    };
  },
);

// Another service than the table's is the seated diner's choice to leave the table.
sample({
  clock: homeServiceClicked,
  source: $seat,
  filter: (seat, choice) => seat !== null && choice !== 'on_table' && choice !== 'room',
  target: seatLeft,
});

export const branchHomeModel = {
  home: $branchHome,
  seat: $seat,
  current: $order.map(choiceOfOrder),
  labels: $serviceLabels,
  /** When the branch is closed now, for take-away or delivery: when it opens next. */
  closedNow: $homeClosedNow,
  dateWording: $dateWording,
  serviceClicked: homeServiceClicked,
};
