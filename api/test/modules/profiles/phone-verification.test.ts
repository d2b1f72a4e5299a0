import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  profileResponseSchema,
  VERIFICATION,
  verificationSentSchema,
  type Profile,
} from 'shared-contracts/schemas';
import { phoneCodeSends, phoneVerifications } from '../../../src/db/schema.ts';
import { expectApiError, expectSchema, request, STAFF_TOKEN, useTestApi } from '../../helpers.ts';

const api = useTestApi();

const auth = (p: Profile) => ({ profileid: String(p.id), token: p.token });

/** A profile of la-brasa with `phone` saved on its account. */
async function dinerWithPhone(phone: string): Promise<Profile> {
  const created = await request(api, '/profiles/anonymous.json', {
    method: 'POST',
    body: { profile: { domain: 'la-brasa.localhost', name: '' } },
  });
  const profile = expectSchema(profileResponseSchema, created.json).profile;
  if (phone) {
    const saved = await request(api, `/profiles/account/${profile.id}.json`, {
      method: 'PUT',
      headers: auth(profile),
      body: { profile: { name: 'Ana', email: '', phone } },
    });
    expect(saved.status, saved.text).toBe(200);
  }
  return profile;
}

const sendCode = (p: Profile, lang = 'es', remoteAddress?: string) =>
  request(api, '/profiles/verification_code.json', {
    method: 'POST',
    headers: { ...auth(p), lang },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const checkCode = (p: Profile, code: string) =>
  request(api, '/profiles/verification_code.json', { method: 'PUT', headers: auth(p), body: { code } });

/** The code in the latest SMS the log provider "sent" to `phone` (the staff outbox). */
async function lastCode(phone: string): Promise<string> {
  const res = await request(api, `/staff/sms/outbox?to=${encodeURIComponent(phone)}`, {
    headers: { authorization: `Bearer ${STAFF_TOKEN}` },
  });
  expect(res.status, res.text).toBe(200);
  const { messages } = res.json as { messages: { to: string; text: string }[] };
  const code = /\b(\d{4})\b/.exec(messages[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${phone}: ${res.text}`);
  return code;
}

const otherCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

/** The messages the log provider "sent" to `phone`, newest first. */
async function outbox(phone: string): Promise<{ to: string; text: string }[]> {
  const res = await request(api, `/staff/sms/outbox?to=${encodeURIComponent(phone)}`, {
    headers: { authorization: `Bearer ${STAFF_TOKEN}` },
  });
  return (res.json as { messages: { to: string; text: string }[] }).messages;
}

/** Moves the clock of the codes sent to `phone` (its per-phone count) `ms` back. */
async function agePhone(phone: string, ms: number) {
  const interval = sql`${`${ms} milliseconds`}::interval`;
  await api.app.db
    .update(phoneCodeSends)
    .set({
      lastSentAt: sql`${phoneCodeSends.lastSentAt} - ${interval}`,
      windowStartedAt: sql`${phoneCodeSends.windowStartedAt} - ${interval}`,
    })
    .where(eq(phoneCodeSends.phoneHash, createHash('sha256').update(phone).digest('hex')));
}

/** Moves the stored code's clock: `sentAt`/`expiresAt` as if it was sent `ms` ago (its phone's count too). */
async function age(p: Profile, ms: number) {
  const [row] = await api.app.db
    .select()
    .from(phoneVerifications)
    .where(eq(phoneVerifications.profileId, p.id));
  if (!row) throw new Error('no code stored');
  await api.app.db
    .update(phoneVerifications)
    .set({
      sentAt: new Date(row.sentAt.getTime() - ms),
      expiresAt: new Date(row.expiresAt.getTime() - ms),
    })
    .where(eq(phoneVerifications.profileId, p.id));
  await agePhone(row.phone, ms);
}

describe('phone verification code', () => {
  it('sends 4 digits to the saved phone in the diner language; the right code verifies the phone', async () => {
    const p = await dinerWithPhone('+573001110001');
    const sent = await sendCode(p, 'en');
    expect(sent.status, sent.text).toBe(201);
    const body = expectSchema(verificationSentSchema, sent.json);
    expect(body.phone_hint).toBe('•••• 0001');
    expect(Date.parse(body.resend_at) - Date.now()).toBeGreaterThan(VERIFICATION.resendAfterMs - 2_000);
    const code = await lastCode('+573001110001');
    expect(code).toMatch(/^\d{4}$/);

    const outbox = await request(api, '/staff/sms/outbox?to=%2B573001110001', {
      headers: { authorization: `Bearer ${STAFF_TOKEN}` },
    });
    expect(JSON.stringify(outbox.json)).toContain('Your verification code is');

    // Only the code's hash is stored.
    const [row] = await api.app.db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.profileId, p.id));
    expect(row?.codeHash).not.toContain(code);
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);

    const checked = await checkCode(p, code);
    expect(checked.status, checked.text).toBe(200);
    expect(expectSchema(profileResponseSchema, checked.json).profile.phone_verified).toBe(true);
    const account = await request(api, '/profiles/account.json', { headers: auth(p) });
    expect(expectSchema(profileResponseSchema, account.json).profile.phone_verified).toBe(true);
    // The code is spent.
    expectApiError(await checkCode(p, code), 409, 'code_not_requested');
  });

  it('refuses a second code before 14 s and sends one after', async () => {
    const p = await dinerWithPhone('+573001110002');
    expect((await sendCode(p)).status).toBe(201);
    const first = await lastCode('+573001110002');
    const early = expectApiError(await sendCode(p), 429, 'code_resend_too_soon');
    expect(Number(early.details?.['retry_after_ms'])).toBeGreaterThan(0);
    expect(Number(early.details?.['retry_after_ms'])).toBeLessThanOrEqual(VERIFICATION.resendAfterMs);

    await age(p, VERIFICATION.resendAfterMs);
    expect((await sendCode(p)).status).toBe(201);
    const second = await lastCode('+573001110002');
    // The new code replaces the old one (unless the dice gave the same four digits).
    if (second !== first) expectApiError(await checkCode(p, first), 400, 'code_wrong');
    expect((await checkCode(p, second)).status).toBe(200);
  });

  it('counts wrong codes: attempts left, then too many (even the right code is refused after)', async () => {
    const p = await dinerWithPhone('+573001110003');
    expect((await sendCode(p)).status).toBe(201);
    const code = await lastCode('+573001110003');
    for (let left = VERIFICATION.maxAttempts - 1; left > 0; left--) {
      const wrong = expectApiError(await checkCode(p, otherCode(code)), 400, 'code_wrong');
      expect(wrong.details?.['attempts_left']).toBe(left);
    }
    expectApiError(await checkCode(p, otherCode(code)), 409, 'code_attempts_exceeded');
    expectApiError(await checkCode(p, code), 409, 'code_attempts_exceeded');
  });

  it('refuses an expired code', async () => {
    const p = await dinerWithPhone('+573001110004');
    expect((await sendCode(p)).status).toBe(201);
    const code = await lastCode('+573001110004');
    await age(p, VERIFICATION.ttlMs);
    expectApiError(await checkCode(p, code), 409, 'code_expired');
  });

  it('needs a saved phone and a code asked for; a changed phone loses its verification', async () => {
    const none = await dinerWithPhone('');
    expectApiError(await sendCode(none), 409, 'phone_missing');
    expectApiError(await checkCode(none, '1234'), 409, 'code_not_requested');

    const p = await dinerWithPhone('+573001110005');
    expect((await sendCode(p)).status).toBe(201);
    const code = await lastCode('+573001110005');
    expect((await checkCode(p, code)).status).toBe(200);
    const moved = await request(api, `/profiles/account/${p.id}.json`, {
      method: 'PUT',
      headers: auth(p),
      body: { profile: { name: 'Ana', email: '', phone: '+573001110006' } },
    });
    expect(expectSchema(profileResponseSchema, moved.json).profile.phone_verified).toBe(false);
    // Saving the same phone again keeps it verified.
    expect((await sendCode(p)).status).toBe(201);
    expect((await checkCode(p, await lastCode('+573001110006'))).status).toBe(200);
    const same = await request(api, `/profiles/account/${p.id}.json`, {
      method: 'PUT',
      headers: auth(p),
      body: { profile: { name: 'Ana María', email: '', phone: '+573001110006' } },
    });
    expect(expectSchema(profileResponseSchema, same.json).profile.phone_verified).toBe(true);
  });

  it('answers 401 without the profile, 400 for a code that is not 4 digits', async () => {
    const p = await dinerWithPhone('+573001110007');
    expectApiError(await request(api, '/profiles/verification_code.json', { method: 'POST' }), 401);
    expectApiError(
      await request(api, '/profiles/verification_code.json', {
        method: 'PUT',
        headers: { profileid: String(p.id), token: 'wrong' },
        body: { code: '1234' },
      }),
      401,
    );
    for (const code of ['123', '12345', 'abcd', ' 123']) expectApiError(await checkCode(p, code), 400);
  });

  it('keeps the outbox behind the staff token', async () => {
    expectApiError(await request(api, '/staff/sms/outbox'), 401);
  });

  it('limits codes per address: ten a minute', async () => {
    const p = await dinerWithPhone('+573001110008');
    let limited = null;
    // A new phone each time, so only the address limit can refuse.
    for (let sent = 0; sent <= 10 && !limited; sent++) {
      const saved = await request(api, `/profiles/account/${p.id}.json`, {
        method: 'PUT',
        headers: auth(p),
        body: { profile: { name: 'Ana', email: '', phone: `+5730011120${String(sent).padStart(2, '0')}` } },
      });
      expect(saved.status, saved.text).toBe(200);
      const res = await sendCode(p, 'es', '192.0.2.20');
      if (res.status === 429) limited = res;
      else expect(res.status, res.text).toBe(201);
    }
    expect(limited).not.toBeNull();
    if (limited) expectApiError(limited, 429, 'too_many_requests');
  });

  it('sends one code at a time to a phone, whichever profiles and addresses ask', async () => {
    const phone = '+573001110009';
    const askers = [];
    for (let i = 0; i < 12; i++) askers.push(await dinerWithPhone(phone));
    const statuses: number[] = [];
    for (const [i, p] of askers.entries()) {
      const res = await sendCode(p, 'es', `192.0.2.${30 + i}`);
      statuses.push(res.status);
      if (res.status === 429) {
        const body = expectApiError(res, 429, 'code_resend_too_soon');
        expect(Number(body.details?.['retry_after_ms'])).toBeLessThanOrEqual(VERIFICATION.resendAfterMs);
      }
    }
    expect(statuses).toEqual([201, ...Array(11).fill(429)]);
    expect(await outbox(phone)).toHaveLength(1);
  });

  it('asked at the same moment by several profiles, a phone still gets one code', async () => {
    const phone = '+573001110010';
    const askers = [];
    for (let i = 0; i < 6; i++) askers.push(await dinerWithPhone(phone));
    const answers = await Promise.all(askers.map((p, i) => sendCode(p, 'es', `192.0.2.${50 + i}`)));
    expect(answers.map((res) => res.status).sort()).toEqual([201, ...Array(5).fill(429)]);
    expect(await outbox(phone)).toHaveLength(1);
  });

  it('sends a phone a few codes a window at most, then phone_code_limit until the window has passed', async () => {
    const phone = '+573001110011';
    const p = await dinerWithPhone(phone);
    for (let i = 0; i < VERIFICATION.codesPerPhone; i++) {
      const res = await sendCode(p, 'es', `192.0.2.${60 + i}`);
      expect(res.status, res.text).toBe(201);
      await agePhone(phone, VERIFICATION.resendAfterMs);
    }
    const limited = expectApiError(await sendCode(p, 'es', '192.0.2.70'), 429, 'phone_code_limit');
    const wait = Number(limited.details?.['retry_after_ms']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(VERIFICATION.phoneWindowMs);
    // Another profile with the same phone gets no more.
    expectApiError(await sendCode(await dinerWithPhone(phone), 'es', '192.0.2.71'), 429, 'phone_code_limit');
    expect(await outbox(phone)).toHaveLength(VERIFICATION.codesPerPhone);

    await agePhone(phone, VERIFICATION.phoneWindowMs);
    expect((await sendCode(p, 'es', '192.0.2.72')).status).toBe(201);
  });
});
