import { prerender as prerenderToStream } from 'react-dom/static';
import { Router } from 'wouter';
import i18next, { i18nReady } from './i18n';
import { App, firstPageReady } from './app/App';

/**
 * The build renders a page to HTML with this (through Vite's SSR loader, see vite.config.ts), in
 * English, so the browser can paint it before any JavaScript runs; the app then hydrates it (or, in
 * another language or on another page, renders over it: see src/startApp.tsx). React's static
 * prerender waits for every lazy part (a tool's editor or text runner), so the HTML is the whole page.
 */
export async function prerender(path: string): Promise<string> {
  await i18nReady;
  await i18next.changeLanguage('en');
  await firstPageReady(path);
  const { prelude } = await prerenderToStream(
    <Router ssrPath={path}>
      <App />
    </Router>,
    // Every boundary in place, in order: a large one would otherwise come last with a script to move it.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  if (html.includes('<script')) throw new Error(`The prerender of ${path} holds a script: the CSP allows none inline`);
  return html;
}
