import type { Finish } from '../../schemas/pipeline';
import type { ToolManifest } from '../../schemas/ToolManifest';
import type { FinishStep } from './job';
import { explainEngineFailure } from './engineFailure';

// Finishing steps are found by file name, plugins/<id>/finish.ts, like editors: only the page
// bundles them, and only the tool that has one loads it.
const finishers = import.meta.glob<{ default: Finish<unknown> }>('/plugins/*/finish.ts');

/** The queue's finishing step for a tool that has plugins/<id>/finish.ts, with the job's options. */
export function finishStepFor(tool: ToolManifest, options: unknown): FinishStep | undefined {
  const load = finishers[`/plugins/${tool.id}/finish.ts`];
  if (!load) return undefined;
  return async (output, ctx) => {
    try {
      const finish = (await load()).default;
      const made = await finish(output, options, {
        inputName: ctx.label,
        progress: ctx.progress,
        signal: ctx.signal,
        runPipeline: (input, again) => ctx.runPipeline({ toolId: tool.id, input, options: again ?? options }),
      });
      return Array.isArray(made) ? made : [made];
    } catch (e) {
      throw await explainEngineFailure(tool.id, e);
    }
  };
}
