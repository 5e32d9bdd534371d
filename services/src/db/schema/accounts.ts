// Accounts: people who log in (customers, company owners, the administrator), their sessions,
// login attempts for throttling, and the password-reset codes of "forgot password".
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const ROLES = ['user', 'company', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const users = sqliteTable(
  'users',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    email: text().notNull().unique(),
    passwordHash: text().notNull(),
    name: text().notNull(),
    phone: text(),
    zip: text(),
    /** The customer's street and number (issue 32): asked when a company is chosen, edited on the profile. */
    streetAddress: text(),
    role: text({ enum: ROLES }).notNull().default('user'),
    fbUserId: text(),
    avatarUrl: text(),
    resetCode: text(),
    resetCodeExpiresAt: integer(),
    /** Wrong tries of the current reset code, from any address; at RESET_CODE_MAX_TRIES it is void. */
    resetCodeFailures: integer().notNull().default(0),
    createdAt: integer()
      .notNull()
      .default(sql`(unixepoch())`),
    lastLoginAt: integer(),
    /** When the account was erased (issue 32): the row keeps its id, its personal fields are blank. */
    deletedAt: integer(),
    /** Set by the administrator (issue 33): a blocked customer cannot log in, post jobs, write messages or reviews. */
    blockedAt: integer(),
    /** Why the customer was blocked (required with blockedAt; kept until unblocked, and in the audit log). */
    blockedReason: text(),
  },
  (t) => [index('users_role_idx').on(t.role)],
);

export const sessions = sqliteTable(
  'sessions',
  {
    id: text().primaryKey(),
    data: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: integer().notNull(),
    idleExpiresAt: integer().notNull(),
    absoluteExpiresAt: integer().notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_idle_idx').on(t.idleExpiresAt)],
);

export const loginAttempts = sqliteTable(
  'login_attempts',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    email: text().notNull(),
    ip: text().notNull(),
    success: integer({ mode: 'boolean' }).notNull(),
    createdAt: integer().notNull(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
);

export const settings = sqliteTable('settings', {
  key: text().primaryKey(),
  value: text().notNull(),
});

/** Rate-limit windows shared by every service process: a count per route and caller key. */
export const rateLimits = sqliteTable('rate_limits', {
  key: text().primaryKey(),
  count: integer().notNull(),
  /** When the window ends (ms since 1970); the next call after it starts a new one. */
  windowEndsAt: integer().notNull(),
});
