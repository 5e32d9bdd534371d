// Administrators' second factor (issue 33): each administrator's TOTP secret (sealed with a key
// derived from the session secret, never sent again once set up), the last time step a code was
// used in (a code is never taken twice), and the one-time recovery codes (only their SHA-256 kept).
// An administrator without a confirmed secret must set one up at the next login, except one marked
// password-only (the seeded demo administrator) until it sets one up itself.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts.js';
import { createdAt, id } from './columns.js';

export const adminSecondFactors = sqliteTable('admin_second_factors', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The TOTP secret, sealed (lib/admin-factor/secret-box.ts); a new one replaces it until confirmed. */
  secret: text(),
  /** When the first code confirmed the secret; from then on every login asks for a code. */
  confirmedAt: integer(),
  /** The TOTP time step (unix seconds / 30) of the last code taken: a code of it or before is refused. */
  lastStep: integer(),
  /** 1: may log in with the password alone until a secret is confirmed (the demo administrator). */
  passwordOnly: integer().notNull().default(0),
  /** The administrator who invited this one (null for the seeded one). */
  invitedBy: integer().references(() => users.id),
  createdAt: createdAt(),
});

export const adminRecoveryCodes = sqliteTable(
  'admin_recovery_codes',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (base64url) of the code as shown, without its dash. */
    codeHash: text().notNull().unique(),
    /** When it was used; a used code opens nothing. */
    usedAt: integer(),
    createdAt: createdAt(),
  },
  (t) => [index('admin_recovery_codes_user_idx').on(t.userId)],
);
