// What the session remembers of a social login: the network's verified user id and where its
// recording stands ('logged_in' through the identity, 'pending' not yet recorded, 'failed').
export type SocialState = 'logged_in' | 'pending' | 'failed';

export interface SocialIdentity {
  network: 'facebook';
  userId: string;
  state: SocialState;
}

declare module 'fastify' {
  interface Session {
    social?: SocialIdentity;
  }
}
