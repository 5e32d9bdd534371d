// The refusals a company's call declares beside its own reply (every route declares its responses,
// errors included): bad input (400), no login (401), not a company (403), not its own or not there
// (404); a call that changes a state also declares 409 (the state no longer allows it).
import { errorResponses } from '@opgavetorvet/contracts';

export const companyRefusals = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
} as const;

export const companyChangeRefusals = { ...companyRefusals, 409: errorResponses[409] } as const;
