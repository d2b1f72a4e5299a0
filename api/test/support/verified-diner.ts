import { expect } from 'vitest';
import { STAFF_TOKEN, request, type TestApi } from '../helpers.ts';
import { newDiner, type Diner } from './table-orders.ts';

/**
 * A new profile that saved `phone` and proved it with the SMS code (read from the log provider's outbox),
 * as a diner does on the account screen.
 */
export async function verifiedDiner(
  api: TestApi,
  phone: string,
  host = 'la-brasa.localhost',
): Promise<Diner> {
  const diner = await newDiner(api, host);
  const saved = await request(api, `/profiles/account/${diner.id}.json`, {
    method: 'PUT',
    host,
    headers: diner.headers,
    body: { profile: { name: 'Verified', email: '', phone } },
  });
  expect(saved.status, saved.text).toBe(200);
  const sent = await request(api, '/profiles/verification_code.json', {
    method: 'POST',
    host,
    headers: diner.headers,
  });
  expect(sent.status, sent.text).toBe(201);
  const outbox = await request(api, `/staff/sms/outbox?to=${encodeURIComponent(phone)}`, {
    headers: { authorization: `Bearer ${STAFF_TOKEN}` },
  });
  const { messages } = outbox.json as { messages: { text: string }[] };
  const code = /\b(\d{4})\b/.exec(messages[0]?.text ?? '')?.[1] ?? '';
  const checked = await request(api, '/profiles/verification_code.json', {
    method: 'PUT',
    host,
    headers: diner.headers,
    body: { code },
  });
  expect(checked.status, checked.text).toBe(200);
  return diner;
}
