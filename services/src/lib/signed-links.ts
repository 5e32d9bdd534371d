// Signatures for links that must work without a login (the unsubscribe link of a mail): an HMAC
// over the link's own values with a key derived from the session secret, compared in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface LinkSigner {
  /** The derived key (base64url): the notice render thread makes the same signer from it. */
  readonly key: string;
  sign(value: string): string;
  verify(value: string, signature: string): boolean;
}

export function linkSigner(secret: string): LinkSigner {
  return linkSignerWithKey(
    createHmac('sha256', secret).update('opgavetorvet:signed-links').digest('base64url'),
  );
}

export function linkSignerWithKey(key: string): LinkSigner {
  const bytes = Buffer.from(key, 'base64url');
  const sign = (value: string) => createHmac('sha256', bytes).update(value).digest('base64url');
  return {
    key,
    sign,
    verify(value, signature) {
      const expected = Buffer.from(sign(value));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
