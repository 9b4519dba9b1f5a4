import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app-types.ts';
import { createEmbeddedLeadership, createLeadership } from './lib/cluster/leadership.ts';
import { runAsLeader } from './lib/cluster/run-as-leader.ts';
import type { Db } from './lib/db/database.ts';
import { createPeriodicJob } from './lib/jobs/periodic-job.ts';
import type { BackgroundTask } from './lib/jobs/run-with-app.ts';

// How often a leader looks for staff sends accepted by another process.
const defaultMessageSendPollMs = 2000;

/**
 * The process's leadership (lib/cluster): the embedded process always leads; on PostgreSQL the elected
 * leader, whose jobs write through the fenced handle. Jobs are added in start order, then `runJobs`
 * ties them to the leadership and the app's life (stopped in reverse when leadership is lost).
 */
export function createAppLeadership(app: FastifyInstance, deps: AppDeps) {
  const log = app.log.child({ module: 'leadership' });
  const leadership = deps.election
    ? createLeadership({ ...deps.election, log })
    : createEmbeddedLeadership({ db: deps.db, instanceId: 'embedded', log });
  const leaderDb = leadership.fencedDb;
  const isFenced = leaderDb !== deps.db;
  const jobs: BackgroundTask[] = [];
  return {
    leadership,
    leaderDb,
    isFenced,
    /** A leader job's own instance of a service on the fenced handle; the shared one when nothing is fenced. */
    onLeaderDb: <T>(shared: T, make: (fenced: Db) => T): T => (isFenced ? make(leaderDb) : shared),
    /** Adds jobs only the leader runs. */
    addJobs: (...added: BackgroundTask[]) => {
      jobs.push(...added);
    },
    /** Every added job runs as leader: started once the app is ready and leadership gained. */
    runJobs: () => {
      for (const job of jobs) runAsLeader(leadership, job);
      app.addHook('onReady', async () => leadership.start());
      app.addHook('preClose', async () => leadership.close());
    },
  };
}

/**
 * The leader's message sends: sends a stopped server (or a lost leader) left unfinished carry on from
 * their cursor; with several processes, a follower's staff send is found by the leader's poll. `runner`
 * is what staff routes get: a send kicks the runner only where it leads.
 */
export function leaderMessageSends<T extends { start(): void; stop(): Promise<void>; kick(): void }>(
  app: FastifyInstance,
  sends: T,
  options: { isFenced: boolean; isLeader: () => boolean; pollMs: number | undefined },
): { job: BackgroundTask; runner: T } {
  const poll = createPeriodicJob({
    run: async () => sends.kick(),
    intervalMs: options.pollMs ?? defaultMessageSendPollMs,
    onError: (error) => app.log.error({ err: error }, 'Message send poll failed'),
  });
  const job = {
    start: () => {
      sends.start();
      if (options.isFenced) poll.start();
    },
    stop: async () => {
      await poll.stop();
      await sends.stop();
    },
  };
  const kick = () => {
    if (options.isLeader()) sends.kick();
  };
  return { job, runner: { ...sends, kick } };
}
