import { cspForHeader } from './csp';

/** Multi-threaded wasm (SharedArrayBuffer) needs the page to be cross-origin isolated. */
const crossOriginIsolationHeaders: Record<string, string> = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/**
 * Every response's headers, from every server we ship config for (static hosts' _headers and
 * vercel.json, `npm start`, `npm run dev`) and from the service worker. Workers and the service worker
 * take their policy from their own script's response, so it goes on every response, not only pages.
 * `scriptSources` adds script sources (the dev server's inline React refresh preamble, by its hash).
 */
export const securityHeaders = (scriptSources: string[] = []): Record<string, string> => ({
  ...crossOriginIsolationHeaders,
  'Content-Security-Policy': cspForHeader(scriptSources),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
});
