import type { BackgroundTask } from '../jobs/run-with-app.ts';
import type { Leadership } from './leadership.ts';

/**
 * Runs `task` while this process leads: started when leadership is gained (after the app is ready, when
 * the leadership starts), stopped (awaited) when it is lost or the app closes. A task must start again
 * after a stop: leadership can come back.
 */
export function runAsLeader(leadership: Leadership, task: BackgroundTask): void {
  leadership.onChange(async (isLeader) => {
    if (isLeader) await task.start();
    else await task.stop();
  });
}
