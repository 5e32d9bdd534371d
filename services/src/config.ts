// The service's configuration: read once from the environment, overridable by buildApp() options.
import { isAbsolute, join, resolve, dirname } from 'node:path';
import { tmpdir } from 'node:os';
import { FILE_UPLOADS_PER_DAY } from '@opgavetorvet/contracts';
import { fileURLToPath } from 'node:url';
import { checkEnv } from './env-schema.js';

/** The repository root (/work/main): relative paths in the configuration are resolved from here. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface RemoteUrls {
  mfe_bruger: string;
  mfe_firma: string;
  mfe_admin: string;
}

export interface AppConfig {
  port: number;
  host: string;
  /** The product's own address (PUBLIC_URL, no trailing slash): every absolute link is built from it, never from a request's Host header. */
  publicUrl: string;
  /** Absolute path of the SQLite file, or ':memory:'; used when there is no databaseUrl. */
  databaseFile: string;
  /** PostgreSQL's address (DATABASE_URL, postgres://…): the whole service runs on it instead of the SQLite file. */
  databaseUrl: string | null;
  /** Connections each service process keeps to PostgreSQL (DATABASE_POOL_SIZE, default 10). */
  databasePoolSize: number;
  smtpUrl: string | null;
  /** GatewayAPI's REST mtsms address (e.g. https://gatewayapi.com/rest/mtsms); without it SMS stay in the outbox. */
  smsApiUrl: string | null;
  smsApiToken: string | null;
  /** The sender name or number an SMS shows (at most 11 characters as a name). */
  smsSender: string;
  /** How often the delivery worker looks for due outbox rows when nothing woke it (ms). */
  deliveryIntervalMs: number;
  /** The most one send (an SMTP dialogue, a gateway call) may take before it counts as failed (DELIVERY_SEND_TIMEOUT_MS). */
  deliverySendTimeoutMs: number;
  /** A claimed outbox row not finished after this is a dead process's and queued again (DELIVERY_CLAIM_LEASE_SECONDS); longer than a send may take. */
  deliveryClaimLeaseSeconds: number;
  /** On close, how long the sends in flight may finish before they are aborted and their rows queued again (ms). */
  deliveryCloseGraceMs: number;
  /** How often the scheduler looks for due tasks (ms; 30 s, shorter in tests). */
  schedulerCheckMs: number;
  /** Notices are rendered on a thread of their own (RENDER_THREAD, on by default), so a burst of mails does not hold up requests; off, the delivery worker renders them between requests. */
  renderThread: boolean;
  /** SQLite's checkpoints run on a thread of their own (CHECKPOINT_THREAD, on by default), so no request's commit copies the write-ahead log into the file. */
  checkpointThread: boolean;
  sessionSecret: string | null;
  /** The social network app's secret (FB_APP_SECRET); without it social login answers 'FB initialization failed'. */
  fbAppSecret: string | null;
  /** OpenID Connect provider of the social login (OIDC_ISSUER_URL, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET); null (any missing) = social login answers 'FB initialization failed'. */
  oidc: OidcConfig | null;
  remotes: RemoteUrls;
  seedDemo: boolean;
  cookieSecure: boolean;
  /** Behind a TLS-terminating proxy: trust X-Forwarded-* (needed for Secure cookies). */
  trustProxy: boolean;
  /** Folder holding shell/dist and each mfe-<name>/dist. */
  staticRoot: string;
  /** Folder holding <lang>/<ns>.json. */
  localesDir: string;
  /** Stripe's secret API key (STRIPE_SECRET_KEY); without it card top-ups are not offered. */
  stripeSecretKey: string | null;
  /** The signing secret of the webhook endpoint (STRIPE_WEBHOOK_SECRET); without it every webhook is refused. */
  stripeWebhookSecret: string | null;
  /** Where the SDK sends its calls (STRIPE_API_URL, e.g. http://127.0.0.1:12111 in tests); null = Stripe itself. */
  stripeApiUrl: string | null;
  /** The seller printed on receipts (SELLER_NAME, SELLER_CVR, SELLER_ADDRESS). */
  seller: { name: string; cvr: string; address: string };
  /** Per-address limit of the login and profile-confirm calls (SPEC is silent; 20 per 15 min). */
  loginRateLimit: { max: number; timeWindowMs: number };
  /** Folder of the stored files (FILES_DIR; default `files` beside the SQLite file), used without S3. */
  filesDir: string;
  /** S3-compatible object storage for the stored files (S3_*); null = the folder. */
  s3: S3Config | null;
  /** Uploads one account, or one visitor's address, may make in a day (FILE_UPLOADS_PER_DAY of the contracts). */
  fileUploadsPerDay: number;
  /** The Danish business register's lookup call (CVR_API_URL, cvrapi.dk's form); null = CVR numbers are checked by their digits only, never sent anywhere. */
  cvrApiUrl: string | null;
  /** The most a register lookup may take before the number counts as not checked (ms; a few seconds, shorter in tests). */
  cvrTimeoutMs: number;
  /** Other site projects' base addresses (SITE_PROJECT_LINKS, JSON of project → address ending in '/'): a company of such a project is contacted on {link}{slug}/ (SPEC §2); {} = nothing redirects. */
  siteProjectLinks: Record<string, string>;
}

export interface S3Config {
  /** S3_ENDPOINT, e.g. https://fsn1.your-objectstorage.com or http://127.0.0.1:9000; addressed path-style. */
  endpoint: string;
  bucket: string;
  /** S3_REGION, default us-east-1 (what most S3-compatible servers accept). */
  region: string;
  /** S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; null = the SDK's own credential chain (AWS_* variables, roles). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

export interface OidcConfig {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
}

export type Env = Record<string, string | undefined>;

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());
}

function int(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

function text(value: string | undefined): string | null {
  return value && value.trim() !== '' ? value.trim() : null;
}

/** A path from the environment: absolute as given, otherwise relative to the repository root. */
export function fromRepoRoot(path: string): string {
  return path === ':memory:' || isAbsolute(path) ? path : resolve(repoRoot, path);
}

export function loadConfig(env: Env = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  checkEnv(env);
  const fromEnv: AppConfig = {
    port: int(env.PORT, 3000),
    host: text(env.HOST) ?? '127.0.0.1',
    publicUrl: '',
    databaseFile: text(env.DATABASE_FILE) ?? 'data/opgavetorvet.sqlite',
    databaseUrl: text(env.DATABASE_URL),
    databasePoolSize: int(env.DATABASE_POOL_SIZE, 10),
    smtpUrl: text(env.SMTP_URL),
    smsApiUrl: text(env.SMS_API_URL),
    smsApiToken: text(env.SMS_API_TOKEN),
    smsSender: text(env.SMS_SENDER) ?? 'Opgavetorv',
    deliveryIntervalMs: int(env.DELIVERY_INTERVAL_MS, 5000),
    deliverySendTimeoutMs: int(env.DELIVERY_SEND_TIMEOUT_MS, 20_000),
    deliveryClaimLeaseSeconds: int(env.DELIVERY_CLAIM_LEASE_SECONDS, 120),
    // server.ts exits after 10 s whatever is still running; the rest of the close needs some too.
    deliveryCloseGraceMs: 5_000,
    schedulerCheckMs: 30_000,
    renderThread: bool(env.RENDER_THREAD, true),
    checkpointThread: bool(env.CHECKPOINT_THREAD, true),
    sessionSecret: text(env.SESSION_SECRET),
    fbAppSecret: text(env.FB_APP_SECRET),
    oidc: oidcOf(env),
    remotes: {
      mfe_bruger: text(env.REMOTE_BRUGER_URL) ?? '/remotes/mfe-bruger/remoteEntry.js',
      mfe_firma: text(env.REMOTE_FIRMA_URL) ?? '/remotes/mfe-firma/remoteEntry.js',
      mfe_admin: text(env.REMOTE_ADMIN_URL) ?? '/remotes/mfe-admin/remoteEntry.js',
    },
    seedDemo: bool(env.SEED_DEMO, true),
    cookieSecure: bool(env.COOKIE_SECURE, false),
    trustProxy: bool(env.TRUST_PROXY, false),
    staticRoot: text(env.STATIC_ROOT) ?? '.',
    localesDir: 'locales',
    stripeSecretKey: text(env.STRIPE_SECRET_KEY),
    stripeWebhookSecret: text(env.STRIPE_WEBHOOK_SECRET),
    stripeApiUrl: text(env.STRIPE_API_URL),
    seller: {
      name: text(env.SELLER_NAME) ?? 'Opgavetorvet ApS',
      cvr: text(env.SELLER_CVR) ?? '12345678',
      address: text(env.SELLER_ADDRESS) ?? 'Vesterbrogade 1, 1620 København V',
    },
    loginRateLimit: { max: 20, timeWindowMs: 15 * 60 * 1000 },
    filesDir: text(env.FILES_DIR) ?? '',
    s3: s3Of(env),
    fileUploadsPerDay: FILE_UPLOADS_PER_DAY,
    cvrApiUrl: text(env.CVR_API_URL),
    cvrTimeoutMs: 4_000,
    siteProjectLinks: siteProjectLinksOf(env.SITE_PROJECT_LINKS),
  };
  const merged = {
    ...fromEnv,
    ...overrides,
    remotes: { ...fromEnv.remotes, ...overrides.remotes },
    seller: { ...fromEnv.seller, ...overrides.seller },
  };
  if (merged.deliveryClaimLeaseSeconds * 1000 <= merged.deliverySendTimeoutMs)
    throw new Error(
      'DELIVERY_CLAIM_LEASE_SECONDS must be longer than DELIVERY_SEND_TIMEOUT_MS, or a slow send could go out twice',
    );
  const databaseFile = fromRepoRoot(merged.databaseFile);
  return {
    ...merged,
    publicUrl: publicUrlOf(merged.publicUrl || text(env.PUBLIC_URL) || `http://localhost:${merged.port}`),
    databaseFile,
    filesDir: merged.filesDir ? fromRepoRoot(merged.filesDir) : defaultFilesDir(databaseFile),
    staticRoot: fromRepoRoot(merged.staticRoot),
    localesDir: fromRepoRoot(merged.localesDir),
  };
}

/**
 * Where files live without FILES_DIR: a `files` folder beside the SQLite file (the data folder), so
 * one backup of that folder holds both. An in-memory database is thrown away, and its files with it:
 * a folder under the system's temporary one.
 */
export function defaultFilesDir(databaseFile: string): string {
  return databaseFile === ':memory:'
    ? join(tmpdir(), 'opgavetorvet-memory-files')
    : join(dirname(databaseFile), 'files');
}

/** The object storage, when S3_ENDPOINT and S3_BUCKET are given; half a setting stops the start. */
export function s3Of(env: Env): S3Config | null {
  const endpoint = text(env.S3_ENDPOINT);
  const bucket = text(env.S3_BUCKET);
  const accessKeyId = text(env.S3_ACCESS_KEY_ID);
  const secretAccessKey = text(env.S3_SECRET_ACCESS_KEY);
  if (!endpoint && !bucket) return null;
  if (!endpoint || !bucket) throw new Error('S3_ENDPOINT and S3_BUCKET go together: give both, or neither');
  if (!accessKeyId !== !secretAccessKey)
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: give both, or neither');
  return {
    endpoint,
    bucket,
    region: text(env.S3_REGION) ?? 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
  };
}

/** The social login's provider, when all three settings are given; a malformed issuer stops the start. */
export function oidcOf(env: Env): OidcConfig | null {
  const issuerUrl = text(env.OIDC_ISSUER_URL);
  const clientId = text(env.OIDC_CLIENT_ID);
  const clientSecret = text(env.OIDC_CLIENT_SECRET);
  if (!issuerUrl || !clientId || !clientSecret) return null;
  let url: URL | null;
  try {
    url = new URL(issuerUrl);
  } catch {
    url = null;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.search || url.hash) {
    throw new Error(`OIDC_ISSUER_URL must be an absolute http(s) address, got '${issuerUrl}'`);
  }
  return { issuerUrl, clientId, clientSecret };
}

/**
 * SITE_PROJECT_LINKS: a JSON object of project name → that site's absolute http(s) address, each
 * ending in '/' (added when missing), so '{link}{slug}/' is a company's page there. Unset or empty
 * = {}; anything else that is not such an object stops the start.
 */
export function siteProjectLinksOf(value: string | undefined): Record<string, string> {
  const given = text(value);
  if (given === null) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(given);
  } catch {
    parsed = null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error(`SITE_PROJECT_LINKS must be a JSON object of project → address, got '${given}'`);
  const links: Record<string, string> = {};
  for (const [project, link] of Object.entries(parsed)) {
    let url: URL | null;
    try {
      url = typeof link === 'string' ? new URL(link) : null;
    } catch {
      url = null;
    }
    if (!url || !['http:', 'https:'].includes(url.protocol) || url.search || url.hash || url.username)
      throw new Error(
        `SITE_PROJECT_LINKS: '${project}' needs an absolute http(s) address, got '${String(link)}'`,
      );
    links[project] = url.href.endsWith('/') ? url.href : `${url.href}/`;
  }
  return links;
}

/** PUBLIC_URL checked (http or https, no query or fragment) and without a trailing slash. */
export function publicUrlOf(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) address, got '${value}'`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.search || url.hash || url.username) {
    throw new Error(
      `PUBLIC_URL must be a plain http(s) address without query, fragment or user, got '${value}'`,
    );
  }
  return url.href.replace(/\/+$/, '');
}

/** The origins (scheme://host:port) of remotes served from elsewhere, for the CSP. */
export function remoteOrigins(remotes: RemoteUrls): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(remotes)) {
    if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}
