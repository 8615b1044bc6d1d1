import { ToolError } from '../../schemas/pipeline';
import { engineNotOnDevice } from '../pwa/engineCache';

/**
 * A tool's failure as the user should read it: when the tool's engine is not on this device and
 * cannot be fetched now, that (an error they can act on), with the original error as its detail;
 * otherwise the error itself. A cancelled job stays cancelled.
 */
export async function explainEngineFailure(toolId: string, error: unknown): Promise<unknown> {
  if ((error as Error | undefined)?.name === 'AbortError' || !(await engineNotOnDevice(toolId))) return error;
  const detail = error instanceof ToolError ? error.detail : error instanceof Error ? error.message : String(error);
  return new ToolError('errors.engineNotOnDevice', {}, detail);
}
