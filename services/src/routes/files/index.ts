// Photos and files (issue 30): the upload (POST /api/filer), the stored files served under the
// access rule of what they belong to (GET /filer/:key/:file) and taking back an upload not yet
// attached (DELETE /api/filer/:key), and reporting a file to the administrator (POST
// /api/filer/:key/anmeld). Multipart bodies are parsed only in this area, under its limits.
// Attaching files to a job, a message or a company is lib/files/attach.ts, called by those areas.
import type { FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import { UPLOAD_LIMITS } from './read-upload.js';
import removeRoute from './remove.js';
import reportRoute from './report.js';
import serveRoute from './serve.js';
import uploadRoute from './upload.js';

const filesArea: FastifyPluginAsync = async (fastify) => {
  await fastify.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });
  await fastify.register(uploadRoute);
  await fastify.register(serveRoute);
  await fastify.register(removeRoute);
  await fastify.register(reportRoute);
};

export default filesArea;
