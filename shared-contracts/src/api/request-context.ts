import { combine } from 'effector';
import { $instance, $supplier } from '../model/instance.ts';
import { $lang } from '../model/lang.ts';
import { $order } from '../model/order.ts';
import { $profile } from '../model/profile.ts';

/**
 * The headers every request carries when known (customer_id, supplier_id, service, subservice, lang, and
 * the profile's), derived from the shared stores.
 */
export const $requestHeaders = combine(
  {
    instance: $instance,
    supplier: $supplier,
    order: $order,
    lang: $lang,
    profile: $profile,
  },
  ({ instance, supplier, order, lang, profile }) => {
    const headers: Record<string, string> = { lang };
    if (instance) headers.customer_id = String(instance.id);
    if (supplier) headers.supplier_id = String(supplier.id);
    if (order.service) headers.service = order.service;
    if (order.subservice) headers.subservice = order.subservice;
    if (profile) {
      headers.profileid = String(profile.id);
      headers.token = profile.token;
    }
    return headers;
  },
);
