// The schema and reply of a settings section that replaces one of the company's sets (categories,
// regions, mail agents): the section's body in, SPEC §8's "saved" notice out.
import type { FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { SettingsSavedReply, errorResponses } from '@opgavetorvet/contracts';

export const settingsSaveSchema = <B extends TSchema>(summary: string, body: B) => ({
  tags: ['company-settings'],
  summary,
  body,
  response: { 200: SettingsSavedReply, ...errorResponses },
});

export const settingsSaved = (request: FastifyRequest) =>
  ({ success: true, message: request.t('notices:::settings_saved') }) as const;
