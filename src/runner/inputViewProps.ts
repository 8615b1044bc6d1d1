/**
 * What a tool's input view receives (the manifest's `inputView`: a component in the plugin folder that
 * FileRunner draws with the input, e.g. a crop box over the picked photo). It edits the same options
 * as the form, so the two stay in step.
 */
export interface InputViewProps {
  /** The tool's id (its strings' namespace). */
  toolId: string;
  /** The files of the current batch (the rows' originals), in the rows' order; empty before any. */
  files: readonly File[];
  /** Current options, parsed by the tool's schema. */
  options: Record<string, unknown>;
  /** Sets options as the form does (refused when the schema rejects them: returns false). */
  setOptions: (next: Record<string, unknown>) => boolean;
}
