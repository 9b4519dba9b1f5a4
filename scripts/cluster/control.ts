// How `npm run cluster:restart` finds and follows the running `npm run cluster`: a state file per
// public port, written by scripts/cluster.ts, and SIGHUP to its pid.
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What scripts/cluster.ts writes about itself. */
export type ClusterState = {
  pid: number;
  publicPort: number;
  /** Rolling restarts finished (done or failed) since it started. */
  restarts: number;
  lastRestart: { status: 'running' | 'done' | 'failed'; startedAt: string; finishedAt: string | null } | null;
};

/** The state file of the cluster on `publicPort`. */
export function clusterStatePath(publicPort: number): string {
  return join(tmpdir(), `hanpan-cluster-${publicPort}.json`);
}
