import type { ComponentType } from 'react';
import summaries from 'virtual:tool-summaries';
import type { ToolManifest, ToolManifestInput } from '../../schemas/ToolManifest';
import type { ToolSummary } from '../../schemas/ToolSummary';
import { categoryOrder } from './categories';
import type { EditorProps } from '../runner/editorProps';
import { compareText } from '../compareText';

/** Every tool, as lists need it (see schemas/ToolSummary.ts), sorted by id. */
export const tools: ToolSummary[] = summaries;

export function toolByPath(path: string): ToolSummary | undefined {
  const clean = path.replace(/\/+$/, '') || '/';
  return tools.find((t) => t.path === clean);
}

export function toolById(id: string): ToolSummary | undefined {
  return tools.find((t) => t.id === id);
}

export interface CategoryGroup {
  id: string;
  tools: ToolSummary[];
}

/** Tools grouped by category: known categories in their fixed order, unknown ones after, alphabetically. */
export function groupByCategory(list: ToolSummary[] = tools): CategoryGroup[] {
  const groups = new Map<string, ToolSummary[]>();
  for (const tool of list) groups.set(tool.category, [...(groups.get(tool.category) ?? []), tool]);
  return [...groups.entries()]
    .sort(([a], [b]) => categoryOrder(a) - categoryOrder(b) || compareText(a, b))
    .map(([id, items]) => ({ id, tools: items }));
}

// A tool's whole manifest (its options schema, so zod) loads with its page: plugins/<id>/manifest.ts.
const manifestFiles = import.meta.glob<{ default: ToolManifestInput }>('/plugins/*/manifest.ts');
const manifests = new Map<string, Promise<ToolManifest>>();
const loaded = new Map<string, ToolManifest>();

/** The tool's manifest, once loadManifest has brought it. */
export function loadedManifest(id: string): ToolManifest | undefined {
  return loaded.get(id);
}

/** Loads a tool's manifest (once); the build has validated it, so production only fills in defaults. */
export function loadManifest(id: string): Promise<ToolManifest> {
  let manifest = manifests.get(id);
  if (!manifest) {
    const file = manifestFiles[`/plugins/${id}/manifest.ts`];
    if (!file) return Promise.reject(new Error(`No tool ${id}`));
    // zod first, in a task of its own: evaluated together with the manifest's schema it was one of the
    // longest tasks of a tool page's start-up.
    const zodFirst = import('zod').then(() => new Promise((resolve) => setTimeout(resolve)));
    manifest = Promise.all([zodFirst.then(file), import('../../schemas/ToolManifest')]).then(([{ default: raw }, schema]) => {
      const tool = import.meta.env.PROD ? schema.withManifestDefaults(raw) : schema.parseManifest(id, raw);
      loaded.set(id, tool);
      return tool;
    });
    manifest.catch(() => manifests.delete(id)); // offline, a new deploy: a later visit tries again
    manifests.set(id, manifest);
  }
  return manifest;
}

// Hand-written editors are found by file name, like manifests: plugins/<id>/Editor.tsx.
const editors = import.meta.glob<{ default: ComponentType<EditorProps> }>('/plugins/*/Editor.tsx');

export function editorLoader(id: string): (() => Promise<{ default: ComponentType<EditorProps> }>) | undefined {
  return editors[`/plugins/${id}/Editor.tsx`];
}
