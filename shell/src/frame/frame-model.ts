import {
  $instance,
  $isMobile,
  $lang,
  $order,
  $seat,
  $supplier,
  languageChoices,
  languageChosen,
  webHref,
} from 'shared-contracts';
import { $online } from './connectivity.ts';

/** The instance's name and logo, as the header shows them. */
const $brand = $instance.map((instance) => ({
  name: instance?.name ?? '',
  logo: instance?.header.logo || instance?.linktree_logo || '',
}));

/** The preload screen's logo (the preload logo, else the header's; web addresses only) and its alt text. */
const $preload = $instance.map((instance) => ({
  name: instance?.name ?? '',
  logo: webHref(instance?.preload.logo ?? '') ?? webHref(instance?.header.logo ?? ''),
}));
export const preloadModel = { name: $preload.map((p) => p.name), logo: $preload.map((p) => p.logo) };

/** What the frame reads: the instance (to tell its branches apart in the URL), connectivity and the viewport. */
export const frameModel = { instance: $instance, online: $online, mobile: $isMobile, seat: $seat };

/** What the header reads besides the diner's service: the brand and where the diner sits. */
export const headerModel = { brand: $brand, seat: $seat };

/** What the navigation guard reads: the instance's flag, the loaded branch and the diner's service. */
export const guardModel = { instance: $instance, supplier: $supplier, order: $order };

/** What the header's tools read: the language in use, the instance's languages, its first branch. */
export const frameToolsModel = {
  lang: $lang,
  choices: $instance.map((instance) => (instance ? languageChoices(instance) : [])),
  firstBranch: $instance.map((instance) => instance?.suppliers[0]?.slug ?? null),
  chosen: languageChosen,
};
