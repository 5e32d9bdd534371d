// The response schemas of a call inside a role's scope (plugins/app/scopes.ts) that validates its
// input: its own reply, and SPEC §8's error replies for refused input (400), no login (401) and
// another role (403). One declaration instead of the same four lines in each such route.
import type { TSchema } from 'typebox';
import { errorResponses } from '@opgavetorvet/contracts';

export const scopedResponses = <T extends TSchema>(reply: T) => ({
  200: reply,
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
});
