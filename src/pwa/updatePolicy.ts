import type { RunnerActivity } from '../runner/activity';

/**
 * What to do when a new version of the app is installed: reload at once when nothing is being
 * processed; otherwise never interrupt — wait for the work to end, then offer the reload.
 */
export function onNewVersion(queue: RunnerActivity, reload: () => void, offerReload: () => void, sayWaiting: () => void): void {
  if (!queue.busy) {
    reload();
    return;
  }
  sayWaiting();
  queue.whenIdle(offerReload);
}
