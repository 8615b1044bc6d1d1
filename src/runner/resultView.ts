import type { ToolManifest } from '../../schemas/ToolManifest';
import type { EditorProps, JobResult } from './editorProps';

/**
 * What a manifest's `resultView` component (its default export) receives: the outputs of one run, shown
 * as a whole (the favicon package) instead of result rows, and the shell's ways to save them.
 */
export interface ResultViewProps extends Pick<EditorProps, 'download' | 'downloadZip' | 'notify'> {
  tool: ToolManifest;
  /** The options now on the page (those of the outputs, unless `stale` says otherwise). */
  options: Record<string, unknown>;
  /** The outputs of the newest run that finished well. */
  results: JobResult[];
  /** The name of the input they were made from (a file's name), if the tool takes one. */
  inputName?: string;
  /** Set while the outputs no longer match the options (a newer run failed): why, in the page's
   * language. The view keeps showing them, with saving turned off and this reason beside it. */
  stale?: string;
}
