// The register the configuration names (issue 31): cvrapi.dk's form at CVR_API_URL, or none when it
// is not set, and then no CVR number is ever sent anywhere (verdict.ts answers 'not checked').
import type { AppConfig } from '../../config.js';
import { cvrApiRegister } from './cvrapi.js';
import type { CvrRegister } from './types.js';

export type { CvrLookup, CvrRegister } from './types.js';
export { CvrRegisterUnavailable } from './types.js';
export { NOT_CHECKED, registerVerdict, verificationColumns, type RegisterVerdict } from './verdict.js';

/** The configured register, or null when CVR_API_URL is not set. */
export function cvrRegisterOf(
  config: Pick<AppConfig, 'cvrApiUrl' | 'cvrTimeoutMs' | 'publicUrl'>,
): CvrRegister | null {
  return config.cvrApiUrl
    ? cvrApiRegister({ url: config.cvrApiUrl, timeoutMs: config.cvrTimeoutMs, publicUrl: config.publicUrl })
    : null;
}
