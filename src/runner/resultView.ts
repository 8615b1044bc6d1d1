import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { JobResult } from './job';

/**
 * What a manifest's `resultView` component (its default export) receives: the outputs of the newest
 * run, shown as a whole (word count's table, a date runner's value, the favicon package) instead of the
 * output box or result rows, and the shell's ways to save them.
 */
export interface ResultViewProps {
  /** The tool's id: its strings' namespace. */
  toolId: string;
  /** The options the outputs were made with (those now on the page, unless `stale` says otherwise). */
  options: Record<string, unknown>;
  /** The outputs of the newest run that finished well; a text tool's is one, with its `text`. */
  results: JobResult[];
  /** The name of the input they were made from (a file's name), if the tool takes one. */
  inputName?: string;
  /** Set while the outputs no longer match the options (a newer run failed): why, in the page's
   * language. The view keeps showing them, with saving turned off and this reason beside it. */
  stale?: string;
  download: (blob: Blob, name: string) => void;
  downloadZip: (files: { name: string; blob: Blob }[], zipName: string) => Promise<void>;
  notify: (title: string, variant?: 'default' | 'destructive') => void;
  /** Puts text on the clipboard and says so, or that it failed (`failed`: the tool's own words for it). */
  copyText: (text: string, failed?: string) => Promise<void>;
}

type Loader = () => Promise<{ default: ComponentType<ResultViewProps> }>;
const views = new Map<Loader, LazyExoticComponent<ComponentType<ResultViewProps>>>();

/** A tool's result view (manifest `resultView`) as a lazy component: one per loader, so it keeps its state across renders. */
export function resultViewOf(loader: Loader): LazyExoticComponent<ComponentType<ResultViewProps>> {
  let view = views.get(loader);
  if (!view) views.set(loader, (view = lazy(loader)));
  return view;
}
