// The request's session, as @fastify/session's Session behaves with this service's options
// (saveUninitialized and rolling off), without what that cost on every request: it hashed the
// fields (a stable JSON text and a SHA-256) when the session was built and again when the reply
// was sent, and built cookie options, a cookie object and dates for every request. Here the fields
// are compared as JSON text, the cookie's options are built only when the cookie is sent, and a new
// session's id is signed only when it is needed. The fields are the session's own properties
// (`request.session.userId`), the id, the signed id and the rest are private.
import { randomBytes } from 'node:crypto';
import type { FastifyRequest, Session } from 'fastify';
import type { FastifySessionObject, SessionStore } from '@fastify/session';
import type { UnsignResult } from '@fastify/cookie';

/** The session cookie's options, as given to the session plugin. */
export interface SessionCookieOptions {
  path: string;
  httpOnly: boolean;
  sameSite: 'lax' | 'strict' | 'none';
  secure: boolean;
  /** Milliseconds from the session's start (or its last touch) to the cookie's expiry. */
  maxAge: number;
  domain?: string;
}

/** What every session of one app shares. */
export interface SessionContext {
  store: SessionStore;
  /** Signs ids into cookie values and checks a cookie's signature. */
  signer: { sign(value: string): string; unsign(value: string): UnsignResult };
  cookie: SessionCookieOptions;
}

type Callback = (err?: unknown) => void;
/** Names that are the session's own and never fields read from the store. */
const NOT_FIELDS = new Set(['cookie', 'sessionId', 'encryptedSessionId']);

// 24 random bytes per id (as @fastify/session's ids: 32 base64url characters), taken from a pool.
const ID_BYTES = 24;
const POOL_BYTES = ID_BYTES * 128;
let pool = randomBytes(POOL_BYTES);
let poolAt = 0;

/** A new session id. */
export function newSessionId(): string {
  if (poolAt + ID_BYTES > POOL_BYTES) {
    pool = randomBytes(POOL_BYTES);
    poolAt = 0;
  }
  const id = pool.toString('base64url', poolAt, poolAt + ID_BYTES);
  poolAt += ID_BYTES;
  return id;
}

/** A callback-or-promise method's two forms: the callback when given, else a promise. */
function settle(callback: Callback | undefined, run: (finish: Callback) => void): Promise<void> | undefined {
  if (callback) {
    run(callback);
    return undefined;
  }
  return new Promise((resolve, reject) => run((err) => (err ? reject(err) : resolve())));
}

export class RequestSession implements FastifySessionObject {
  readonly #context: SessionContext;
  readonly #request: FastifyRequest;
  readonly #id: string;
  #signedId: string | undefined;
  #cookieOptions: SessionCookieOptions;
  /** When the cookie's lifetime starts (ms): the session's making, its touch or new options. */
  #cookieStart = Date.now();
  /** The fields as JSON when the session was made or last saved. */
  #persisted: string;
  #saved = false;

  constructor(
    context: SessionContext,
    request: FastifyRequest,
    id: string,
    options: { fields?: Session | null; signedId?: string; cookie?: SessionCookieOptions } = {},
  ) {
    this.#context = context;
    this.#request = request;
    this.#id = id;
    this.#signedId = options.signedId;
    this.#cookieOptions = options.cookie ?? context.cookie;
    const fields = options.fields as Record<string, unknown> | null | undefined;
    if (fields) for (const key in fields) if (!NOT_FIELDS.has(key)) this.#fields()[key] = fields[key];
    this.#persisted = JSON.stringify(this);
  }

  #fields(): Record<string, unknown> {
    return this as unknown as Record<string, unknown>;
  }

  get sessionId(): string {
    return this.#id;
  }

  /** The cookie's value: the id and its signature, signed when first asked for. */
  get encryptedSessionId(): string {
    this.#signedId ??= this.#context.signer.sign(this.#id);
    return this.#signedId;
  }

  /** The cookie as @fastify/session describes it (built when asked for; not one of the fields). */
  get cookie(): Session['cookie'] & SessionCookieOptions & { expires: Date } {
    const options = this.#cookieOptions;
    return {
      ...options,
      originalMaxAge: options.maxAge,
      expires: new Date(this.#cookieStart + options.maxAge),
    };
  }

  /** The options the Set-Cookie header is written with (as @fastify/session's cookie.toJSON()). */
  cookieToSend(): {
    path: string;
    httpOnly: boolean;
    sameSite: SessionCookieOptions['sameSite'];
    secure: boolean;
    expires: Date;
    domain?: string;
  } {
    const { path, httpOnly, sameSite, secure, maxAge, domain } = this.#cookieOptions;
    return {
      path,
      httpOnly,
      sameSite,
      secure,
      expires: new Date(this.#cookieStart + maxAge),
      ...(domain ? { domain } : {}),
    };
  }

  get<K extends keyof Session>(key: K): Session[K] | undefined {
    return this[key as keyof this] as Session[K] | undefined;
  }

  set<K extends keyof Session>(key: K, value: Session[K]): void {
    this.#fields()[key as string] = value;
  }

  touch(): void {
    this.#cookieStart = Date.now();
  }

  options(options: Partial<SessionCookieOptions>): void {
    if (Object.keys(options).length === 0) return;
    this.#cookieOptions = { ...this.#cookieOptions, ...options };
    this.#cookieStart = Date.now();
  }

  isModified(): boolean {
    return JSON.stringify(this) !== this.#persisted;
  }

  isSaved(): boolean {
    return this.#saved;
  }

  /** A new id for the session (at login): the old row goes, the new one is written; `keys` are kept. */
  regenerate(callback: Callback): void;
  regenerate(keys: string[], callback: Callback): void;
  regenerate(): Promise<void>;
  regenerate(keys: string[]): Promise<void>;
  regenerate(keysOrCallback?: string[] | Callback, callback?: Callback): Promise<void> | undefined {
    const keys = Array.isArray(keysOrCallback) ? keysOrCallback : [];
    const done = typeof keysOrCallback === 'function' ? keysOrCallback : callback;
    const request = this.#request;
    const { store } = this.#context;
    // Its fields as made count as saved; the kept ones make it modified, as in @fastify/session.
    const renewed = new RequestSession(this.#context, request, newSessionId(), {
      cookie: this.#cookieOptions,
    });
    for (const key of keys) renewed.#fields()[key] = this.#fields()[key];
    return settle(done, (finish) =>
      store.destroy(this.#id, (destroyError?: unknown) =>
        store.set(renewed.#id, renewed, (setError?: unknown) => {
          request.session = renewed;
          finish(destroyError || setError);
        }),
      ),
    );
  }

  /** Ends the session: its row goes and the request has none (no cookie is sent). */
  destroy(callback: Callback): void;
  destroy(): Promise<void>;
  destroy(callback?: Callback): Promise<void> | undefined {
    return settle(callback, (finish) =>
      this.#context.store.destroy(this.#id, (err?: unknown) => {
        (this.#request as { session: FastifySessionObject | null }).session = null;
        finish(err);
      }),
    );
  }

  /** Reads the session's row again into a new request session. */
  reload(callback: Callback): void;
  reload(): Promise<void>;
  reload(callback?: Callback): Promise<void> | undefined {
    return settle(callback, (finish) =>
      this.#context.store.get(this.#id, (err: unknown, fields?: Session | null) => {
        this.#request.session = new RequestSession(this.#context, this.#request, this.#id, {
          fields,
          signedId: this.#signedId,
          cookie: this.#cookieOptions,
        });
        finish(err);
      }),
    );
  }

  save(callback: Callback): void;
  save(): Promise<void>;
  save(callback?: Callback): Promise<void> | undefined {
    return settle(callback, (finish) =>
      this.#context.store.set(this.#id, this, (err?: unknown) => {
        if (!err) {
          this.#saved = true;
          this.#persisted = JSON.stringify(this);
        }
        finish(err);
      }),
    );
  }
}
