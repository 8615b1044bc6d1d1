/** What a cover tool tells the shared editor: its sizes, its templates and whether it exports several sizes. */
import type { Scene } from './scene';

export interface CoverSizeChoice {
  /** Stable id for the URL (`?size=`) and the translation key `sizes.<id>` in the tool's namespace. */
  id: string;
  width: number;
  height: number;
  /** Can be turned to landscape (width and height swapped). */
  rotatable: boolean;
  /** Short file-name part, e.g. "iphone-6.9". */
  fileLabel: string;
}

export interface CoverTemplate {
  /** Translation key `templates.<id>` in the tool's namespace. */
  id: string;
  /**
   * Builds a fresh design; `newId` gives unique text item ids, `text(key)` the template's sample text
   * in the visitor's language (key `templateText.<key>` in the tool's namespace).
   */
  build: (newId: () => string, text: (key: string) => string) => Scene;
}

export interface CoverEditorConfig {
  sizes: readonly CoverSizeChoice[];
  templates: readonly CoverTemplate[];
  /** Offer "export several sizes as a ZIP". */
  multiSize: boolean;
}
