// Rule: a failure of the database itself (PostgreSQL stopped, restarting or out of connections;
// SQLite busy or its disk failing), also wrapped by drizzle, is told from a statement's own error,
// which stays a 500.
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.js';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('a database that is unavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a server shutting down', withCode('57P01', 'terminating connection due to administrator command')],
    ['a server starting up', withCode('57P03', 'the database system is starting up')],
    ['a connection exception', withCode('08006')],
    ['too many connections', withCode('53300')],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['a busy SQLite file', withCode('SQLITE_BUSY_TIMEOUT')],
    ['a full disk', withCode('SQLITE_FULL')],
    [
      'every address refused',
      Object.assign(new AggregateError([withCode('ECONNREFUSED')]), { code: undefined }),
    ],
    ['a wrapped refusal', wrapped(withCode('ECONNREFUSED'))],
  ])('is %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(withCode('23505'))],
    ['a syntax error', withCode('42601')],
    ['a constraint of SQLite', withCode('SQLITE_CONSTRAINT_UNIQUE')],
    ['a bug', new TypeError('x is undefined')],
    ['not an error', 'text'],
  ])('is not %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
