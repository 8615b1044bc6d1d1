declare module 'virtual:tool-names' {
  /** Per language: a loader of { [toolId]: { name, description } } (see build/toolNames.ts). */
  export const toolNameLoaders: Record<string, () => Promise<{ default: Record<string, { name?: string; description?: string }> }>>;
}
