import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import i18next, { i18nReady } from './i18n';
import { App, firstPageReady } from './app/App';

/**
 * The build renders a page to HTML with this (through Vite's SSR loader, see vite.config.ts), in
 * English, so the browser can paint it before any JavaScript runs; the app then hydrates it (or, in
 * another language or on another page, renders over it: see src/startApp.tsx).
 */
export async function prerender(path: string): Promise<string> {
  await i18nReady;
  await i18next.changeLanguage('en');
  await firstPageReady(path);
  return renderToString(
    <Router hook={memoryLocation({ path, static: true }).hook}>
      <App />
    </Router>,
  );
}
