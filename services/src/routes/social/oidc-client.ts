// The OpenID provider of the social login, found by discovery (openid-client) from OIDC_ISSUER_URL
// and kept once found; a failed discovery is tried again at the next login. Plain http is allowed
// only for a provider on loopback (tests and development).
import * as client from 'openid-client';
import type { OidcConfig } from '../../config.js';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export interface OidcProvider {
  /** The provider's configuration, or null when it is not set up or cannot be reached. */
  configuration(): Promise<client.Configuration | null>;
}

export function oidcProvider(settings: OidcConfig | null): OidcProvider {
  let found: Promise<client.Configuration> | null = null;
  return {
    async configuration() {
      if (!settings) return null;
      const issuer = new URL(settings.issuerUrl);
      found ??= client.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
        timeout: 5,
        execute:
          issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname) ? [client.allowInsecureRequests] : [],
      });
      try {
        return await found;
      } catch {
        found = null;
        return null;
      }
    },
  };
}
