import type { ToolManifest } from '../../schemas/ToolManifest';

/**
 * The options an editor sends to its pipeline, parsed by the tool's schema, as the form's are: a
 * pipeline only ever receives values that passed it. Rejected options are the editor's bug: the error
 * names the tool and each field that failed.
 */
export function checkedOptions(tool: ToolManifest, options: Record<string, unknown>): Record<string, unknown> {
  const parsed = tool.options.safeParse(options);
  if (parsed.success) return parsed.data as Record<string, unknown>;
  const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(options)'}: ${i.message}`);
  throw new Error(`${tool.id}: options rejected by the tool's schema (${problems.join('; ')})`);
}
