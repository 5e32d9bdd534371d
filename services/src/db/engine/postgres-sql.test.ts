import { describe, expect, it } from 'vitest';
import { toPostgres, translateStatement, translateToPostgres } from './postgres-sql.js';

describe('SQLite statements in PostgreSQL spelling', () => {
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

  it('makes like ignore case as SQLite does, and not inside words or literals', () => {
    expect(translateToPostgres(`select "likes" from "t" where "name" LIKE ? and "x" not like 'like%'`)).toBe(
      `select "likes" from "t" where "name" ilike $1 and "x" not ilike 'like%'`,
    );
  });

  it('takes the table out of a conflict target', () => {
    expect(
      translateToPostgres(
        'insert into "sessions" ("id", "data") values (?, ?) on conflict ("sessions"."id") do update set "data" = excluded."data"',
      ),
    ).toBe(
      'insert into "sessions" ("id", "data") values ($1, $2) on conflict ("id") do update set "data" = excluded."data"',
    );
    expect(
      translateToPostgres(
        'insert into "a" ("x", "y") values (?, ?) on conflict ("a"."x", "a"."y") do nothing',
      ),
    ).toBe('insert into "a" ("x", "y") values ($1, $2) on conflict ("x", "y") do nothing');
  });

  it('drops SQLite index hints, quoted or not', () => {
    expect(translateToPostgres('select id from jobs indexed by jobs_open_category_idx where zip = ?')).toBe(
      'select id from jobs where zip = $1',
    );
    expect(translateToPostgres('select id from "jobs" indexed by "jobs_open_idx" where zip = ?')).toBe(
      'select id from "jobs" where zip = $1',
    );
  });

  it('opens a transaction with a plain begin, whatever SQLite lock it asked for', () => {
    expect(translateToPostgres('begin immediate')).toBe('begin');
    expect(translateToPostgres('begin')).toBe('begin');
  });

  it('turns a JSON list read by json_each into an array compared with any, and says which parameter it is', () => {
    expect(
      translateStatement(
        'select id from jobs where zip = ? and category_id in (select value from json_each(?)) and id not in (select value from json_each( ? ))',
      ),
    ).toEqual({
      text: 'select id from jobs where zip = $1 and category_id = any($2) and id <> all($3)',
      lists: [1, 2],
    });
  });

  it('gives a parameter tested for null a type', () => {
    expect(translateToPostgres('select 1 where (? is null or zip = ?) and ? is not null')).toBe(
      'select 1 where ($1::text is null or zip = $2) and $3::text is not null',
    );
  });

  it("spells SQLite's own functions as PostgreSQL's", () => {
    expect(
      translateToPostgres(
        "select group_concat(name, ', '), instr(lower(headline), ?) > 0 from t where zip glob '[0-9][0-9]' order by c.name collate nocase, id",
      ),
    ).toBe(
      `select string_agg(name, ', '), strpos(lower(headline), $1) > 0 from t where zip similar to '[0-9][0-9]' order by lower(c.name) collate "C", id`,
    );
    expect(translateToPostgres(`select "glob", 'instr(' from t`)).toBe(`select "glob", 'instr(' from t`);
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
