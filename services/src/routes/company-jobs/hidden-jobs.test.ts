// SPEC §2/§4, issue 10: a company hides a job (POST /api/firma/opgaver/:id/skjul, the per-company
// cookie) and GET /api/firma/opgaver — the list the open-jobs page shows — leaves it out unless all
// are asked for (?vis_alle=true, or the showallwork cookie); then it is listed marked hidden.
// Showing it again (/vis) brings it back. A bad vis_alle is a Danish 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { demoEmails } from '../../db/seed/index.js';
import { type Agent, demoLogin, startDemoApp } from '../../test/helpers.js';

let app: FastifyInstance;
let firma: Agent;

type Listed = { job_id: number; hidden: boolean };
const ids = (jobs: Listed[]) => jobs.map((j) => j.job_id);

/** The hidden-jobs cookie a reply sets, as a request cookie header. */
function withHiddenCookie(response: { cookies: unknown[] }, extra = ''): Record<string, string> {
  const set = (response.cookies as { name: string; value: string }[]).find((c) =>
    c.name.startsWith('hidden_jobs_'),
  );
  if (!set) throw new Error('no hidden-jobs cookie set');
  return { cookie: `${firma.cookieHeader()}; ${set.name}=${set.value}${extra}` };
}

beforeAll(async () => {
  app = await startDemoApp();
  firma = await demoLogin(app, demoEmails.company);
});
afterAll(() => app.close());

describe('hidden jobs in GET /api/firma/opgaver', () => {
  it('leaves a hidden job out of the list and the count, and lists it marked hidden when all are asked for', async () => {
    const before = (await firma.get('/api/firma/opgaver')).json();
    expect(before).toMatchObject({ hidden_total: 0, show_all: false });
    const target = before.jobs[1].job_id as number;

    const hide = await firma.post(`/api/firma/opgaver/${target}/skjul`);
    expect(hide.statusCode).toBe(200);
    const cookie = withHiddenCookie(hide);

    const after = (await firma.get('/api/firma/opgaver', cookie)).json();
    expect(ids(after.jobs)).not.toContain(target);
    expect(after.total).toBe(before.total - 1);
    expect(after).toMatchObject({ hidden_total: 1, show_all: false });
    expect(after.jobs.every((j: Listed) => !j.hidden)).toBe(true);

    const all = (await firma.get('/api/firma/opgaver?vis_alle=true', cookie)).json();
    expect(all).toMatchObject({ total: before.total, hidden_total: 1, show_all: true });
    expect(all.jobs.find((j: Listed) => j.job_id === target)).toMatchObject({ hidden: true });
    expect(all.jobs.filter((j: Listed) => j.hidden)).toHaveLength(1);
  });

  it('follows the showallwork cookie when the call does not say, and the call when it does', async () => {
    const { jobs } = (await firma.get('/api/firma/opgaver')).json();
    const target = jobs[0].job_id as number;
    const hide = await firma.post(`/api/firma/opgaver/${target}/skjul`);
    const viaCookie = (
      await firma.get('/api/firma/opgaver', withHiddenCookie(hide, '; showallwork=1'))
    ).json();
    expect(viaCookie.show_all).toBe(true);
    expect(ids(viaCookie.jobs)).toContain(target);
    const asked = (
      await firma.get('/api/firma/opgaver?vis_alle=false', withHiddenCookie(hide, '; showallwork=1'))
    ).json();
    expect(asked.show_all).toBe(false);
    expect(ids(asked.jobs)).not.toContain(target);
  });

  it('lists a job again once it is shown again', async () => {
    const { jobs } = (await firma.get('/api/firma/opgaver')).json();
    const target = jobs[2].job_id as number;
    const hide = await firma.post(`/api/firma/opgaver/${target}/skjul`);
    const show = await app.inject({
      method: 'POST',
      url: `/api/firma/opgaver/${target}/vis`,
      headers: { ...withHiddenCookie(hide), 'x-csrf-token': firma.csrfToken },
    });
    expect(show.json()).toMatchObject({ type: 'success', hidden_job_ids: [] });
    const listed = (await firma.get('/api/firma/opgaver', withHiddenCookie(show))).json();
    expect(ids(listed.jobs)).toContain(target);
    expect(listed.hidden_total).toBe(0);
  });

  it('refuses a vis_alle that is not true or false with a Danish 400', async () => {
    const response = await firma.get('/api/firma/opgaver?vis_alle=maaske');
    expect(response.statusCode).toBe(400);
    expect(response.json().type).toBe('validation_errors');
  });
});
