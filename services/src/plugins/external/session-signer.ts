// The session cookie's signer: @fastify/cookie's HMAC signer with its answers remembered.
// The session plugin verifies the cookie on every request (and signs a session's id when its cookie
// is sent), an HMAC each time for the same few strings. Signing is
// deterministic, so a remembered answer is the answer; only valid cookies are remembered (a forged
// one is checked every time and cannot fill the memory), and each memory is cleared when full.
import { Signer, type UnsignResult } from '@fastify/cookie';

const REMEMBERED_MAX = 10_000;

export class RememberingSigner {
  private readonly signer: Signer;
  private readonly signed = new Map<string, string>();
  private readonly unsigned = new Map<string, UnsignResult>();

  constructor(secret: string) {
    this.signer = new Signer(secret);
  }

  sign(value: string): string {
    let signed = this.signed.get(value);
    if (signed === undefined) {
      signed = this.signer.sign(value);
      remember(this.signed, value, signed);
    }
    return signed;
  }

  unsign(signedValue: string): UnsignResult {
    const known = this.unsigned.get(signedValue);
    if (known) return known;
    const result = this.signer.unsign(signedValue);
    if (result.valid) remember(this.unsigned, signedValue, result);
    return result;
  }
}

function remember<T>(memory: Map<string, T>, key: string, value: T): void {
  if (memory.size >= REMEMBERED_MAX) memory.clear();
  memory.set(key, value);
}
