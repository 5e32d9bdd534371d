// What the session remembers of a social login: the network's verified user id and where its
// recording stands ('logged_in' through the identity, 'pending' not yet recorded, 'failed'); for
// OpenID Connect also 'started' (the provider's window is open) with the flow's one-time values.
export type SocialState = 'started' | 'logged_in' | 'pending' | 'failed';

/** The authorization request's secrets, checked at the callback (PKCE, state, nonce). */
export interface OidcFlow {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface SocialIdentity {
  network: 'facebook' | 'oidc';
  /** The verified id: Facebook's user id, or 'oidc:' and the provider's subject. */
  userId: string;
  state: SocialState;
  flow?: OidcFlow;
  /** What the provider said of the person, kept while a link to an existing profile waits. */
  email?: string;
  name?: string;
  phone?: string;
}

declare module 'fastify' {
  interface Session {
    social?: SocialIdentity;
  }
}
