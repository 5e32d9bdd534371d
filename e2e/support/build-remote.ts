// Builds one remote for production into a folder of its own (as a remote team's deployment would),
// optionally asking for other versions of the shared libraries (REQUIRED_VERSIONS, webpack.shared.js).
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

export function buildRemote(
  remote: 'mfe-bruger' | 'mfe-firma' | 'mfe-admin',
  outputPath: string,
  requiredVersions: Record<string, string> = {},
): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      [
        resolve('node_modules/webpack-cli/bin/cli.js'),
        '--mode',
        'production',
        '--config',
        'webpack.config.js',
        '--output-path',
        outputPath,
      ],
      {
        cwd: resolve(remote),
        env: {
          ...process.env,
          REQUIRED_VERSIONS: JSON.stringify(requiredVersions),
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`building ${remote} failed (${code}): ${errors}`)),
    );
  });
}
