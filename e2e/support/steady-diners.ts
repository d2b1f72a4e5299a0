// A steady load of diners ordering take-away and paying by card through the cluster's nginx, each from
// its own loopback address (nginx passes it on as X-Forwarded-For, so each diner has its own rate
// limits, as real phones do). Every request that is not answered 2xx is a failure, with what it got.
import { request } from 'node:http';

interface Answer {
  status: number;
  json: unknown;
}

/** One request to the API's origin through nginx, from `localAddress`, on a connection of its own. */
function send(
  api: URL,
  localAddress: string,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  body?: object,
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port: api.port,
        path,
        method,
        localAddress,
        agent: false,
        headers: {
          host: `la-brasa.localhost:${api.port}`,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        timeout: 30_000,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          let json: unknown = text;
          try {
            json = JSON.parse(text);
          } catch {
            // not JSON (an HTML error page from the proxy): kept as text
          }
          resolve({ status: response.statusCode ?? 0, json });
        });
      },
    );
    sent.on('timeout', () => sent.destroy(new Error('no answer within 30 s')));
    sent.on('error', reject);
    sent.end(payload);
  });
}

export interface PaidOrder {
  purchaseId: number;
  amountMinor: number;
  headers: Record<string, string>;
  localAddress: string;
}

export interface SteadyLoad {
  /** Stops the diners after their current step and resolves once every one has stopped. */
  stop(): Promise<void>;
  failures: string[];
  /** Every order the API acknowledged as paid, in the order it answered. */
  paid: PaidOrder[];
  /** How many orders were paid while `during` said so (the rolling restart was on). */
  paidDuring(): number;
}

const CARD = {
  holder: 'ANA PEREZ',
  number: '4242424242424242',
  cvc: '123',
  exp_month: 12,
  exp_year: 2040,
  document_type: 'national_id',
  document_number: '1020304050',
};
const CONTACT = {
  name: 'Ana Pérez',
  phone: '+57 300 111 2233',
  email: 'ana@example.com',
  document_type: 'national_id',
  document_number: '1020304050',
};

/**
 * `diners` diners at La Brasa Chapinero, each ordering two empanadas for take-away and paying them by card,
 * then waiting `thinkMs` (under the order route's 30 a minute per address), until stopped.
 */
export async function steadyDiners(
  apiOrigin: string,
  { diners, thinkMs, during }: { diners: number; thinkMs: number; during: () => boolean },
): Promise<SteadyLoad> {
  const api = new URL(apiOrigin);
  const menu = await send(api, '127.0.0.1', 'GET', '/api/suppliers/chapinero/menu.json', {});
  const products =
    (menu.json as { products?: { id: number; label: string; price: number }[] }).products ?? [];
  const empanadas = products.find((product) => product.label.startsWith('Empanadas'));
  if (!empanadas) throw new Error(`no empanadas on Chapinero's menu (${menu.status})`);
  const productId = empanadas.id;

  const failures: string[] = [];
  const paid: PaidOrder[] = [];
  let paidWhileOn = 0;
  let running = true;

  async function diner(index: number): Promise<void> {
    const localAddress = `127.0.1.${index + 1}`;
    const call = async (
      method: 'GET' | 'POST',
      path: string,
      headers: Record<string, string>,
      body?: object,
    ) => {
      try {
        const answer = await send(api, localAddress, method, path, headers, body);
        if (answer.status < 200 || answer.status >= 300) {
          failures.push(`${localAddress} ${method} ${path}: ${answer.status} ${JSON.stringify(answer.json)}`);
          return null;
        }
        return answer.json;
      } catch (error) {
        failures.push(
          `${localAddress} ${method} ${path}: ${error instanceof Error ? error.message : String(error)}`,
        );
        return null;
      }
    };
    const profile = (await call(
      'POST',
      '/profiles/anonymous.json',
      {},
      {
        profile: { domain: 'la-brasa.localhost', name: `Diner ${index + 1}` },
      },
    )) as { profile: { id: number; token: string } } | null;
    if (!profile) return;
    const headers = { profileid: String(profile.profile.id), token: profile.profile.token };
    for (let round = 0; running; round += 1) {
      const placed = (await call('POST', '/shopping_cart/delivery_order.json', headers, {
        order: {
          supplier_id: 3,
          service: 'take_away',
          subservice: null,
          lines: [{ id: productId, count: 2, options: [] }],
          cutlery: false,
          packed: false,
          comment: '',
          place: null,
          schedule: null,
        },
      })) as { purchase: { id: number } } | null;
      if (placed) {
        const purchaseId = placed.purchase.id;
        const payment = (await call(
          'POST',
          '/api/v4/payments.json',
          { ...headers, 'idempotency-key': `steady-${index}-${round}-${purchaseId}` },
          {
            purchase_id: purchaseId,
            method: 'card',
            split: { kind: 'full' },
            contact: CONTACT,
            card: CARD,
          },
        )) as { payment: { status: string; amount_minor: number } } | null;
        if (payment && payment.payment.status !== 'approved') {
          failures.push(`${localAddress} payment of ${purchaseId}: ${payment.payment.status}`);
        } else if (payment) {
          paid.push({ purchaseId, amountMinor: payment.payment.amount_minor, headers, localAddress });
          if (during()) paidWhileOn += 1;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, thinkMs));
    }
  }

  const all = Promise.all(Array.from({ length: diners }, (_, index) => diner(index)));
  return {
    failures,
    paid,
    paidDuring: () => paidWhileOn,
    async stop() {
      running = false;
      await all;
    },
  };
}

/** The balance the API holds now for a paid order, asked as its diner. */
export async function balanceOf(apiOrigin: string, order: PaidOrder): Promise<{ paid_minor: number } | null> {
  const answer = await send(
    new URL(apiOrigin),
    order.localAddress,
    'GET',
    `/api/v4/purchases/${order.purchaseId}/balance.json`,
    order.headers,
  );
  return answer.status === 200 ? (answer.json as { balance: { paid_minor: number } }).balance : null;
}
