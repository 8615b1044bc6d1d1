import { cacheEngineFiles } from './cacheEngines';
import { engineManifest, missingEngineFiles } from './engineCache';
import { runnerActivity } from '../runner/activity';

/**
 * Each tool page that opens gets its tool ready to work offline: once the service worker is active
 * and the page is idle, the tool's engine files (its list in /engines.json) that are not cached yet
 * are asked for, one file at a time, and never while a job is queued or running (the next file waits
 * for the queue to be idle). Tools are prepared one after another, so leaving a page does not stop
 * its tool's preparation. Without a service worker (development, blocked) nothing happens and no
 * state is ever set.
 */

export type OfflineState = 'preparing' | 'ready' | 'failed';

const states = new Map<string, OfflineState>();
const listeners = new Set<() => void>();
const requested = new Set<string>();
let turn: Promise<void> = Promise.resolve();

export const offlineState = (toolId: string): OfflineState | undefined => states.get(toolId);

export function subscribeOffline(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function set(toolId: string, state: OfflineState) {
  states.set(toolId, state);
  listeners.forEach((l) => l());
}

const idle = () =>
  new Promise<void>((resolve) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 2000 }) : setTimeout(resolve, 200),
  );

/** Resolves when no job is queued or running. */
async function queueIdle(): Promise<void> {
  const activity = await runnerActivity();
  await new Promise<void>((resolve) => activity.whenIdle(resolve));
}

async function prepare(toolId: string): Promise<void> {
  // Never settles without a service worker: then nothing shows.
  await navigator.serviceWorker.ready;
  await idle();
  const missing = await missingEngineFiles((await engineManifest()).tools[toolId] ?? []);
  if (!missing.length) return set(toolId, 'ready');
  set(toolId, 'preparing');
  for (const url of missing) {
    await queueIdle();
    await cacheEngineFiles([url]);
  }
  set(toolId, 'ready');
}

/** Starts getting a tool ready to work offline (once per page load; again after a failure). */
export function prepareToolOffline(toolId: string): void {
  if (requested.has(toolId) || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  requested.add(toolId);
  turn = turn.then(() =>
    prepare(toolId).catch(() => {
      requested.delete(toolId);
      set(toolId, 'failed');
    }),
  );
}
