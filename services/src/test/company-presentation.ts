// A company's logo and reference jobs in tests (issue 30): any method as an agent (its cookie and
// CSRF token), an uploaded image, and a logo or a reference set up as the company does it, through
// its calls (/api/filer, /api/firma/logo, /api/firma/referencer); and a PDF stored for a logo or a
// reference as the upload took it before it refused PDFs there (a row only: its bytes are not read).
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { CompanyReference, PhotoInput, StoredFile } from '@opgavetorvet/contracts';
import { files } from '../db/schema/index.js';
import { newFileKey } from '../lib/files/names.js';
import { testImage, uploadFile } from './files.js';
import type { Agent, TestAccount } from './helpers.js';

/** A call as the agent: its cookie, its CSRF token, a JSON body when given. */
export async function send(
  agent: Agent,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<LightMyRequestResponse> {
  const cookie = agent.cookieHeader();
  return await agent.app.inject({
    method,
    url,
    remoteAddress: agent.ip,
    headers: {
      ...(cookie ? { cookie } : {}),
      'x-csrf-token': agent.csrfToken,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

/** An image the agent uploaded for this purpose (201). */
export async function uploadImage(
  agent: Agent,
  purpose: 'logo' | 'reference' | 'job',
  name = 'billede.png',
): Promise<StoredFile> {
  const response = await uploadFile(agent, purpose, name, await testImage(900, 600));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<StoredFile>();
}

/** The company's logo set to a fresh upload. */
export async function setLogo(agent: Agent): Promise<StoredFile> {
  const file = await uploadImage(agent, 'logo', 'logo.png');
  const response = await send(agent, 'PUT', '/api/firma/logo', { key: file.key });
  expect(response.statusCode, response.body).toBe(200);
  return file;
}

/** A reference added by the company with fresh uploads, one per caption ('' for none). */
export async function addReference(
  agent: Agent,
  title: string,
  captions: string[] = [],
  text = '',
): Promise<CompanyReference> {
  const photos: PhotoInput[] = [];
  for (const caption of captions) {
    const { key } = await uploadImage(agent, 'reference');
    photos.push(caption === '' ? { key } : { key, caption });
  }
  const response = await send(agent, 'POST', '/api/firma/referencer', { title, text, photos });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CompanyReference>();
}

/** A PDF the account uploaded for a logo or a reference before uploads refused PDFs there. */
export async function storedPdf(
  agent: Agent,
  account: TestAccount,
  purpose: 'logo' | 'reference',
  name: string,
): Promise<string> {
  const key = newFileKey();
  await agent.app.db
    .insert(files)
    .values({
      key,
      kind: 'pdf',
      purpose,
      name,
      bytes: 1000,
      widths: [],
      uploaderUserId: account.id,
      uploaderAddress: '127.0.0.1',
    })
    .run();
  return key;
}
