// The Danish business register (CVR) as the service sees it (issue 31): one lookup of a CVR number
// that answers the company's status and what the register holds of it, or null for a number the
// register does not know. A register that does not answer (down, slow past its timeout, a reply
// that is not its form) throws CvrRegisterUnavailable: the caller saves the number unchecked.
import type { CvrRegisterFacts } from '@opgavetorvet/contracts';

export interface CvrLookup {
  /** Active: trading today; ceased: the register gives it an end date (closed, dissolved, bankrupt). */
  status: 'active' | 'ceased';
  facts: CvrRegisterFacts;
}

export interface CvrRegister {
  /** What the register says of `cvr` (eight digits), or null when it does not know the number. */
  lookup(cvr: string): Promise<CvrLookup | null>;
}

/** The register did not answer, or not in a form the service reads. */
export class CvrRegisterUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CvrRegisterUnavailable';
  }
}
