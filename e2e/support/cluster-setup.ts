import { startCluster } from './cluster.ts';

export default async function clusterSetup(): Promise<void> {
  await startCluster();
}
