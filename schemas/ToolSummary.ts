import type { ToolManifest } from './ToolManifest';

/**
 * What lists of tools need (home page, sidebar, search, routes, the web app manifest): read from every
 * manifest at build time (build/toolSummaries.ts), so those pages load no manifest and no zod. A
 * tool's page loads its whole manifest.
 */
export type ToolSummary = Pick<ToolManifest, 'id' | 'category' | 'icon' | 'path' | 'popular' | 'updated' | 'opensFileTypes'>;

export const SUMMARY_FIELDS = ['id', 'category', 'path', 'popular', 'updated', 'opensFileTypes'] as const;
