import { useEffect, useRef, useState } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { Header } from './Header';
import { Sidebar } from './Sidebar';
import { Footer } from './Footer';
import { LazyPage, preloadChunk } from './LazyPage';
import { HydrateLater, laterPartsHydrated } from './HydrateLater';
import { Toaster } from '../toast/Toaster';
import { toolByPath, tools } from '../registry';
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
    ? Promise.all([preloadChunk(pages.tool), i18nReady.then(() => i18next.loadNamespaces([tool.id, ...(tool.sharedStrings ?? [])]))])
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

/** A route's page. Each page renders one element, so it can hydrate after the shell (HydrateLater). */
function Page<P extends object>(props: Parameters<typeof LazyPage<P>>[0]) {
  return (
    <HydrateLater>
      <LazyPage {...props} />
    </HydrateLater>
  );
}

export function App() {
  useHashRedirect();
  const { t, ready } = useTranslation();
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const onBlog = location === '/blog' || location.startsWith('/blog/');

  // "Ready" is set on the live page only (the build's prerendered copy has no such attribute); set
  // on the element directly so saying it costs no second render of the whole app.
  const shell = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ready) shell.current?.setAttribute('data-app-ready', 'false');
    // Ready once the parts of the page that hydrate later have too (their buttons work).
    else
      void laterPartsHydrated().then(() => {
        shell.current?.setAttribute('data-app-ready', 'true');
        document.documentElement.classList.remove('starting');
      });
  }, [ready]);

  useEffect(() => {
    setMenuOpen(false);
    // Braces matter: Chromium's scrollTo now returns a promise, which React would take for a cleanup.
    window.scrollTo(0, 0);
  }, [location]);

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
      <HydrateLater>
        <Header onMenu={onBlog ? undefined : () => setMenuOpen((o) => !o)} />
      </HydrateLater>
      <div className="app-body">
        {!onBlog && (
          <HydrateLater>
            <Sidebar open={menuOpen} />
          </HydrateLater>
        )}
        <main id="main" className="main" tabIndex={-1} data-route={location}>
          <Switch>
            <Route path="/">
              <Page loader={pages.home} props={{}} />
            </Route>
            {tools.map((tool) => (
              <Route key={tool.id} path={tool.path}>
                <Page loader={pages.tool} props={{ tool }} />
              </Route>
            ))}
            <Route path="/privacy">
              <Page loader={pages.privacy} props={{}} />
            </Route>
            <Route path="/licenses">
              <Page loader={pages.licenses} props={{}} />
            </Route>
            <Route path="/blog">
              <Page loader={pages.blogList} props={{}} />
            </Route>
            <Route path="/blog/:slug">{(params) => <Page loader={pages.blogPost} props={{ slug: params.slug }} />}</Route>
            <Route>
              <Page loader={pages.notFound} props={{}} />
            </Route>
          </Switch>
        </main>
      </div>
      <HydrateLater>
        <Footer />
      </HydrateLater>
      <Toaster />
    </div>
  );
}
