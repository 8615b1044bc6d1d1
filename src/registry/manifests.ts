import { parseManifest, withManifestDefaults, type ToolManifest, type ToolManifestInput } from '../../schemas/ToolManifest';
import { compareText } from '../compareText';

// Every plugin folder with a manifest.ts is a tool. Nothing else lists them.
const modules = import.meta.glob<{ default: unknown }>('/plugins/*/manifest.ts', { eager: true });

export function folderOf(path: string): string {
  return path.split('/').at(-2) ?? path;
}

/**
 * Validates every manifest; throws naming the first bad folder and its fields. The production app
 * skips the check (its build made it) and only fills in defaults.
 */
export function loadManifests(source: Record<string, { default: unknown }> = modules, validate = !import.meta.env.PROD): ToolManifest[] {
  // Written so the production bundle drops the validating branch (and the zod code only it uses).
  const tools = Object.entries(source).map(([path, mod]) =>
    !import.meta.env.PROD && validate ? parseManifest(folderOf(path), mod.default) : withManifestDefaults(mod.default as ToolManifestInput),
  );
  const seen = new Map<string, string>();
  for (const tool of tools) {
    const other = seen.get(tool.path);
    if (other)
      throw new Error(
        `Invalid tool manifest in plugins/${tool.id}/manifest.ts — field "path": ${tool.path} is already used by plugins/${other}`,
      );
    seen.set(tool.path, tool.id);
  }
  return tools.sort((a, b) => compareText(a.id, b.id));
}
