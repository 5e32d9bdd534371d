// Social login under /social/facebook/: without an app secret 'FB initialization failed'; a
// signed request that does not verify 'Something went wrong. Try again later.'; a verified id of
// a profile logs it in (login reply shape); an unknown one waits for /recording, which links it
// to a logged-in profile; /validation_status tells the page refresh, pending or failed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { settings } from '../../db/schema/index.js';
import {
  createAccount,
  loggedIn,
  manyLogins,
  startTestApp,
  type TestAccount,
  visitor,
} from '../../test/helpers.js';
import { signRequest, verifySignedRequest } from './signed-request.js';
import { sqlOne } from '../../test/sql.js';

let app: FastifyInstance;
let linked: TestAccount;
const SECRET = 'test-app-secret-0123456789';
const now = () => Math.floor(Date.now() / 1000);

const auth = (userID: string, secret = SECRET, issuedAt = now()) => ({
  accessToken: 'EAAB-token',
  expiresIn: 5400,
  userID,
  pathname: '/bruger/opgaver',
  signedRequest: signRequest({ user_id: userID, issued_at: issuedAt, algorithm: 'HMAC-SHA256' }, secret),
});

beforeAll(async () => {
  app = await startTestApp(manyLogins);
  linked = await createAccount(app, 'user', { fbUserId: '1001', name: 'Lars Social', phone: '22334455' });
});
afterAll(() => app.close());

describe('signed requests', () => {
  it('verify only with the right secret, algorithm and age', () => {
    const good = signRequest({ user_id: '7', issued_at: now(), algorithm: 'HMAC-SHA256' }, SECRET);
    expect(verifySignedRequest(good, SECRET)?.user_id).toBe('7');
    expect(verifySignedRequest(good, 'another-secret')).toBeNull();
    expect(verifySignedRequest(`${good}x`, SECRET)).toBeNull();
    expect(verifySignedRequest('not-signed', SECRET)).toBeNull();
    expect(
      verifySignedRequest(
        signRequest({ user_id: '7', issued_at: now() - 2 * 86400, algorithm: 'HMAC-SHA256' }, SECRET),
        SECRET,
      ),
    ).toBeNull();
    expect(
      verifySignedRequest(signRequest({ user_id: '7', issued_at: now(), algorithm: 'none' }, SECRET), SECRET),
    ).toBeNull();
  });
});

describe('POST /social/facebook/login', () => {
  it("answers 'FB initialization failed' when social login is not set up", async () => {
    const agent = await visitor(app);
    const response = await agent.post('/social/facebook/login', auth('1001'));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      type: 'error',
      typelogin: '',
      user_id: 0,
      text: 'Facebook-login kunne ikke startes',
      message: 'Facebook-login kunne ikke startes',
    });
    agent.lang = 'en';
    expect((await agent.post('/social/facebook/login', auth('1001'))).json().text).toBe(
      'FB initialization failed',
    );
    await app.db.insert(settings).values({ key: 'fb_app_secret', value: SECRET }).run();
  });

  it("answers 'Something went wrong. Try again later.' to a request that does not verify, and logs nobody in", async () => {
    const agent = await visitor(app);
    agent.lang = 'en';
    for (const body of [auth('1001', 'forged-secret'), { ...auth('1001'), userID: '1002' }]) {
      const response = await agent.post('/social/facebook/login', body);
      expect(response.statusCode).toBe(401);
      expect(response.json().text).toBe('Something went wrong. Try again later.');
    }
    expect((await agent.refreshSession()).user).toBeNull();
  });

  it('logs in the profile with that network id, in the login reply shape; status is refresh with its details', async () => {
    const agent = await visitor(app);
    const response = await agent.post('/social/facebook/login', auth('1001'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      type: 'success',
      typelogin: 'user',
      user_id: linked.id,
      text: '/bruger/opgaver',
    });
    expect((await agent.refreshSession()).user).toMatchObject({ id: linked.id });
    expect((await agent.get('/social/facebook/validation_status')).json()).toEqual({
      status: 'refresh',
      user_name: 'Lars Social',
      email: linked.email,
      phone: '22334455',
    });
    expect((await agent.get('/social/facebook/recording')).json()).toEqual({ saved: true });
  });

  it('refuses bad input with 400', async () => {
    const agent = await visitor(app);
    expect((await agent.post('/social/facebook/login', { ...auth('1001'), userID: 'abc' })).statusCode).toBe(
      400,
    );
    expect(
      (await agent.post('/social/facebook/login', { ...auth('1001'), pathname: 'https://evil.example/' }))
        .statusCode,
    ).toBe(400);
    expect((await agent.post('/social/facebook/login', { ...auth('1001'), extra: 1 })).json()).toEqual({
      type: 'validation_errors',
      messages: ['Feltet extra er ikke tilladt'],
    });
    const { accessToken: _unused, ...missing } = auth('1001');
    expect((await agent.post('/social/facebook/login', missing)).statusCode).toBe(400);
  });
});

describe('recording an unknown network id', () => {
  it('is pending, then recorded on the logged-in profile (refresh)', async () => {
    const account = await createAccount(app, 'user', { name: 'Ny Social' });
    const agent = await loggedIn(app, account);
    expect((await agent.post('/social/facebook/login', auth('2002'))).json()).toEqual({
      type: 'success',
      typelogin: '',
      user_id: 0,
      text: '/bruger/opgaver',
    });
    expect((await agent.get('/social/facebook/validation_status')).json().status).toBe('pending');
    expect((await agent.get('/social/facebook/recording')).json()).toEqual({ saved: true });
    expect(await sqlOne(app.db, 'select fb_user_id from users where id = ?', account.id)).toEqual({
      fb_user_id: '2002',
    });
    expect((await agent.get('/social/facebook/validation_status')).json()).toMatchObject({
      status: 'refresh',
      user_name: 'Ny Social',
    });
  });

  it('fails for a visitor, and never takes an id another profile has', async () => {
    const agent = await visitor(app);
    await agent.post('/social/facebook/login', auth('3003'));
    expect((await agent.get('/social/facebook/recording')).json()).toEqual({ saved: false });
    expect((await agent.get('/social/facebook/validation_status')).json()).toEqual({
      status: 'failed',
      user_name: '',
      email: '',
      phone: '',
    });

    const first = await loggedIn(app, await createAccount(app, 'company'));
    const second = await loggedIn(app, await createAccount(app, 'user'));
    await first.post('/social/facebook/login', auth('5005'));
    await second.post('/social/facebook/login', auth('5005'));
    expect((await first.get('/social/facebook/recording')).json()).toEqual({ saved: true });
    expect((await second.get('/social/facebook/recording')).json()).toEqual({ saved: false });
    expect((await second.get('/social/facebook/validation_status')).json().status).toBe('failed');
    expect(await sqlOne(app.db, "select count(*) n from users where fb_user_id = '5005'")).toEqual({
      n: 1,
    });
  });

  it('is failed without any social login in the session', async () => {
    const agent = await visitor(app);
    expect((await agent.get('/social/facebook/validation_status')).json().status).toBe('failed');
    expect((await agent.get('/social/facebook/recording')).json()).toEqual({ saved: false });
  });
});
