// Preloaded (--import) into services/src/cluster.ts by the bench: in the primary it tells the bench
// over IPC each time a service process listens, and stops the cluster as a signal would (SIGTERM)
// when the bench goes away. In the service processes it does nothing.
import cluster from 'node:cluster';

if (cluster.isPrimary && process.send) {
  cluster.on('listening', (worker) => process.send?.({ listening: worker.process.pid }));
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
}
