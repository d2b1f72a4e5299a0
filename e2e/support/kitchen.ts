import { expect } from '@playwright/test';
import { API_URL, STAFF_TOKEN } from './servers.ts';

const staff = { authorization: `Bearer ${STAFF_TOKEN}`, 'content-type': 'application/json' };

interface KitchenLine {
  id: number;
  label: string;
  count: number;
  status: string;
}
interface KitchenPurchase {
  id: number;
  table: { code: string; kind: string } | null;
  items: KitchenLine[];
}

/** What the kitchen's screen lists for one open purchase of a branch (the staff call the kitchen reads). */
export async function kitchenOrder(
  instance: string,
  branch: string,
  purchaseId: number,
): Promise<KitchenPurchase> {
  const response = await fetch(`${API_URL}/staff/instances/${instance}/branches/${branch}/table-orders`, {
    headers: staff,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const { purchases } = (await response.json()) as { purchases: KitchenPurchase[] };
  const purchase = purchases.find((candidate) => candidate.id === purchaseId);
  if (!purchase) throw new Error(`the kitchen of ${instance}/${branch} lists no purchase ${purchaseId}`);
  return purchase;
}

/** The kitchen marks every line it has received prepared (the staff's real call, line by line). */
export async function kitchenPreparesAll(
  instance: string,
  branch: string,
  purchaseId: number,
): Promise<void> {
  const order = await kitchenOrder(instance, branch, purchaseId);
  for (const line of order.items.filter((item) => item.status === 'ordered')) {
    const response = await fetch(
      `${API_URL}/staff/instances/${instance}/purchases/${purchaseId}/items/${line.id}`,
      { method: 'PUT', headers: staff, body: JSON.stringify({ status: 'prepared' }) },
    );
    expect(response.status, await response.clone().text()).toBe(200);
  }
}

/** The staff confirm or refuse a payment that waits for them (cash, card reader, transfer). */
export async function staffSettlesPayment(paymentId: number, status: 'approved' | 'declined'): Promise<void> {
  const response = await fetch(`${API_URL}/staff/payments/${paymentId}.json`, {
    method: 'PUT',
    headers: staff,
    body: JSON.stringify({ status }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}
