// The environment the service starts with, checked against a schema before anything else: a
// malformed value (PORT=abc, PORT=70000, TRUST_PROXY=maybe, SMTP_URL without smtp://) stops the
// start with every problem named, instead of a silent default.
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import type { Env } from './config.js';

const flag = Type.String({ pattern: '^(|[01]|true|false|yes|no|on|off|TRUE|FALSE|True|False)$' });
const whole = (minimum: number, maximum: number) =>
  Type.String({ pattern: '^\\s*[0-9]{1,9}\\s*$', 'x-minimum': minimum, 'x-maximum': maximum });
const url = (schemes: string) => Type.String({ pattern: `^(|(${schemes})://\\S+)$` });

const EnvSchema = Type.Object({
  PORT: Type.Optional(whole(1, 65535)),
  SERVICE_PROCESSES: Type.Optional(whole(1, 64)),
  DELIVERY_INTERVAL_MS: Type.Optional(whole(100, 3_600_000)),
  DELIVERY_SEND_TIMEOUT_MS: Type.Optional(whole(100, 120_000)),
  DELIVERY_CLAIM_LEASE_SECONDS: Type.Optional(whole(1, 86_400)),
  SEED_DEMO: Type.Optional(flag),
  COOKIE_SECURE: Type.Optional(flag),
  TRUST_PROXY: Type.Optional(flag),
  RENDER_THREAD: Type.Optional(flag),
  CHECKPOINT_THREAD: Type.Optional(flag),
  DATABASE_URL: Type.Optional(url('postgres(ql)?')),
  DATABASE_POOL_SIZE: Type.Optional(whole(1, 200)),
  SMTP_URL: Type.Optional(url('smtps?')),
  SMS_API_URL: Type.Optional(url('https?')),
  STRIPE_API_URL: Type.Optional(url('https?')),
  CVR_API_URL: Type.Optional(url('https?')),
  OIDC_ISSUER_URL: Type.Optional(url('https?')),
  S3_ENDPOINT: Type.Optional(url('https?')),
  SMS_SENDER: Type.Optional(Type.String({ maxLength: 11 })),
  SESSION_SECRET: Type.Optional(Type.String({ pattern: '^(|.{32,})$' })),
});

type Schema = { 'x-minimum'?: number; 'x-maximum'?: number };

/** Every problem of the environment, one line each; empty when it may be used. */
export function envProblems(env: Env): string[] {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined));
  const problems = [...Value.Errors(EnvSchema, present)].map(
    (error) => `${error.instancePath.slice(1) || 'environment'}: ${error.message}`,
  );
  for (const [name, schema] of Object.entries(EnvSchema.properties) as [string, Schema][]) {
    const value = present[name];
    if (schema['x-minimum'] === undefined || value === undefined || !/^\s*[0-9]{1,9}\s*$/.test(value))
      continue;
    const number = Number(value);
    if (number < schema['x-minimum'] || number > schema['x-maximum']!)
      problems.push(`${name}: must be from ${schema['x-minimum']} to ${schema['x-maximum']}`);
  }
  return problems.map(
    (problem) => `${problem} (got ${JSON.stringify(present[problem.split(':')[0]!] ?? '')})`,
  );
}

/** Throws one error naming every problem of the environment. */
export function checkEnv(env: Env): void {
  const problems = envProblems(env);
  if (problems.length > 0) throw new Error(`The environment is not valid:\n  ${problems.join('\n  ')}`);
}
