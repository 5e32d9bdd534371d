// Which profile an OpenID identity belongs to (the account-linking rules): the profile that has
// recorded this identity is logged in; an e-mail that already has a profile waits until that
// profile's password confirms it (then /recording links it); a new person with an e-mail the
// provider has verified gets a customer profile. The administrator is never reached this way.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { users } from '../../db/schema/index.js';
import { hashPassword } from '../../lib/password.js';

/** What the provider says of the person (ID token claims and userinfo). */
export interface OidcPerson {
  /** 'oidc:' and the provider's subject, as kept in users.fb_user_id. */
  key: string;
  email: string;
  emailVerified: boolean;
  name: string;
  phone: string;
}

export type OidcOutcome =
  { kind: 'login'; userId: number } | { kind: 'link'; email: string } | { kind: 'failed' };

const PHONE = /^\+?[0-9 ]{8,20}$/;

/** Claims as the person's details: e-mail trimmed in lower case, a phone only when it reads as one. */
export function personOf(claims: Record<string, unknown>): OidcPerson {
  const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const phone = str(claims.phone_number);
  const name =
    str(claims.name) || [str(claims.given_name), str(claims.family_name)].filter(Boolean).join(' ');
  return {
    key: `oidc:${str(claims.sub)}`,
    email: str(claims.email).toLowerCase(),
    emailVerified: claims.email_verified === true,
    name: name.slice(0, 100),
    phone: PHONE.test(phone) ? phone.replace(/ /g, '') : '',
  };
}

export async function profileFor(
  db: Db,
  person: OidcPerson,
  loggedInId: number | null,
): Promise<OidcOutcome> {
  if (person.key === 'oidc:') return { kind: 'failed' };
  const linked = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.fbUserId, person.key))
    .get();
  if (linked) return linked.role === 'admin' ? { kind: 'failed' } : { kind: 'login', userId: linked.id };
  // Someone logged in links the identity to their own profile (/recording).
  if (loggedInId !== null) return { kind: 'link', email: person.email };
  if (!person.email || !person.emailVerified) return { kind: 'failed' };
  const sameEmail = await db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.email, person.email))
    .get();
  if (sameEmail)
    return sameEmail.role === 'admin' ? { kind: 'failed' } : { kind: 'link', email: person.email };
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  // The e-mail is unique in the schema: a profile made meanwhile makes this insert do nothing.
  const created = await db
    .insert(users)
    .values({
      email: person.email,
      name: person.name || person.email.split('@')[0],
      phone: person.phone || null,
      passwordHash,
      role: 'user',
      fbUserId: person.key,
    })
    .onConflictDoNothing()
    .returning({ id: users.id })
    .get();
  return created ? { kind: 'login', userId: created.id } : { kind: 'failed' };
}
