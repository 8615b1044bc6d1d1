import type { EditorProps } from '../runner/editorProps';
import type { Job } from '../runner/queue';
import { queue } from '../runner/pool';
import { latestOnly } from './latestOnly';

/**
 * For editors that re-run their pipeline on every edit (live results). Like EditorProps.run, but:
 * a new run cancels this tool's runs still waiting in the queue, a finished job is removed from the
 * queue (so typing does not pile up results in memory), and only the newest run's job is delivered
 * (older ones resolve to undefined). `getRun` returns the editor's current `run` prop.
 */
export function liveRun(toolId: string, getRun: () => EditorProps['run']) {
  return latestOnly(async (...args: Parameters<EditorProps['run']>): Promise<Job> => {
    queue.cancelWhere((j) => j.toolId === toolId && j.status === 'queued');
    const job = await getRun()(...args);
    queue.remove((j) => j.id === job.id);
    return job;
  });
}
