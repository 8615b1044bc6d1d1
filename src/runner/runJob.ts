import type { PipelineInput } from '../../schemas/pipeline';
import { queue } from './pool';
import type { Job } from './queue';

/** Runs one job through the shared queue and resolves when it has finished (done, failed or cancelled). */
export function runJob(toolId: string, label: string, input: () => Promise<PipelineInput>, options: unknown, concurrency?: number): Promise<Job> {
  const job = queue.add({ toolId, label, concurrency, prepare: async () => ({ toolId, input: await input(), options }) });
  return new Promise((resolve) => {
    const check = () => {
      const current = queue.get(job.id);
      if (current && current.status !== 'queued' && current.status !== 'running') {
        unsubscribe();
        resolve(current);
      }
    };
    const unsubscribe = queue.subscribe(check);
    check();
  });
}
