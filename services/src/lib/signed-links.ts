// Signatures for links that must work without a login (the unsubscribe link of a mail): an HMAC
// over the link's own values with a key derived from the session secret, compared in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface LinkSigner {
  sign(value: string): string;
  verify(value: string, signature: string): boolean;
}

export function linkSigner(secret: string): LinkSigner {
  const key = createHmac('sha256', secret).update('opgavetorvet:signed-links').digest();
  const sign = (value: string) => createHmac('sha256', key).update(value).digest('base64url');
  return {
    sign,
    verify(value, signature) {
      const expected = Buffer.from(sign(value));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
