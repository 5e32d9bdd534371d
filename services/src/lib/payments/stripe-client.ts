// The Stripe SDK as the service uses it: made from the configuration (STRIPE_SECRET_KEY, and
// STRIPE_API_URL to point it at a local server in tests), or null when card payment is not set up.
import Stripe from 'stripe';
import type { AppConfig } from '../../config.js';

export type StripeClient = Stripe;

/** Host, port and protocol of STRIPE_API_URL in the SDK's own settings. */
export function stripeHostOptions(
  apiUrl: string | null,
): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  let url: URL;
  try {
    url = new URL(apiUrl);
  } catch {
    throw new Error(`STRIPE_API_URL must be an absolute http(s) address, got '${apiUrl}'`);
  }
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

export function makeStripe(config: Pick<AppConfig, 'stripeSecretKey' | 'stripeApiUrl'>): StripeClient | null {
  if (!config.stripeSecretKey) return null;
  return new Stripe(config.stripeSecretKey, {
    ...stripeHostOptions(config.stripeApiUrl),
    maxNetworkRetries: 1,
    timeout: 15_000,
    appInfo: { name: 'Opgavetorvet' },
  });
}

/** A verifier that needs no API key: constructEvent only checks the signature with the secret. */
export function makeWebhookVerifier(): Stripe {
  return new Stripe('sk_webhook_verifier_only');
}
