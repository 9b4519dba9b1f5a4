// `npm run cluster:restart`: asks the running `npm run cluster` (on PORT, default 3000) to restart its
// server processes one by one (SIGHUP) and waits until it reports the restart done. Exit 0 when done.
import { readFileSync } from 'node:fs';
import { type ClusterState, clusterStatePath } from './cluster/control.ts';

const publicPort = Number(process.env.PORT ?? 3000);
const timeoutMs = Number(process.env.CLUSTER_RESTART_TIMEOUT_MS ?? 600_000);
const statePath = clusterStatePath(publicPort);

const readState = (): ClusterState | null => {
  try {
    return JSON.parse(readFileSync(statePath, 'utf8')) as ClusterState;
  } catch {
    return null;
  }
};

const before = readState();
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
if (!before || !isAlive(before.pid)) {
  console.error(
    `포트 ${publicPort}에서 실행 중인 클러스터가 없습니다 (npm run cluster). / No cluster runs on port ${publicPort}.`,
  );
  process.exit(1);
}
if (before.lastRestart?.status === 'running') {
  console.error('이미 재시작 중입니다. / A rolling restart is already running.');
  process.exit(1);
}
process.kill(before.pid, 'SIGHUP');
console.log(`[restart] asked the cluster (pid ${before.pid}) to restart its processes one by one`);
const deadline = Date.now() + timeoutMs;
for (;;) {
  const state = readState();
  if (state && state.restarts > before.restarts) {
    const status = state.lastRestart?.status;
    console.log(`[restart] ${status === 'done' ? 'done' : 'FAILED: see the cluster output'}`);
    process.exit(status === 'done' ? 0 : 1);
  }
  if (!isAlive(before.pid)) {
    console.error('[restart] the cluster stopped');
    process.exit(1);
  }
  if (Date.now() > deadline) {
    console.error('[restart] timed out');
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
