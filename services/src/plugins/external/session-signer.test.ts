import { Signer } from '@fastify/cookie';
import { describe, expect, it } from 'vitest';
import { RememberingSigner } from './session-signer.js';

const secret = 'a-session-secret-of-at-least-32-characters';

describe('RememberingSigner', () => {
  it('signs and verifies as the cookie plugin does, the first time and when remembered', () => {
    const plain = new Signer(secret);
    const remembering = new RememberingSigner(secret);
    for (let round = 0; round < 2; round += 1) {
      expect(remembering.sign('session-id')).toBe(plain.sign('session-id'));
      expect(remembering.unsign(plain.sign('session-id'))).toEqual({
        valid: true,
        renew: false,
        value: 'session-id',
      });
    }
  });

  it('refuses a tampered cookie and one signed with another secret, after the genuine one was remembered', () => {
    const remembering = new RememberingSigner(secret);
    const genuine = remembering.sign('session-id');
    expect(remembering.unsign(genuine).valid).toBe(true);
    expect(remembering.unsign(`${genuine.slice(0, -1)}x`).valid).toBe(false);
    expect(remembering.unsign(`other-id${genuine.slice(genuine.indexOf('.'))}`).valid).toBe(false);
    expect(remembering.unsign(new Signer(`${secret}-other`).sign('session-id')).valid).toBe(false);
    expect(remembering.unsign('session-id').valid).toBe(false);
  });
});
