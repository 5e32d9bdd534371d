// Reported files in tests (issues 30 and 33): a job with the customer's photo and a company's logo
// made through the API as the product makes them, a report as a client sends it, and the report
// rows of a file.
import type { LightMyRequestResponse } from 'fastify';
import type { Photo, StoredFile } from '@opgavetorvet/contracts';
import type { Db } from '../db/open.js';
import { addJob, type CompanyWorld } from './company-job-fixtures.js';
import { testImage, uploadFile } from './files.js';
import type { Agent } from './helpers.js';
import { sqlAll } from './sql.js';

/** PUT as the agent (its cookie and CSRF token), with a JSON body. */
export async function putJson(agent: Agent, url: string, body: unknown): Promise<LightMyRequestResponse> {
  return await agent.app.inject({
    method: 'PUT',
    url,
    remoteAddress: agent.ip,
    headers: {
      cookie: agent.cookieHeader() ?? '',
      'x-csrf-token': agent.csrfToken,
      'content-type': 'application/json',
    },
    payload: JSON.stringify(body),
  });
}

async function upload(agent: Agent, purpose: string): Promise<StoredFile> {
  const response = await uploadFile(agent, purpose, 'tagrende.png', await testImage(900, 600));
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json<StoredFile>();
}

/** A new open job of the world's customer in Tømrer (the world's companies see it) with one photo. */
export async function jobWithPhoto(
  w: CompanyWorld,
  fields: { headline?: string; caption?: string } = {},
): Promise<{ jobId: number; key: string }> {
  const jobId = await addJob(w, { headline: fields.headline });
  const { key } = await upload(w.customerAgent, 'job');
  const response = await putJson(w.customerAgent, `/api/bruger/opgaver/${jobId}/billeder`, {
    photos: [{ key, caption: fields.caption }],
  });
  if (response.statusCode !== 200) throw new Error(`photos failed: ${response.body}`);
  return { jobId, key };
}

/** The job's photos as the customer's job page shows them. */
export async function jobPhotos(w: CompanyWorld, jobId: number): Promise<Photo[]> {
  return (await w.customerAgent.get(`/api/bruger/opgaver/${jobId}`)).json<{ photos: Photo[] }>().photos;
}

/** The company's new logo (public: anyone may see it). */
export async function companyLogo(company: Agent): Promise<string> {
  const { key } = await upload(company, 'logo');
  const response = await putJson(company, '/api/firma/logo', { key });
  if (response.statusCode !== 200) throw new Error(`logo failed: ${response.body}`);
  return key;
}

/** POST /api/filer/:key/anmeld as the agent. */
export const reportFile = (agent: Agent, key: string, reason = 'Billedet viser et cpr-nummer.') =>
  agent.post(`/api/filer/${key}/anmeld`, { reason });

export interface ReportRow {
  reporter_user_id: number | null;
  reporter_address: string;
  reason: string;
  state: string;
  decided_by_user_id: number | null;
  decided_at: number | null;
  decision_reason: string | null;
}

/** The file's report rows, oldest first. */
export const reportsOf = (db: Db, key: string): Promise<ReportRow[]> =>
  sqlAll<ReportRow>(
    db,
    `select r.reporter_user_id, r.reporter_address, r.reason, r.state, r.decided_by_user_id, r.decided_at,
       r.decision_reason
     from file_reports r join files f on f.id = r.file_id where f.key = ? order by r.id`,
    key,
  );
