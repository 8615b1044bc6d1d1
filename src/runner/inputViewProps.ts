/**
 * What a tool's input view receives (the manifest's `inputView`: a component in the plugin folder that
 * FileRunner draws with the input, e.g. a crop box over the picked photo). It edits the same options
 * as the form, so the two stay in step; and, for the keys the manifest's `perFileOptions` names, the
 * options of a single file of the batch.
 */
export interface InputViewProps {
  /** The tool's id (its strings' namespace). */
  toolId: string;
  /** The files of the current batch (the rows' originals), in the rows' order; empty before any. */
  files: readonly File[];
  /** Current options of the batch, parsed by the tool's schema. */
  options: Record<string, unknown>;
  /** Sets options as the form does (refused when the schema rejects them: returns false). */
  setOptions: (next: Record<string, unknown>) => boolean;
  /** Option keys a single file may set for itself (the manifest's perFileOptions); empty: none. */
  perFileKeys: readonly string[];
  /** By file (as `files`): the options that file runs with when it has its own (its own values over the
   * batch's, parsed by the schema); undefined when it follows the batch. */
  fileOptions: readonly (Record<string, unknown> | undefined)[];
  /** Gives file `index` its own values of perFileKeys (other keys are ignored), or the batch's options
   * again (undefined); false when the schema refuses them. A file whose options that changes runs again. */
  setFileOptions: (index: number, own: Record<string, unknown> | undefined) => boolean;
}
