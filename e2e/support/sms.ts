import { API_URL, STAFF_TOKEN } from './servers.ts';

/**
 * The code in the latest text the API's development SMS provider "sent" to `phone`, read from its
 * outbox (`GET /staff/sms/outbox`, staff token; api/README.md "Phone verification"). With `atLeast`,
 * fails until that many texts went to the phone.
 */
export async function lastSmsCode(phone: string, atLeast = 1): Promise<string> {
  const answer = await fetch(`${API_URL}/staff/sms/outbox?to=${encodeURIComponent(phone)}`, {
    headers: { authorization: `Bearer ${STAFF_TOKEN}` },
  });
  if (!answer.ok) throw new Error(`outbox: ${answer.status} ${await answer.text()}`);
  const { messages } = (await answer.json()) as { messages: { text: string }[] };
  if (messages.length < atLeast)
    throw new Error(`${messages.length} texts to ${phone}, waiting for ${atLeast}`);
  const code = /\b(\d{4})\b/.exec(messages[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the texts to ${phone}`);
  return code;
}
