import type { PipelineInput } from '../../schemas/pipeline';
import type { ToolManifest } from '../../schemas/ToolManifest';
import { queue } from './pool';
import { finishStepFor } from './finishStep';
import type { Job } from './job';

/** Runs one job through the shared queue and resolves when it has finished (done, failed or cancelled). */
export function runJob(tool: ToolManifest, label: string, input: () => Promise<PipelineInput>, options: unknown): Promise<Job> {
  const job = queue.add({
    toolId: tool.id,
    label,
    concurrency: tool.concurrency,
    threads: tool.threads,
    timeoutMs: tool.timeoutMs,
    finish: finishStepFor(tool, options),
    prepare: async () => ({ toolId: tool.id, input: await input(), options }),
  });
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

/** runJob for a job with no row (editors, text tools): the finished job leaves the shared queue. */
export async function runWithoutRow(
  tool: ToolManifest,
  label: string,
  input: () => Promise<PipelineInput>,
  options: unknown,
): Promise<Job> {
  const job = await runJob(tool, label, input, options);
  queue.remove((j) => j.id === job.id);
  return job;
}
