// Installs Debian packages the tests need with apt-get (through sudo when not root); exits on failure.
import { run } from './lib.mjs';

export async function aptInstall(packages) {
  console.log(`▶ installing Debian ${packages.join(', ')} with apt-get`);
  const root = !process.getuid || process.getuid() === 0;
  const [cmd, ...prefix] = root ? ['apt-get'] : ['sudo', 'apt-get'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run(cmd, [...prefix, 'update', '-qq'], { env })) !== 0) process.exit(1);
  if ((await run(cmd, [...prefix, 'install', '-y', '-qq', ...packages], { env })) !== 0) process.exit(1);
}
