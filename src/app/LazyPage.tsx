import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;
const loaded = new Map<Loader<never>, ComponentType<never>>();

/** Fetches a chunk before anything renders it; LazyPage then finds it ready. Never rejects. */
export async function preloadChunk<P>(loader: Loader<P>): Promise<void> {
  if (loaded.has(loader as Loader<never>)) return;
  await loader().then(
    (mod) => void loaded.set(loader as Loader<never>, mod.default as ComponentType<never>),
    () => undefined,
  );
}

/**
 * Loads a page or editor chunk on demand: translated loading text while waiting, and when the
 * chunk fails (offline, new deploy) an error with a retry instead of a blank page.
 */
export function LazyPage<P extends object>({ loader, props }: { loader: Loader<P>; props: P }) {
  const { t } = useTranslation();
  const [Component, setComponent] = useState<ComponentType<P> | undefined>(
    () => loaded.get(loader as Loader<never>) as ComponentType<P> | undefined,
  );
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const cached = loaded.get(loader as Loader<never>) as ComponentType<P> | undefined;
    if (cached) {
      setComponent(() => cached);
      return;
    }
    let alive = true;
    setComponent(undefined);
    setFailed(false);
    loader().then(
      (mod) => {
        loaded.set(loader as Loader<never>, mod.default as ComponentType<never>);
        if (alive) setComponent(() => mod.default);
      },
      () => alive && setFailed(true),
    );
    return () => {
      alive = false;
    };
  }, [loader, attempt]);

  if (Component) return <Component {...props} />;
  if (failed)
    return (
      <div className="page-state" role="alert" data-testid="chunk-error">
        <p>{t('chunk.failed')}</p>
        <button type="button" className="btn" onClick={() => setAttempt((n) => n + 1)}>
          {t('chunk.retry')}
        </button>
      </div>
    );
  return (
    <div className="page-state" aria-busy="true" data-testid="page-loading">
      {t('loading')}
    </div>
  );
}
