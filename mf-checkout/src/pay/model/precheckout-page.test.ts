import { allSettled, fork, scopeBind } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $buyer,
  $instance,
  $profile,
  followTableFx,
  loadBalanceFx,
  paymentMethodsFx,
  type PaymentContact,
  type PurchaseBalance,
} from 'shared-contracts';
import {
  makeInstanceConfig,
  makePurchaseBalance,
  makePurchaseItem,
  makeTablePurchase,
} from 'shared-contracts/testing';
import type { ContactField } from './contact-form.ts';
import {
  $errors,
  $form,
  $lastSubmit,
  $methods,
  $next,
  fieldChanged,
  formSubmitted,
  pageOpened,
  routeVisited,
} from './precheckout-page.ts';
import { loadPhoneRulesFx, type PhoneRules } from './phone-rules.ts';
import { loadViewedCartFx } from '../../common/model/purchase-view.ts';
import { addTipFx } from '../../common/model/tip.ts';

const purchase = {
  ...makeTablePurchase(1, [makePurchaseItem({ id: 5, unit_price: 38000, total: 38000 })]),
  id: 12,
};
const balance: PurchaseBalance = makePurchaseBalance({
  purchase_id: 12,
  items_minor: 38000,
  tip_minor: 3800,
});
const methods = {
  payment_methods: [],
  currency: 'COP' as const,
  minimum_order_minor: 10000,
  service_fee_label: false,
  impoconsumo_label: true,
};

const realRules = async (): Promise<PhoneRules> => {
  const { checkPhone, dialCode } = await import('shared-contracts/phone');
  return { checkPhone, dialCode };
};

function openingScope(buyer: PaymentContact | null, loadRules?: () => Promise<PhoneRules>) {
  return fork({
    values: [
      [$instance, makeInstanceConfig({ country_code: 'CO' })],
      [$profile, { id: 9, token: 't', anonymous: true, domain: 'x', name: '', phone: null, email: null }],
      [$buyer, buyer],
    ],
    handlers: [
      [loadViewedCartFx, async () => purchase],
      [addTipFx, async () => purchase],
      [followTableFx, async () => ({ close: () => undefined })],
      [loadBalanceFx, async () => balance],
      [paymentMethodsFx, async () => methods],
      [loadPhoneRulesFx, loadRules ?? realRules],
    ],
  });
}

async function opened(buyer: PaymentContact | null = null) {
  const scope = openingScope(buyer);
  await allSettled(pageOpened, { scope, params: { supplier: 'chapinero', purchaseId: 12 } });
  return scope;
}

const type = async (scope: ReturnType<typeof fork>, values: Partial<Record<ContactField, string>>) => {
  for (const [field, value] of Object.entries(values)) {
    await allSettled(fieldChanged, { scope, params: { field: field as ContactField, value } });
  }
};

describe('precheckout', () => {
  it('asks for the required buyer data and points at the first field to fix', async () => {
    const scope = await opened();
    await type(scope, { name: 'Ana', phone: '12' });
    await allSettled(formSubmitted, { scope });
    expect(scope.getState($errors)).toEqual({
      phone: 'badPhone',
      email: 'required',
      docType: 'required',
      docNumber: 'required',
    });
    expect(scope.getState($lastSubmit)).toEqual({ firstInvalid: 'phone' });
    expect(scope.getState($next)).toBeNull();
  });

  it('keeps valid data for next time (phone with its country code) and goes to the checkout', async () => {
    const scope = await opened();
    await type(scope, {
      name: ' Ana ',
      phone: '300 111 2233',
      email: 'ana@example.com',
      docType: 'national_id',
      docNumber: '1020304050',
    });
    await allSettled(formSubmitted, { scope });
    expect(scope.getState($buyer)).toEqual({
      name: 'Ana',
      phone: '+573001112233',
      email: 'ana@example.com',
      document_type: 'national_id',
      document_number: '1020304050',
    });
    expect(scope.getState($next)).toBe('/chapinero/checkout/12');
  });

  it('checks a submit made before the phone rules are in once they arrive, and loads them once', async () => {
    let release: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const loadRules = vi.fn(async () => {
      await arrived;
      return realRules();
    });
    const scope = openingScope(null, loadRules);
    const settled = allSettled(pageOpened, { scope, params: { supplier: 'chapinero', purchaseId: 12 } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const change = scopeBind(fieldChanged, { scope });
    change({ field: 'name', value: 'Ana' });
    change({ field: 'phone', value: '300 111 2233' });
    change({ field: 'email', value: 'ana@example.com' });
    change({ field: 'docType', value: 'national_id' });
    change({ field: 'docNumber', value: '1020304050' });
    scopeBind(formSubmitted, { scope })();
    expect(scope.getState($next)).toBeNull();
    release();
    await settled;
    expect(scope.getState($buyer)?.phone).toBe('+573001112233');
    expect(scope.getState($next)).toBe('/chapinero/checkout/12');
    expect(loadRules).toHaveBeenCalledTimes(1);
  });

  it('starts from the data kept last time', async () => {
    const buyer = {
      name: 'Beto',
      phone: '+573001112233',
      email: 'beto@example.com',
      document_type: 'passport' as const,
      document_number: 'AB123456',
    };
    const scope = await opened(buyer);
    expect(scope.getState($form)).toEqual({
      name: 'Beto',
      phone: '+573001112233',
      email: 'beto@example.com',
      docType: 'passport',
      docNumber: 'AB123456',
    });
    await allSettled(formSubmitted, { scope });
    expect(scope.getState($next)).toBe('/chapinero/checkout/12');
  });

  it("loads the branch's payment settings on the server's visit (the tip's name), nothing of the diner's", async () => {
    const load = vi.fn(async () => methods);
    const cart = vi.fn(async () => purchase);
    const scope = fork({
      handlers: [
        [paymentMethodsFx, load],
        [loadViewedCartFx, cart],
      ],
    });
    await allSettled(routeVisited, { scope, params: { params: { supplier: 'chapinero' }, search: '' } });
    expect(load).toHaveBeenCalledWith({ supplier: 'chapinero', service: 'on_table' });
    expect(scope.getState($methods)).toEqual(methods);
    expect(cart).not.toHaveBeenCalled();
  });
});
