import { stopCluster } from './cluster.ts';

export default async function clusterTeardown(): Promise<void> {
  await stopCluster();
}
