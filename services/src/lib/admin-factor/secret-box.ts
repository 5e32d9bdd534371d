// Seals an administrator's TOTP secret for the database (AES-256-GCM, a fresh nonce each time) with
// a key derived from the session secret through the link signer's HMAC, so a copied database alone
// does not give the secrets away. Rotating SESSION_SECRET makes the sealed secrets unreadable: the
// administrators then log in with a recovery code and set up a new secret.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { LinkSigner } from '../signed-links.js';

export interface SecretBox {
  seal(plain: string): string;
  /** The plain text, or null when it was sealed with another key or changed. */
  open(sealed: string): string | null;
}

const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export function secretBox(signer: LinkSigner): SecretBox {
  const key = Buffer.from(signer.sign('opgavetorvet:admin-totp-secret'), 'base64url');
  return {
    seal(plain) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed) {
      const bytes = Buffer.from(sealed, 'base64url');
      if (bytes.length <= NONCE_BYTES + TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, NONCE_BYTES));
        decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
        const body = bytes.subarray(NONCE_BYTES + TAG_BYTES);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
