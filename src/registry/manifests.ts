import { parseManifest, type ToolManifest } from '../../schemas/ToolManifest';

// Every plugin folder with a manifest.ts is a tool. Nothing else lists them.
const modules = import.meta.glob<{ default: unknown }>('/plugins/*/manifest.ts', { eager: true });

export function folderOf(path: string): string {
  return path.split('/').at(-2) ?? path;
}

/** Validates every manifest; throws naming the first bad folder and its fields. */
export function loadManifests(source: Record<string, { default: unknown }> = modules): ToolManifest[] {
  const tools = Object.entries(source).map(([path, mod]) => parseManifest(folderOf(path), mod.default));
  const seen = new Map<string, string>();
  for (const tool of tools) {
    const other = seen.get(tool.path);
    if (other) throw new Error(`Invalid tool manifest in plugins/${tool.id}/manifest.ts — field "path": ${tool.path} is already used by plugins/${other}`);
    seen.set(tool.path, tool.id);
  }
  return tools.sort((a, b) => a.id.localeCompare(b.id));
}
