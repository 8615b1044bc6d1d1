import type { ToolManifest } from '../../schemas/ToolManifest';

/** The option that holds a text tool's text (`input.option`), if its text is kept in one. */
export const textOption = (tool: ToolManifest): string | undefined => (tool.input.kind === 'text' ? tool.input.option : undefined);

/** The fields the options form draws: every field but the one that is the text tool's input. */
export const formFieldNames = (tool: ToolManifest): string[] => Object.keys(tool.options.shape).filter((key) => key !== textOption(tool));

/** What a text tool's run gets on the page: its text (typed, or kept in its option) and its options as the
 * page resolves them (`resolveOptions`: the interface language for a locale "interface language"). */
export function textRun(tool: ToolManifest, options: Record<string, unknown>, typed: string | undefined, language: string) {
  const option = textOption(tool);
  return {
    text: option ? String(options[option] ?? '') : typed,
    options: tool.resolveOptions?.(options, { language }) ?? options,
  };
}
