// Rules of the configuration: the README's defaults, paths relative to the repository root (not
// the working directory), and SEED_DEMO/COOKIE_SECURE read as booleans.
import { describe, expect, it } from 'vitest';
import { loadConfig, publicUrlOf, remoteOrigins, repoRoot } from './config.js';

describe('loadConfig', () => {
  it('uses the README defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseFile: `${repoRoot}/data/opgavetorvet.sqlite`,
      smtpUrl: null,
      sessionSecret: null,
      seedDemo: true,
      cookieSecure: false,
      staticRoot: repoRoot,
      renderThread: true,
      checkpointThread: true,
    });
    expect(config.remotes.mfe_firma).toBe('/remotes/mfe-firma/remoteEntry.js');
  });

  it('resolves a relative DATABASE_FILE from the repository root, keeps absolute paths and :memory:', () => {
    expect(loadConfig({ DATABASE_FILE: 'tmp/x.sqlite' }).databaseFile).toBe(`${repoRoot}/tmp/x.sqlite`);
    expect(loadConfig({ DATABASE_FILE: '/var/db.sqlite' }).databaseFile).toBe('/var/db.sqlite');
    expect(loadConfig({}, { databaseFile: ':memory:' }).databaseFile).toBe(':memory:');
  });

  it('runs on the SQLite file unless DATABASE_URL names a PostgreSQL database', () => {
    expect(loadConfig({})).toMatchObject({ databaseUrl: null, databasePoolSize: 10 });
    const url = 'postgres://opgavetorvet@127.0.0.1:5432/opgavetorvet';
    expect(loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '4' })).toMatchObject({
      databaseUrl: url,
      databasePoolSize: 4,
    });
  });

  it('reads SEED_DEMO=false and COOKIE_SECURE=true', () => {
    const config = loadConfig({ SEED_DEMO: 'false', COOKIE_SECURE: 'true', PORT: '4000' });
    expect(config).toMatchObject({ seedDemo: false, cookieSecure: true, port: 4000 });
  });

  it('reads CHECKPOINT_THREAD=false and RENDER_THREAD=false', () => {
    const config = loadConfig({ CHECKPOINT_THREAD: 'false', RENDER_THREAD: 'false' });
    expect(config).toMatchObject({ checkpointThread: false, renderThread: false });
  });

  it('lists the origins of remotes served from elsewhere for the CSP', () => {
    const { remotes } = loadConfig({ REMOTE_ADMIN_URL: 'http://127.0.0.1:4567/remoteEntry.js' });
    expect(remoteOrigins(remotes)).toEqual(['http://127.0.0.1:4567']);
  });

  it('takes PUBLIC_URL without its trailing slash, and http://localhost:PORT without it', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://opgavetorvet.dk/' }).publicUrl).toBe('https://opgavetorvet.dk');
    expect(loadConfig({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
    expect(() => publicUrlOf('opgavetorvet.dk')).toThrow(/PUBLIC_URL/);
    expect(() => publicUrlOf('javascript:alert(1)')).toThrow(/PUBLIC_URL/);
    expect(() => publicUrlOf('https://opgavetorvet.dk/?x=1')).toThrow(/PUBLIC_URL/);
  });
});
