import { Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { Header } from './Header';
import { Sidebar } from './Sidebar';
import { Footer } from './Footer';
import { LazyPage, preloadChunk } from './LazyPage';
import { Toaster } from '../toast/Toaster';
import { loadManifest, toolByPath, tools } from '../registry';
import { useTranslation } from 'react-i18next';
import i18next, { i18nReady } from '../i18n';

const pages = {
  home: () => import('./pages/HomePage'),
  tool: () => import('./pages/ToolPage'),
  privacy: () => import('./pages/PrivacyPage'),
  licenses: () => import('./pages/LicensesPage'),
  blogList: () => import('./pages/BlogListPage'),
  blogPost: () => import('./pages/BlogPostPage'),
  notFound: () => import('./pages/NotFoundPage'),
};

/**
 * The landing page's code (and a tool's strings) load alongside the app's own start-up, so the first
 * render draws the page itself, not a loading state and then a second pass over a prerendered page.
 */
export function firstPageReady(path: string): Promise<unknown> {
  if (path === '/') return preloadChunk(pages.home);
  const tool = toolByPath(path);
  return tool
    ? Promise.all([
        preloadChunk(pages.tool),
        Promise.all([loadManifest(tool.id), i18nReady])
          .then(([manifest]) => i18next.loadNamespaces([tool.id, ...(manifest.sharedStrings ?? [])]))
          .catch(() => undefined),
      ])
    : Promise.resolve();
}

/** Old links used hash routes (#/blog): move them onto the real path. */
function useHashRedirect() {
  const [, navigate] = useLocation();
  useEffect(() => {
    const follow = () => {
      if (location.hash.startsWith('#/')) navigate(location.hash.slice(1), { replace: true });
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [navigate]);
}

export function App() {
  useHashRedirect();
  const { t, ready } = useTranslation();
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [pageShown, setPageShown] = useState(false);
  const onPageShown = useCallback(() => setPageShown(true), []);
  const onBlog = location === '/blog' || location.startsWith('/blog/');

  // "Ready" (its buttons work) is set on the live page only, once the page itself has hydrated or
  // rendered; the build's prerendered copy has no such attribute. Set on the element directly, so
  // saying it costs no second render of the whole app.
  const shell = useRef<HTMLDivElement>(null);
  const started = useRef(false);
  // The app's first commit: #root is now the app's own (hydrated, or rendered over the build's HTML in
  // the same frame), so it may show whatever page and language this is.
  useLayoutEffect(() => shell.current?.parentElement?.removeAttribute('data-prerendered'), []);
  useEffect(() => {
    const isReady = ready && pageShown;
    shell.current?.setAttribute('data-app-ready', String(isReady));
    if (!isReady || started.current) return;
    started.current = true;
    document.documentElement.classList.remove('starting');
    // The service worker's first install caches every file of the app: work that would compete with the
    // page's start-up for the CPU, so it registers once the page is up. (The dev server has none.)
    if (import.meta.env.PROD) void import('../pwa/register').then((m) => m.registerServiceWorker());
  }, [ready, pageShown]);

  useEffect(() => {
    setMenuOpen(false);
    // Braces matter: Chromium's scrollTo now returns a promise, which React would take for a cleanup.
    window.scrollTo(0, 0);
  }, [location]);

  // Keyed by page: another page is another Suspense boundary, never the last page hidden under a loading state.
  const page = <P extends object>(name: keyof typeof pages, props: P) => (
    <LazyPage key={name} loader={pages[name] as () => Promise<{ default: ComponentType<P> }>} props={props} onShown={onPageShown} />
  );

  // Each Suspense boundary of a prerendered page hydrates on its own, in a task of its own (React's
  // selective hydration): header, sidebar, page and footer here; tool grids and the tool page's form
  // and runner inside them. A click on a part not hydrated yet hydrates it first, then acts.
  return (
    <div ref={shell} className={`app${onBlog ? ' no-sidebar' : ''}`}>
      <a
        className="skip-link"
        href="#main"
        onClick={(e) => {
          e.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        {t('nav.skipToContent')}
      </a>
      <Suspense>
        <Header onMenu={onBlog ? undefined : () => setMenuOpen((o) => !o)} />
      </Suspense>
      <div className="app-body">
        {!onBlog && (
          <Suspense>
            <Sidebar open={menuOpen} />
          </Suspense>
        )}
        <main id="main" className="main" tabIndex={-1} data-route={location}>
          <Switch>
            <Route path="/">{page('home', {})}</Route>
            {tools.map((tool) => (
              <Route key={tool.id} path={tool.path}>
                {page('tool', { tool })}
              </Route>
            ))}
            <Route path="/privacy">{page('privacy', {})}</Route>
            <Route path="/licenses">{page('licenses', {})}</Route>
            <Route path="/blog">{page('blogList', {})}</Route>
            <Route path="/blog/:slug">{(params) => page('blogPost', { slug: params.slug })}</Route>
            <Route>{page('notFound', {})}</Route>
          </Switch>
        </main>
      </div>
      <Suspense>
        <Footer />
      </Suspense>
      <Toaster />
    </div>
  );
}
