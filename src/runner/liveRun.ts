import type { EditorProps } from './editorProps';
import type { Job } from './job';
import { queue } from './pool';
import { latestOnly } from '../engines/latestOnly';

/**
 * Live results (EditorProps.runLatest, the text runner): a new run cancels this tool's runs still
 * waiting in the queue, and only the newest run's job is delivered (older ones resolve to undefined).
 * `run` removes a finished job from the queue, so typing does not pile up results in memory.
 */
export function liveRun(toolId: string, run: EditorProps['run']) {
  return latestOnly(async (...args: Parameters<EditorProps['run']>): Promise<Job> => {
    queue.cancelWhere((j) => j.toolId === toolId && j.status === 'queued');
    return run(...args);
  });
}
