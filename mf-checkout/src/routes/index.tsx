import { defineRemote } from 'shared-contracts/remote';
import '../i18n.ts';
import '../pay-i18n.ts';
import '../order-i18n.ts';
import '../cart-i18n.ts';
import '../delivery-i18n.ts';
import { routeVisited } from '../model/cart-page.ts';
import { routeVisited as checkoutVisited } from '../model/checkout-page.ts';
import { routeVisited as webcheckoutVisited } from '../model/webcheckout-page.ts';
import { routeVisited as rateVisited } from '../model/rate-purchase-page.ts';
import { CartPage } from '../pages/cart-page.tsx';
import { CheckoutPage } from '../pages/checkout-page.tsx';
import { WebCheckoutPage } from '../pages/webcheckout-page.tsx';
import { RatePurchasePage } from '../pages/rate-purchase-page.tsx';
import { HistoryPage, OrdersPage } from '../pages/orders-page.tsx';
import { ServicePoliciesPage } from '../pages/service-policies-page.tsx';
import { OnlyPayPage } from '../pages/only-pay-page.tsx';
import { routeVisited as onlyPayVisited } from '../model/only-pay-page.ts';
import { routeVisited as policiesVisited } from '../model/service-policies-page.ts';
import { historyVisited, routeVisited as ordersVisited } from '../model/orders-page.ts';
import { MyOrderPage } from '../pages/my-order-page.tsx';
import { routeVisited as myOrderVisited } from '../model/my-order-page.ts';
import { PrecheckoutPage } from '../pages/precheckout-page.tsx';
import { routeVisited as precheckoutVisited } from '../model/precheckout-page.ts';
import { OrderPage } from '../pages/order-page.tsx';
import { routeVisited as orderVisited } from '../model/order-page.ts';

export default defineRemote(
  'checkout',
  {
    DeliveryCartInProgress: CartPage,
    Checkout: CheckoutPage,
    WebCheckout: WebCheckoutPage,
    RatePurchase: RatePurchasePage,
    Orders: OrdersPage,
    HistoryMyOrders: HistoryPage,
    ServicePolicies: ServicePoliciesPage,
    OnlyPay: OnlyPayPage,
    MyOrder: MyOrderPage,
    Precheckout: PrecheckoutPage,
    Order: OrderPage,
  },
  {
    DeliveryCartInProgress: routeVisited,
    Checkout: checkoutVisited,
    WebCheckout: webcheckoutVisited,
    RatePurchase: rateVisited,
    Orders: ordersVisited,
    HistoryMyOrders: historyVisited,
    ServicePolicies: policiesVisited,
    OnlyPay: onlyPayVisited,
    MyOrder: myOrderVisited,
    Precheckout: precheckoutVisited,
    Order: orderVisited,
  },
);
