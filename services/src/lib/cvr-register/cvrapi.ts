// The CVR register through cvrapi.dk's public API (issue 31; docs/decisions.md says why this one):
// GET {CVR_API_URL}?search=<cvr>&country=dk with a User-Agent naming Opgavetorvet, as the service
// asks. It answers the company as JSON (vat, name, address, zipcode, city, enddate — null while it is
// active — industrycode, industrydesc), or {"error":"NOT_FOUND"} for a number it does not know.
// Anything else (another error such as QUOTA_EXCEEDED, a 5xx, no answer within the timeout) is the
// register being unavailable.
import type { CvrRegisterFacts } from '@opgavetorvet/contracts';
import { CvrRegisterUnavailable, type CvrLookup, type CvrRegister } from './types.js';

interface CvrApiCompany {
  vat?: unknown;
  name?: unknown;
  address?: unknown;
  zipcode?: unknown;
  city?: unknown;
  enddate?: unknown;
  industrycode?: unknown;
  industrydesc?: unknown;
  error?: unknown;
}

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
const textOrNull = (value: unknown): string | null => text(value) || null;

function factsOf(company: CvrApiCompany): CvrRegisterFacts {
  return {
    name: text(company.name),
    address: text(company.address),
    zip: text(company.zipcode),
    city: text(company.city),
    industry_code: textOrNull(company.industrycode),
    industry: textOrNull(company.industrydesc),
  };
}

/** Reads the reply, bounded by the same timeout as the call. */
async function replyOf(url: URL, userAgent: string, timeoutMs: number) {
  try {
    const response = await fetch(url, {
      headers: { 'user-agent': userAgent, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await response.json()) as CvrApiCompany | null;
    return { status: response.status, body: body ?? {} };
  } catch (err) {
    throw new CvrRegisterUnavailable(`the CVR register did not answer: ${(err as Error).message}`, {
      cause: err,
    });
  }
}

export function cvrApiRegister(options: { url: string; timeoutMs: number; publicUrl: string }): CvrRegister {
  const userAgent = `Opgavetorvet (${options.publicUrl}) - CVR check of companies signing up`;
  return {
    async lookup(cvr: string): Promise<CvrLookup | null> {
      const url = new URL(options.url);
      url.searchParams.set('search', cvr);
      url.searchParams.set('country', 'dk');
      const { status, body } = await replyOf(url, userAgent, options.timeoutMs);
      if (body.error === 'NOT_FOUND') return null;
      if (status !== 200 || body.error !== undefined || text(body.name) === '')
        throw new CvrRegisterUnavailable(
          `the CVR register answered ${status}${body.error ? ` ${text(body.error)}` : ''}`,
        );
      // A search answers the best match; another company's number is not an answer about this one.
      if (text(body.vat) !== cvr) return null;
      return { status: textOrNull(body.enddate) ? 'ceased' : 'active', facts: factsOf(body) };
    },
  };
}
