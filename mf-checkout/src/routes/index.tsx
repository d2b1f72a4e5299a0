import { defineRemote } from 'shared-contracts/remote';
import '../i18n.ts';
import '../pay-i18n.ts';
import '../order-i18n.ts';
import '../cart-i18n.ts';
import '../delivery-i18n.ts';
import { routeVisited } from '../cart/model/cart-page.ts';
import { routeVisited as checkoutVisited } from '../pay/model/checkout-page.ts';
import { routeVisited as webcheckoutVisited } from '../pay/model/webcheckout-page.ts';
import { routeVisited as rateVisited } from '../pay/model/rate-purchase-page.ts';
import { CartPage } from '../cart/pages/cart-page.tsx';
import { CheckoutPage } from '../pay/pages/checkout-page.tsx';
import { WebCheckoutPage } from '../pay/pages/webcheckout-page.tsx';
import { RatePurchasePage } from '../pay/pages/rate-purchase-page.tsx';
import { HistoryPage, OrdersPage } from '../order/pages/orders-page.tsx';
import { ServicePoliciesPage } from '../order/pages/service-policies-page.tsx';
import { OnlyPayPage } from '../pay/pages/only-pay-page.tsx';
import { routeVisited as onlyPayVisited } from '../pay/model/only-pay-page.ts';
import { routeVisited as policiesVisited } from '../order/model/service-policies-page.ts';
import { historyVisited, routeVisited as ordersVisited } from '../order/model/orders-page.ts';
import { MyOrderPage } from '../cart/pages/my-order-page.tsx';
import { routeVisited as myOrderVisited } from '../cart/model/my-order-page.ts';
import { PrecheckoutPage } from '../pay/pages/precheckout-page.tsx';
import { routeVisited as precheckoutVisited } from '../pay/model/precheckout-page.ts';
import { OrderPage } from '../order/pages/order-page.tsx';
import { routeVisited as orderVisited } from '../order/model/order-page.ts';

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
