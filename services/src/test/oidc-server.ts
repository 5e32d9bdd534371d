// A real OpenID provider (oidc-provider) on loopback for the social-login tests: one confidential
// client for our callback, PKCE required, its built-in development login page (any password for a
// configured account), consent given once for the client's scopes so no consent page follows.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

export interface OidcTestAccount {
  email: string;
  email_verified: boolean;
  name: string;
  phone_number?: string;
}

export interface OidcTestServer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

export const OIDC_TEST_CLIENT = {
  clientId: 'opgavetorvet-test',
  clientSecret: 'test-secret-0123456789abcdef',
};

export async function startOidcProvider(
  redirectUris: string[],
  accounts: Record<string, OidcTestAccount>,
  /** A port chosen beforehand (the service is told the issuer before the provider starts); 0 = any. */
  port = 0,
): Promise<OidcTestServer> {
  const server: Server = createServer();
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const configuration: Configuration = {
    clients: [
      {
        client_id: OIDC_TEST_CLIENT.clientId,
        client_secret: OIDC_TEST_CLIENT.clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { methods: ['S256'], required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name'],
      phone: ['phone_number'],
    },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['oidc-test-cookie-key'] },
    findAccount: (_ctx, sub) => {
      const account = accounts[sub];
      return account ? { accountId: sub, claims: () => ({ sub, ...account }) } : undefined;
    },
    // A first-party client: the scopes are granted without a consent page.
    loadExistingGrant: async (ctx) => {
      const { client, session, provider } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const existing = session.grantIdFor(client.clientId);
      if (existing) return provider.Grant.find(existing);
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile phone');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  server.on('request', provider.callback());
  return {
    issuer,
    ...OIDC_TEST_CLIENT,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** Follows the provider's pages as a browser would (cookies kept): log in as `login`, return the callback URL. */
export async function logInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  let url = authorizationUrl;
  for (let step = 0; step < 10; step += 1) {
    const response = await send(url);
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (!next.href.startsWith(new URL(authorizationUrl).origin)) return next;
      url = next.href;
      continue;
    }
    const page = await response.text();
    const action = /action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`no form on the provider's page ${url}: ${response.status}`);
    const posted = await send(new URL(action, url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login, password: 'any-password' }).toString(),
    });
    const after = posted.headers.get('location');
    if (!after) throw new Error(`the provider refused the login: ${posted.status}`);
    url = new URL(after, url).href;
  }
  throw new Error('the provider never sent the browser back');
}
