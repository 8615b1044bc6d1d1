import i18next from 'i18next';
import type { ToolSummary } from '../../schemas/ToolSummary';
import { TOOL_NAMES_NS } from '../i18n';

/** A tool's translated name and description (from the small namespace of all tools' names). */
export function toolName(tool: ToolSummary): string {
  return i18next.t(`${tool.id}.name`, { ns: TOOL_NAMES_NS });
}
export function toolDescription(tool: ToolSummary): string {
  return i18next.t(`${tool.id}.description`, { ns: TOOL_NAMES_NS });
}

/** Case-insensitive match on translated name or description. */
export function matchesQuery(tool: ToolSummary, query: string): boolean {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return true;
  return `${toolName(tool)}\n${toolDescription(tool)}`.toLocaleLowerCase().includes(q);
}

export function categoryName(category: string): string {
  const key = `categories.${category}`;
  // An unknown category from a new plugin shows its own name rather than a missing key.
  return i18next.exists(key) ? i18next.t(key) : category.charAt(0).toUpperCase() + category.slice(1);
}
