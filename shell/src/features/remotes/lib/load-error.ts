// Why a remote could not be shown: the shell does not have a shared library in the version the
// remote was built for (a remote takes react, the router, the store … from the shell and refuses a
// version outside its range), or anything else (its server is down, a file is missing, it crashed).
export type RemoteFailure = 'version_mismatch' | 'unavailable';

/** Webpack's container runtime words these two cases so (its consumes runtime). */
const versionMismatch = [
  /Unsatisfied version .* of shared singleton module/,
  /Shared module .* doesn't exist in shared scope/,
];

export function remoteFailureOf(error: unknown): RemoteFailure {
  const message = error instanceof Error ? error.message : String(error);
  return versionMismatch.some((pattern) => pattern.test(message)) ? 'version_mismatch' : 'unavailable';
}
