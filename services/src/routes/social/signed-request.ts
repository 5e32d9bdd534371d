// Checks a social network's signed request offline: "<signature>.<payload>" in base64url, the
// signature an HMAC-SHA256 of the payload with the app secret (Facebook's scheme). This proves
// the network issued the login for that user id without calling it; a deployment with network
// access also verifies the access token with the network's debug_token call.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { settings } from '../../db/schema/index.js';

export interface SignedPayload {
  user_id: string;
  issued_at: number;
  algorithm: string;
}

/** How old a signed request may be; the SDK hands out a fresh one with every login. */
export const SIGNED_REQUEST_MAX_AGE_SECONDS = 24 * 60 * 60;
const CLOCK_SKEW_SECONDS = 5 * 60;
const SECRET_SETTING = 'fb_app_secret';

/** The app secret: the `fb_app_secret` setting, else FB_APP_SECRET; null means social login is off. */
export async function appSecret(db: Db, fromEnv: string | undefined): Promise<string | null> {
  const stored = (
    await db.select({ value: settings.value }).from(settings).where(eq(settings.key, SECRET_SETTING)).get()
  )?.value;
  const secret = stored ?? fromEnv ?? '';
  return secret.trim() === '' ? null : secret;
}

const hmac = (payload: string, secret: string): Buffer =>
  createHmac('sha256', secret).update(payload).digest();

/** The verified payload, or null for a bad signature, another algorithm or a stale request. */
export function verifySignedRequest(
  signedRequest: string,
  secret: string,
  now = Math.floor(Date.now() / 1000),
): SignedPayload | null {
  const parts = signedRequest.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
  const [signature, payload] = parts;
  const given = Buffer.from(signature, 'base64url');
  const expected = hmac(payload, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const fields = data as Partial<SignedPayload> | null;
  if (!fields || typeof fields.user_id !== 'string' || typeof fields.issued_at !== 'number') return null;
  if (String(fields.algorithm).toUpperCase() !== 'HMAC-SHA256') return null;
  if (fields.issued_at > now + CLOCK_SKEW_SECONDS || fields.issued_at < now - SIGNED_REQUEST_MAX_AGE_SECONDS)
    return null;
  return { user_id: fields.user_id, issued_at: fields.issued_at, algorithm: 'HMAC-SHA256' };
}

/** Signs a payload the way the network does (tests, and a local stand-in for the SDK). */
export function signRequest(payload: SignedPayload, secret: string): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${hmac(body, secret).toString('base64url')}.${body}`;
}
