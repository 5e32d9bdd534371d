// A test file's company world (company-job-fixtures) on an app of its own: built in the file's
// beforeAll and closed in its afterAll, so a file that tests the company side with the customer's
// jobs starts with one line; the world's fields are read inside the tests, once it is built. And the
// job's description as a company's modal fetches it, which several of those files read.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildCompanyWorld, type CompanyWorld } from './company-job-fixtures.js';
import { startTestApp, type Agent } from './helpers.js';

/** The world of this file: `start` makes its app (startTestApp unless given), closed after the file. */
export function companyWorldOfFile(
  start: () => Promise<FastifyInstance> = () => startTestApp(),
): CompanyWorld {
  const world = {} as CompanyWorld;
  beforeAll(async () => {
    world.app = await start();
    Object.assign(world, await buildCompanyWorld(world.app));
  });
  afterAll(() => world.app?.close());
  return world;
}

/** POST /firma/modal_discription_job as the agent: the job's description modal ({ html }). */
export const jobDescription = (agent: Agent, jobId: number): Promise<LightMyRequestResponse> =>
  agent.post('/firma/modal_discription_job', { job_id: jobId });
