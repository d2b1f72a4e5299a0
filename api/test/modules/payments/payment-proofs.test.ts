import { describe, expect, it } from 'vitest';
import { PAYMENT_PROOF, paymentProofResponseSchema } from 'shared-contracts/schemas';
import {
  expectApiError,
  expectSchema,
  request,
  STAFF_TOKEN,
  useTestApi,
  type TestResponse,
} from '../../helpers.ts';
import { join, menuOf, newDiner, type Diner } from '../../support/table-orders.ts';

const api = useTestApi();

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body, as a browser's FormData sends it. */
function multipart(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = '----mesa-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(diner: Diner, parts: Part[]): Promise<TestResponse> {
  const { body, contentType } = multipart(parts);
  const res = await api.app.inject({
    method: 'POST',
    url: '/api/pay_purchase_image',
    headers: { ...diner.headers, host: `${diner.host}:4000`, 'content-type': contentType },
    payload: body,
  });
  let json: unknown;
  try {
    json = JSON.parse(res.body);
  } catch {
    json = undefined;
  }
  return { status: res.statusCode, headers: {}, text: res.body, raw: res.rawPayload, json };
}

const image = (bytes: Buffer, filename = 'receipt.png', type = 'image/png'): Part => ({
  name: 'image',
  value: bytes,
  filename,
  type,
});

async function purchaseOfNewDiner(table: string) {
  const diner = await newDiner(api);
  const { supplierId } = await menuOf(api, diner.host, 'chapinero');
  const purchase = await join(api, diner, supplierId, table);
  return { diner, purchase };
}

/** A raw body under a multipart content type, however broken. */
async function rawUpload(diner: Diner, contentType: string, payload: string): Promise<TestResponse> {
  const res = await api.app.inject({
    method: 'POST',
    url: '/api/pay_purchase_image',
    headers: { ...diner.headers, host: `${diner.host}:4000`, 'content-type': contentType },
    payload,
  });
  return {
    status: res.statusCode,
    headers: {},
    text: res.body,
    raw: res.rawPayload,
    json: JSON.parse(res.body),
  };
}

describe('POST /api/pay_purchase_image', () => {
  it('answers a malformed multipart body with a 400 in the error shape, never a 500', async () => {
    const { diner, purchase } = await purchaseOfNewDiner('M11');
    const boundary = '----mesa-broken';
    const field = `--${boundary}\r\nContent-Disposition: form-data; name="purchase_id"\r\n\r\n${purchase.id}`;
    const bodies: [string, string][] = [
      ['multipart/form-data', 'no boundary at all'],
      [`multipart/form-data; boundary=${boundary}`, 'garbage without a single boundary'],
      // Cut before the closing boundary.
      [`multipart/form-data; boundary=${boundary}`, field],
      [
        `multipart/form-data; boundary=${boundary}`,
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n\x89PNG`,
      ],
      ['multipart/form-data; boundary=', 'x'],
      [`multipart/form-data; boundary="${'b'.repeat(100)}"`, 'x'],
    ];
    for (const [contentType, payload] of bodies) {
      const res = await rawUpload(diner, contentType, payload);
      expect(res.status, `${contentType}: ${res.text}`).toBe(400);
      expectApiError(res, 400, 'multipart_invalid');
    }
  });

  it('stores a PNG, JPEG or WebP proof for the operator, whatever its name says', async () => {
    const { diner, purchase } = await purchaseOfNewDiner('M05');
    const stored = [];
    for (const [bytes, type] of [
      [PNG, 'image/png'],
      [JPEG, 'image/jpeg'],
      [WEBP, 'image/webp'],
    ] as const) {
      const res = await upload(diner, [
        { name: 'purchase_id', value: String(purchase.id) },
        image(bytes, 'comprobante.bin', 'application/octet-stream'),
      ]);
      expect(res.status, res.text).toBe(201);
      const { proof } = expectSchema(paymentProofResponseSchema, res.json);
      expect(proof).toMatchObject({ purchase_id: purchase.id, content_type: type, byte_size: bytes.length });
      stored.push(proof.id);
    }

    const staff = { authorization: `Bearer ${STAFF_TOKEN}` };
    const listed = await request(api, `/staff/payment_proofs?purchase_id=${purchase.id}`, { headers: staff });
    expect((listed.json as { proofs: { id: number }[] }).proofs.map((proof) => proof.id)).toEqual(
      stored.reverse(),
    );
    const bytes = await request(api, `/staff/payment_proofs/${stored.at(-1)}`, { headers: staff });
    expect(bytes.status).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/png');
    expect(bytes.headers['x-content-type-options']).toBe('nosniff');
    expect(bytes.raw.equals(PNG)).toBe(true);
    expectApiError(await request(api, `/staff/payment_proofs/${stored[0]}`), 401);
  });

  it('refuses a file that is not an image even when it is named and typed as one', async () => {
    const { diner, purchase } = await purchaseOfNewDiner('M06');
    const res = await upload(diner, [
      { name: 'purchase_id', value: String(purchase.id) },
      image(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'proof.png',
      ),
    ]);
    expectApiError(res, 415, 'image_type_invalid');
  });

  it('refuses an image over 5 MB', async () => {
    const { diner, purchase } = await purchaseOfNewDiner('M07');
    const big = Buffer.concat([PNG, Buffer.alloc(PAYMENT_PROOF.maxBytes)]);
    const res = await upload(diner, [{ name: 'purchase_id', value: String(purchase.id) }, image(big)]);
    const body = expectApiError(res, 413, 'image_too_large');
    expect(body.details?.['max_bytes']).toBe(PAYMENT_PROOF.maxBytes);
  });

  it("refuses another diner's purchase, a missing profile, image or purchase id, and a foreign payment", async () => {
    const { purchase } = await purchaseOfNewDiner('M09');
    const stranger = await newDiner(api);
    expectApiError(
      await upload(stranger, [{ name: 'purchase_id', value: String(purchase.id) }, image(PNG)]),
      403,
      'not_your_purchase',
    );
    expectApiError(
      await upload({ ...stranger, headers: {} }, [
        { name: 'purchase_id', value: String(purchase.id) },
        image(PNG),
      ]),
      401,
    );
    expectApiError(await upload(stranger, [image(PNG)]), 400);
    const own = await purchaseOfNewDiner('M10');
    expectApiError(await upload(own.diner, [{ name: 'purchase_id', value: String(own.purchase.id) }]), 400);
    expectApiError(
      await upload(own.diner, [
        { name: 'purchase_id', value: String(own.purchase.id) },
        { name: 'payment_id', value: '2147483647' },
        image(PNG),
      ]),
      404,
      'payment_not_found',
    );
    expectApiError(
      await request(api, '/api/pay_purchase_image', {
        method: 'POST',
        host: own.diner.host,
        headers: own.diner.headers,
        body: { purchase_id: own.purchase.id },
      }),
      400,
    );
  });
});
