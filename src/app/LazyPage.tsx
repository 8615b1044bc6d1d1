import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useState,
  type Attributes,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';

type Module<P> = { default: ComponentType<P> };
type Loader<P> = () => Promise<Module<P>>;
type AnyLoader = Loader<object>;
const fetched = new Map<AnyLoader, Module<object>>();
const components = new Map<AnyLoader, LazyExoticComponent<ComponentType<object>>>();

/** Fetches a chunk before anything renders it: its page then renders at once. Never rejects. */
export async function preloadChunk<P>(loader: Loader<P>): Promise<void> {
  if (fetched.has(loader as AnyLoader)) return;
  await loader().then(
    (module) => void fetched.set(loader as AnyLoader, module as Module<object>),
    () => undefined,
  );
}

/** React.lazy over a loader; a chunk already fetched resolves synchronously, so no loading state flashes in between. */
function lazyOf<P>(loader: Loader<P>): LazyExoticComponent<ComponentType<P>> {
  const key = loader as AnyLoader;
  let component = components.get(key);
  if (!component) {
    component = lazy(() => {
      const module = fetched.get(key);
      if (module) return { then: (resolve: (m: Module<object>) => void) => resolve(module) } as Promise<Module<object>>;
      return key().then((m) => {
        fetched.set(key, m);
        return m;
      });
    });
    components.set(key, component);
  }
  return component as unknown as LazyExoticComponent<ComponentType<P>>;
}

/** A chunk that failed to load (offline, a new deploy) shows an error with a retry instead of a blank page. */
class ChunkError extends Component<{ retry: () => void; message: string; label: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="page-state" role="alert" data-testid="chunk-error">
        <p>{this.props.message}</p>
        <button type="button" className="btn" onClick={this.props.retry}>
          {this.props.label}
        </button>
      </div>
    );
  }
}

function Shown({ onShown }: { onShown?: () => void }) {
  useEffect(() => onShown?.(), [onShown]);
  return null;
}

/**
 * A page or editor from its own chunk (React.lazy in a Suspense boundary): translated loading text while
 * waiting. On a prerendered page the boundary keeps the build's HTML until the chunk is in and React has
 * hydrated it. `onShown` runs once the page is on screen and working.
 */
export function LazyPage<P extends object>({ loader, props, onShown }: { loader: Loader<P>; props: P; onShown?: () => void }) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const Page = lazyOf(loader);
  const retry = () => {
    components.delete(loader as AnyLoader); // React.lazy keeps a failure: a retry needs a new one
    setAttempt((n) => n + 1);
  };
  return (
    <ChunkError key={attempt} retry={retry} message={t('chunk.failed')} label={t('chunk.retry')}>
      <Suspense
        fallback={
          <div className="page-state" aria-busy="true" data-testid="page-loading">
            {t('loading')}
          </div>
        }
      >
        <Page {...(props as P & Attributes)} />
        <Shown onShown={onShown} />
      </Suspense>
    </ChunkError>
  );
}
