import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ResultViewProps } from '../../schemas/ToolManifest';

type Loader = () => Promise<{ default: ComponentType<ResultViewProps> }>;
const views = new Map<Loader, LazyExoticComponent<ComponentType<ResultViewProps>>>();

/** A tool's result view (manifest `resultView`) as a lazy component: one per loader, so it keeps its state across renders. */
export function resultViewOf(loader: Loader): LazyExoticComponent<ComponentType<ResultViewProps>> {
  let view = views.get(loader);
  if (!view) views.set(loader, (view = lazy(loader)));
  return view;
}
