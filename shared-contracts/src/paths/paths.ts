import { route } from './route.ts';

export { seg } from './route.ts';

const SERVICE_AND_TABLE = { service: 'service', mesa: 'mesa' } as const;
/** A table's QR link: its code and the key that seats the diner at the table's bill (`?mesa=M04&k=…`). */
const TABLE_QR = { mesa: 'mesa', key: 'k' } as const;

/** A branch selector of the landing remote (no cart icon: no branch is chosen yet). */
const selector = <const Name extends string>(name: Name) =>
  ({ name, remote: 'landing', header: 'selector' }) as const;
/** The Home and Menu a diner browses, on a table or not: what they show is loaded before the remote asks. */
const BROWSE_LOADS = ['menu', 'supplier'] as const;

/** A screen of the staff console: the console's own frame (no diner header, cart, cookie notice or tab). */
const staffMount = <const Name extends string>(name: Name) =>
  ({ name, remote: 'staff', frame: 'console' }) as const;

/**
 * Every path of the app, each with its link builder and, once a remote renders it, where it is
 * mounted with what the frame does there (header, cart icon, rating tab, new-menu guard, first loads).
 * The shell's router and frame, the HTML's boot script (`ROUTES`) and every link (`paths`) read this table.
 */
export const ROUTE_TABLE = {
  main: route('/', { mount: { name: 'Main', remote: 'landing', header: 'main' } }),
  location: route('/location', { mount: { name: 'Location', remote: 'delivery', header: 'selector' } }),
  myLocation: route('/my-location', {
    mount: { name: 'my-location', remote: 'delivery', header: 'selector' },
  }),
  branchToOnTable: route('/branch-to-on-table', { mount: selector('BranchOnTable') }),
  branchToTakeAway: route('/branch-to-take-away', { mount: selector('BranchToTakeAway') }),
  branchWithoutService: route('/branch-without-service', { mount: selector('BranchWithOutService') }),
  branchToBook: route('/branch-to-book', { mount: selector('BranchToBook') }),
  branchOffices: route('/branch-offices', { mount: selector('Branch') }),
  branchWhatsapp: route('/branch-whatsapp', { mount: selector('BranchWhatsapp') }),
  rateCluvi: route('/ratecluvi/:purchaseId/:token', {
    mount: { name: 'RatePurchase', remote: 'checkout' },
  }),
  bookingPopup: route('/reservarpopup/:branchId', {
    mount: { name: 'BookingPopup', remote: 'booking' },
  }),
  bookInfo: route('/book_info/:id/:token', {
    mount: { name: 'BookInfo', remote: 'booking' },
  }),
  bookRate: route('/rate/:id/:token', { mount: { name: 'BookRate', remote: 'booking' } }),
  home: route('/:supplier', {
    query: SERVICE_AND_TABLE,
    mount: { name: 'Home', remote: 'menu', cartIcon: true, ratingTab: true, firstLoads: BROWSE_LOADS },
  }),
  precheckout: route('/:supplier/precheckout', {
    query: { purchase: 'purchase_id' },
    mount: { name: 'Precheckout', remote: 'checkout', header: 'pay', dinerData: true },
  }),
  checkout: route('/:supplier/checkout/:id', {
    mount: { name: 'Checkout', remote: 'checkout', header: 'pay', dinerData: true },
  }),
  webcheckout: route('/:supplier/webcheckout/:orderId', {
    mount: { name: 'WebCheckout', remote: 'checkout', header: 'pay' },
  }),
  // A diner's session (their profile cookie) renders the table's order with the menu.
  menuDigital: route('/:supplier/menu-digital', {
    query: TABLE_QR,
    mount: {
      name: 'OnTableMenuDigital',
      remote: 'menu',
      ratingTab: true,
      newMenuGuard: true,
      dinerData: true,
    },
  }),
  /** The on-table menu without a table: the diner orders, pays and picks the order up at the counter. */
  grabAndGo: route('/:supplier/grab-and-go', {
    mount: { name: 'GrabAndGo', remote: 'menu' },
  }),
  menuDigitalHome: route('/:supplier/menu-digital/home', {
    query: TABLE_QR,
    mount: { name: 'OnTableHome', remote: 'menu', cartIcon: true, ratingTab: true, newMenuGuard: true },
  }),
  onlyPay: route('/:supplier/solo-pago', {
    query: TABLE_QR,
    mount: { name: 'OnlyPay', remote: 'checkout' },
  }),
  myOrder: route('/:supplier/menu-digital/my-order/:purchaseId', {
    mount: { name: 'MyOrder', remote: 'checkout', header: 'pay', cartIcon: true, dinerData: true },
  }),
  // The diner's newest open order at the branch (no purchase in the path).
  grabAndGoMyOrder: route('/:supplier/grab-and-go/my-order', {
    mount: { name: 'MyOrder', remote: 'checkout', header: 'pay', cartIcon: true, dinerData: true },
  }),
  deliveryOrder: route('/:supplier/delivery/order', {
    mount: {
      name: 'DeliveryCartInProgress',
      remote: 'checkout',
      header: 'back',
      cartIcon: true,
      dinerData: true,
    },
  }),
  // The take-away pickup board on the screen at the branch's counter: a TV no diner uses, so bare, with no
  // header, cookie notice or anything else of the diner's frame around the numbers.
  pickupBoard: route('/:supplier/pickup-board', {
    mount: { name: 'PickupBoard', remote: 'delivery', frame: 'console' },
  }),
  menu: route('/:supplier/menu', {
    query: { categoryId: 'category_id', ...SERVICE_AND_TABLE },
    mount: {
      name: 'Menu',
      remote: 'menu',
      cartIcon: true,
      ratingTab: true,
      newMenuGuard: true,
      firstLoads: BROWSE_LOADS,
    },
  }),
  mainCategories: route('/:supplier/maincategories', {
    query: SERVICE_AND_TABLE,
    mount: { name: 'MainCategories', remote: 'menu', cartIcon: true, newMenuGuard: true },
  }),
  subCategories: route('/:supplier/subcategories', {
    query: { categoryId: 'category_id', ...SERVICE_AND_TABLE },
    mount: { name: 'SubCategories', remote: 'menu', cartIcon: true, newMenuGuard: true },
  }),
  serviceRoom: route('/:supplier/service-room', {
    query: TABLE_QR,
    mount: { name: 'ServiceRoom', remote: 'menu', dinerData: true },
  }),
  /** Shell redirects (`redirectTarget`): to the on-table menu, and to the branch's Home for delivery. */
  shortLink: route('/:supplier/md'),
  delivery: route('/:supplier/delivery'),
  book: route('/:supplier/reservar', { mount: { name: 'Book', remote: 'booking', header: 'back' } }),
  orders: route('/:supplier/orders', { mount: { name: 'Orders', remote: 'checkout' } }),
  order: route('/:supplier/order/:orderId', {
    mount: { name: 'Order', remote: 'checkout', header: 'back' },
  }),
  servicePolicies: route('/:supplier/politicas-servicio', {
    mount: { name: 'ServicePolicies', remote: 'checkout' },
  }),
  productView: route('/:supplier/view/:productId', {
    mount: { name: 'Product', remote: 'menu', header: 'back' },
  }),
  // The short form of the product path; a static path of the same depth (`/:supplier/menu`) outranks it.
  product: route('/:supplier/:productId', { mount: { name: 'Product', remote: 'menu', header: 'back' } }),
  smartLink: route('/:supplier/sl/:profileId/:token/:purchaseId?'),
  /** The diner's account (name, email, phone): a shell page. */
  account: route('/:supplier/account'),
  historyMyOrders: route('/:supplier/history-my-orders', {
    mount: { name: 'HistoryMyOrders', remote: 'checkout' },
  }),
  newMenu: route('/newmenu/:supplierId/on_table/basic'),
  /**
   * The restaurant staff's console (mf-staff), on the instance's own domain: sign-in and the screens the
   * account's roles open. Static segments outrank the branch routes (`/:supplier`, `/:supplier/:productId`).
   */
  staff: route('/staff', { mount: staffMount('StaffHome') }),
  staffKitchen: route('/staff/kitchen/:branch', { mount: staffMount('StaffKitchen') }),
  staffTables: route('/staff/tables/:branch', { mount: staffMount('StaffTables') }),
  staffOrders: route('/staff/orders/:branch', { mount: staffMount('StaffOrders') }),
  staffBookings: route('/staff/bookings/:branch', { mount: staffMount('StaffBookings') }),
  staffMenu: route('/staff/menu/:branch', { mount: staffMount('StaffMenu') }),
  staffRemotes: route('/staff/remotes', { mount: staffMount('StaffRemotes') }),
  staffTeam: route('/staff/team', { mount: staffMount('StaffTeam') }),
  staffAudit: route('/staff/audit', { mount: staffMount('StaffAudit') }),
  staffPassword: route('/staff/password', { mount: staffMount('StaffPassword') }),
  /** Any other path under /staff: the console's own "no such screen" page, never a diner's product page. */
  staffOther: route('/staff/*', { mount: staffMount('StaffNotFound') }),
  /** The provider's card-payment area: pay a table's open bill by its code. */
  cluviPay: route('/cluvipay', { mount: { name: 'CluviPay', remote: 'landing' } }),
};

type RouteTable = typeof ROUTE_TABLE;

/** Typed builders for every path of the app: `paths.menu` is `ROUTE_TABLE.menu.build`. */
export const paths = Object.fromEntries(
  Object.entries(ROUTE_TABLE).map(([key, entry]) => [key, entry.build]),
) as { readonly [Key in keyof RouteTable]: RouteTable[Key]['build'] };
