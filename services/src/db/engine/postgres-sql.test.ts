import { describe, expect, it } from 'vitest';
import { toPostgres, translateToPostgres } from './postgres-sql.js';

describe('statements in PostgreSQL spelling', () => {
  it('numbers the placeholders in order', () => {
    expect(translateToPostgres('select "id" from "jobs" where "zip" = ? and "status" = ? limit ?')).toBe(
      'select "id" from "jobs" where "zip" = $1 and "status" = $2 limit $3',
    );
  });

  it('leaves question marks in literals, quoted names and comments alone', () => {
    expect(
      translateToPostgres(
        `select 'Hvad? Hvor?' as "what?" -- why?\nfrom "t" where "a" = ? /* ? */ and "b" = ?`,
      ),
    ).toBe(`select 'Hvad? Hvor?' as "what?" -- why?\nfrom "t" where "a" = $1 /* ? */ and "b" = $2`);
  });

  it('reads a doubled quote as part of its literal', () => {
    expect(translateToPostgres(`select 'it''s ?' , ?`)).toBe(`select 'it''s ?' , $1`);
  });

  it('opens a transaction with a plain begin, whatever SQLite lock it asked for', () => {
    expect(translateToPostgres('begin immediate')).toBe('begin');
    expect(translateToPostgres('begin')).toBe('begin');
  });

  it('changes nothing else: a statement is written in SQL both engines read (dialect.ts)', () => {
    const both =
      'select "name" from "companies" where da_lower("name") like ? escape \'\\\' and cast(? as text) is null on conflict ("id") do nothing';
    expect(translateToPostgres(both)).toBe(
      'select "name" from "companies" where da_lower("name") like $1 escape \'\\\' and cast($2 as text) is null on conflict ("id") do nothing',
    );
  });
});

describe('the name a statement is prepared under', () => {
  it('is the same for the same text every time, and another for another text', () => {
    const byId = toPostgres('select "headline" from "jobs" where "id" = ?');
    expect(byId.name).toMatch(/^opg_[\w-]{24}$/);
    expect(toPostgres('select "headline" from "jobs" where "id" = ?').name).toBe(byId.name);
    expect(toPostgres('select "headline" from "jobs" where "zip" = ?').name).not.toBe(byId.name);
    expect(toPostgres('begin').name).toBeUndefined();
  });
});
