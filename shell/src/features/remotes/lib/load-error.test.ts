// Rule: a remote refused because the shell has no shared library in the version it asks for is told
// apart from a remote that cannot be loaded at all.
import { describe, expect, it } from 'vitest';
import { remoteFailureOf } from './load-error';

describe('remote failure', () => {
  it('a singleton in a version outside the range the remote asks for is a version mismatch', () => {
    const error = new Error(
      'Unsatisfied version 7.18.5 from shell of shared singleton module react-router-dom (required ^99.0.0)',
    );
    expect(remoteFailureOf(error)).toBe('version_mismatch');
  });

  it('a shared library the shell does not provide at all is a version mismatch', () => {
    expect(remoteFailureOf(new Error("Shared module left-pad doesn't exist in shared scope default"))).toBe(
      'version_mismatch',
    );
  });

  it('anything else is a remote that cannot be loaded', () => {
    expect(remoteFailureOf(new Error('ScriptNetworkError: remoteEntry.js 404'))).toBe('unavailable');
    expect(remoteFailureOf('connection refused')).toBe('unavailable');
  });
});
