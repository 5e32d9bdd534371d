// Asking the configured register about a company's CVR number (issue 31), as sign-up and the
// profile both do: the number's own rules first (lib/company-cvr.ts: check digit, not the seller's,
// not in use), so the register is never asked about a number that cannot be this company's; and the
// register's address, used when its zip is one of the zip table's.
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Queryable } from '../../db/engine/store.js';
import { townOfZip } from '../../db/queries/company-details.js';
import { checkCompanyCvr } from '../company-cvr.js';
import { cvrRegisterOf } from './index.js';
import { registerVerdict, type RegisterVerdict } from './verdict.js';

type RegisterConfig = Pick<AppConfig, 'cvrApiUrl' | 'cvrTimeoutMs' | 'publicUrl' | 'seller'>;

/** The register's verdict on `cvr` once it passes its own rules; undefined when no register is configured. */
export async function checkAndAsk(
  db: Queryable,
  config: RegisterConfig,
  cvr: string,
  log: FastifyBaseLogger,
  companyId?: number,
): Promise<RegisterVerdict | undefined> {
  const register = cvrRegisterOf(config);
  if (!register) return undefined;
  await checkCompanyCvr(db, cvr, config.seller.cvr, companyId);
  return await registerVerdict(register, cvr, log);
}

/** The register's address of a verified company, when it has one whose zip is in the zip table. */
export async function registerPlace(db: Queryable, verdict: RegisterVerdict | undefined) {
  if (!verdict?.verified || !verdict.facts.address) return undefined;
  const { address, zip } = verdict.facts;
  const city = await townOfZip(db, zip);
  return city ? { address, zip, city } : undefined;
}
