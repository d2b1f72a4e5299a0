/** One path segment from a slug or id, encoded so hostile input cannot make another path. */
export const seg = (value: string | number): string => encodeURIComponent(String(value));

const withQuery = (path: string, query: Record<string, string | number | undefined>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

/** Typed builders for every path of SPEC section 2. Slugs and ids are URL-encoded. */
export const paths = {
  main: () => '/',
  location: () => '/location',
  myLocation: () => '/my-location',
  branchToOnTable: () => '/branch-to-on-table',
  branchToTakeAway: () => '/branch-to-take-away',
  branchWithoutService: () => '/branch-without-service',
  branchToBook: () => '/branch-to-book',
  branchOffices: () => '/branch-offices',
  branchWhatsapp: () => '/branch-whatsapp',
  rateCluvi: (purchaseId: string | number, token: string) => `/ratecluvi/${seg(purchaseId)}/${seg(token)}`,
  bookingPopup: (branchId: string | number) => `/reservarpopup/${seg(branchId)}`,
  bookInfo: (id: string | number, token: string) => `/book_info/${seg(id)}/${seg(token)}`,
  bookRate: (id: string | number, token: string) => `/rate/${seg(id)}/${seg(token)}`,
  home: (supplier: string, query: { service?: string; mesa?: string } = {}) =>
    withQuery(`/${seg(supplier)}`, query),
  precheckout: (supplier: string) => `/${seg(supplier)}/precheckout`,
  checkout: (supplier: string, id: string | number) => `/${seg(supplier)}/checkout/${seg(id)}`,
  webcheckout: (supplier: string, orderId: string | number) =>
    `/${seg(supplier)}/webcheckout/${seg(orderId)}`,
  menuDigital: (supplier: string, query: { mesa?: string } = {}) =>
    withQuery(`/${seg(supplier)}/menu-digital`, query),
  grabAndGo: (supplier: string) => `/${seg(supplier)}/grab-and-go`,
  menuDigitalHome: (supplier: string) => `/${seg(supplier)}/menu-digital/home`,
  onlyPay: (supplier: string) => `/${seg(supplier)}/solo-pago`,
  myOrder: (supplier: string, purchaseId: string | number) =>
    `/${seg(supplier)}/menu-digital/my-order/${seg(purchaseId)}`,
  grabAndGoMyOrder: (supplier: string) => `/${seg(supplier)}/grab-and-go/my-order`,
  deliveryOrder: (supplier: string) => `/${seg(supplier)}/delivery/order`,
  menu: (supplier: string, query: { categoryId?: string; service?: string; mesa?: string } = {}) =>
    withQuery(`/${seg(supplier)}/menu`, {
      category_id: query.categoryId,
      service: query.service,
      mesa: query.mesa,
    }),
  mainCategories: (supplier: string) => `/${seg(supplier)}/maincategories`,
  subCategories: (supplier: string) => `/${seg(supplier)}/subcategories`,
  serviceRoom: (supplier: string) => `/${seg(supplier)}/service-room`,
  shortLink: (supplier: string) => `/${seg(supplier)}/md`,
  delivery: (supplier: string) => `/${seg(supplier)}/delivery`,
  book: (supplier: string) => `/${seg(supplier)}/reservar`,
  orders: (supplier: string) => `/${seg(supplier)}/orders`,
  order: (supplier: string, orderId: string | number) => `/${seg(supplier)}/order/${seg(orderId)}`,
  servicePolicies: (supplier: string) => `/${seg(supplier)}/politicas-servicio`,
  productView: (supplier: string, productId: string | number) => `/${seg(supplier)}/view/${seg(productId)}`,
  product: (supplier: string, productId: string | number) => `/${seg(supplier)}/${seg(productId)}`,
  smartLink: (supplier: string, profileId: string | number, token: string, purchaseId?: string | number) =>
    `/${seg(supplier)}/sl/${seg(profileId)}/${seg(token)}${purchaseId === undefined ? '' : `/${seg(purchaseId)}`}`,
  historyMyOrders: (supplier: string) => `/${seg(supplier)}/history-my-orders`,
  newMenu: (supplierId: string | number) => `/newmenu/${seg(supplierId)}/on_table/basic`,
} as const;
