import type { ComponentType } from 'react';
import type { ToolManifest } from '../../schemas/ToolManifest';
import { loadManifests } from './manifests';
import { categoryOrder } from './categories';
import type { EditorProps } from '../runner/editorProps';
import { compareText } from '../compareText';

export const tools: ToolManifest[] = loadManifests();

export function toolByPath(path: string): ToolManifest | undefined {
  const clean = path.replace(/\/+$/, '') || '/';
  return tools.find((t) => t.path === clean);
}

export function toolById(id: string): ToolManifest | undefined {
  return tools.find((t) => t.id === id);
}

export interface CategoryGroup {
  id: string;
  tools: ToolManifest[];
}

/** Tools grouped by category: known categories in their fixed order, unknown ones after, alphabetically. */
export function groupByCategory(list: ToolManifest[] = tools): CategoryGroup[] {
  const groups = new Map<string, ToolManifest[]>();
  for (const tool of list) groups.set(tool.category, [...(groups.get(tool.category) ?? []), tool]);
  return [...groups.entries()]
    .sort(([a], [b]) => categoryOrder(a) - categoryOrder(b) || compareText(a, b))
    .map(([id, items]) => ({ id, tools: items }));
}

// Hand-written editors are found by file name, like manifests: plugins/<id>/Editor.tsx.
const editors = import.meta.glob<{ default: ComponentType<EditorProps> }>('/plugins/*/Editor.tsx');

export function editorLoader(id: string): (() => Promise<{ default: ComponentType<EditorProps> }>) | undefined {
  return editors[`/plugins/${id}/Editor.tsx`];
}
