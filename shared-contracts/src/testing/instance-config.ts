import type { Booking } from '../schemas/booking.ts';
import type { CoveragePolygon } from '../schemas/coverage.ts';
import type { InstanceConfig } from '../schemas/instance.ts';
import type { Product } from '../schemas/menu.ts';
import type { PaymentResponse } from '../schemas/payment.ts';
import type { Profile } from '../schemas/profile.ts';
import { supplierSummarySchema, type Supplier, type SupplierSummary } from '../schemas/supplier.ts';

/** A valid config for unit tests; override what a test is about. */
export function makeInstanceConfig(overrides: Partial<InstanceConfig> = {}): InstanceConfig {
  return {
    id: 1,
    slug: 'la-brasa',
    name: 'La Brasa',
    domain: 'la-brasa.localhost',
    status: 'active',
    country_code: 'CO',
    currency: 'COP',
    locale: 'es-CO',
    language: 'es',
    langs: ['es', 'en', 'pt'],
    category_establishment: 'restaurant',
    theme: {
      dark: false,
      theme_color: '#C8102E',
      header_bgcolor: '#1F1F1F',
      header_txt_color: '#FFFFFF',
      titles_txt_color: '#1F1F1F',
      page_bgcolor: '#FFF8F0',
      suppliers_background_image: '',
      preload_background: '#1F1F1F',
    },
    header: { logo: '' },
    preload: { logo: '' },
    linktree_logo: '',
    labels_buttons: { delivery: '', take_away: '', on_table: '', book: '' },
    socialmedia: {},
    linktree: [],
    show_branches_button: false,
    rate_digitalmenu: false,
    rate_nps: false,
    full_gps: false,
    new_menu_v3: false,
    pixel_google_analytics: '',
    pixel_facebook_analytics: '',
    custom_style: '',
    meta: { favicon: '' },
    flags: { contact_button: false, service_fee_label: false, impoconsumo_label: false },
    popup: null,
    suppliers: [],
    remotes: [],
    contracts_version: '1.0',
    ...overrides,
  };
}

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    slug: 'bandeja-paisa',
    label: 'Bandeja paisa',
    description: '',
    category: 'platos-fuertes',
    subcategory: null,
    price: 38000,
    promo: null,
    image: '',
    available: true,
    stock: null,
    alcoholic: false,
    new: false,
    options: [],
    ...overrides,
  };
}

export function makeSupplier(overrides: Partial<Supplier> = {}): Supplier {
  return {
    id: 1,
    slug: 'chapinero',
    label: 'La Brasa Chapinero',
    city: 'Bogotá',
    address: '',
    latitude: 0,
    longitude: 0,
    service_delivery: true,
    service_take_away: true,
    service_table: true,
    service_book: true,
    service_schedule: true,
    service_room: false,
    count_services: 5,
    business_closed: false,
    kitchen_closed: false,
    delivery_paused: false,
    description: '',
    timezone: 'America/Bogota',
    locale: 'es-CO',
    phone: '',
    has_cluvi_pay: false,
    on_table_class: 'checkout',
    minimum_order_value: null,
    payment_methods: [],
    banners: [],
    booking: { slot_minutes: 30, seats_per_slot: 20, max_party: 10 },
    ...overrides,
  };
}

export function makeSupplierSummary(overrides: Partial<SupplierSummary> = {}): SupplierSummary {
  // The summary is the branch without its details: the schema keeps only the summary's fields.
  return { ...supplierSummarySchema.parse(makeSupplier()), ...overrides };
}
export { makePurchaseBalance, makePurchaseItem, makeTablePurchase } from './table-purchase.ts';

/** A valid booking for model and page tests. */
export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 1,
    branch_id: 7,
    branch_slug: 'chapinero',
    branch_label: 'La Brasa Chapinero',
    branch_address: 'Calle 60 # 9-20',
    timezone: 'America/Bogota',
    date: '2099-01-15',
    hour: '20:00',
    starts_at: '2099-01-16T01:00:00.000Z',
    slot_minutes: 30,
    persons: 4,
    name: 'Ana',
    phone: '300 111 2233',
    email: 'ana@example.com',
    status: 'approved',
    products: [],
    total: 0,
    rating: null,
    ...overrides,
  };
}

/** La Brasa's 'Chapinero cercano' zone as a coverage lookup returns it. */
export function makeCoveragePolygon(overrides: Partial<CoveragePolygon> = {}): CoveragePolygon {
  return {
    id: 11,
    name: 'Chapinero cercano',
    active: true,
    delivery_price: 5000,
    minimum_order_value: 20000,
    supplier_id: 1,
    polygon_found: true,
    ...overrides,
  };
}

/** An anonymous diner's profile, as the shell holds it once the API created it. */
export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 7,
    token: 't',
    anonymous: true,
    domain: 'la-brasa.localhost',
    name: 'Ana',
    phone: null,
    email: null,
    ...overrides,
  };
}

/** An answer of the payment API for a card payment that closed the purchase; override the payment's fields. */
export function makePaymentResponse(payment: Partial<PaymentResponse['payment']> = {}): PaymentResponse {
  return {
    payment: {
      id: 1,
      purchase_id: 9,
      supplier_id: 3,
      method: 'card',
      status: 'approved',
      reason: null,
      amount_minor: 4150,
      currency: 'MXN',
      card_last4: '4242',
      card_brand: 'visa',
      redirect_url: null,
      item_ids: [],
      ...payment,
    },
    balance: {
      purchase_id: 9,
      currency: 'MXN',
      items_minor: 4150,
      tip_minor: 0,
      delivery_fee_minor: 0,
      discount_minor: 0,
      coupon_code: null,
      due_minor: 4150,
      paid_minor: 4150,
      pending_minor: 0,
      remaining_minor: 0,
      paid_item_ids: [],
      closed: true,
    },
  };
}
export {
  COUNTRY_WORDS,
  WORDING_COUNTRY_CODES,
  countryTextsWithBaseWords,
  describeCountryWording,
  unknownCountryKeys,
  unrewordedKeys,
} from './country-wording.ts';
