// TOTP for administrators (RFC 6238 as authenticator apps use it: SHA-1, 6 digits, 30 s) through
// otplib: a new secret with its otpauth:// address and a QR code of it (an SVG by uqr, sent as a
// data: address the page shows as an image), and the check of a code. A code is taken from the
// current step or one step either side (clock drift), and only from a step after the last one taken
// (a code seen over a shoulder or replayed is refused); the step is claimed in one conditional
// update, so two requests racing with the same code cannot both pass.
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import { renderSVG } from 'uqr';
import type { Db } from '../../db/open.js';
import { adminSecondFactors } from '../../db/schema/index.js';
import { nowSeconds } from '../danish.js';

export const TOTP_PERIOD = 30;
/** Steps either side of now that a code may come from. */
export const TOTP_WINDOW_STEPS = 1;
export const TOTP_ISSUER = 'Opgavetorvet';

export interface NewSecret {
  secret: string;
  uri: string;
  /** data:image/svg+xml;base64,… of the QR code of `uri`. */
  qr: string;
}

/** A fresh secret (160 bits, base32) for the administrator with this e-mail. */
export function newSecret(email: string): NewSecret {
  const secret = generateSecret();
  const uri = generateURI({ issuer: TOTP_ISSUER, label: email, secret });
  const svg = renderSVG(uri, { border: 2 });
  return { secret, uri, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** The time step a code of this moment belongs to. */
export const stepAt = (seconds: number): number => Math.floor(seconds / TOTP_PERIOD);

/** The step the code `token` belongs to, or null when it is no code of `secret` near `now`. */
export async function matchingStep(
  secret: string,
  token: string,
  now = nowSeconds(),
): Promise<number | null> {
  if (!/^[0-9]{6}$/.test(token)) return null;
  const result = await verify({
    secret,
    token,
    epoch: now,
    epochTolerance: TOTP_WINDOW_STEPS * TOTP_PERIOD,
  });
  return result.valid ? stepAt(now) + result.delta : null;
}

/** Claims `step` for the administrator: true when it is after the last step taken (and now is it). */
export async function claimStep(db: Db, userId: number, step: number): Promise<boolean> {
  const claimed = await db
    .update(adminSecondFactors)
    .set({ lastStep: step })
    .where(
      and(
        eq(adminSecondFactors.userId, userId),
        or(isNull(adminSecondFactors.lastStep), lt(adminSecondFactors.lastStep, step)),
      ),
    )
    .run();
  return claimed.changes === 1;
}
