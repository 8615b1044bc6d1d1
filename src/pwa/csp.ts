/**
 * The Content-Security-Policy: scripts only from this origin (wasm allowed to compile, no eval),
 * no plugins, and every fetch, worker and image from this origin, blob: or data: only.
 * `frame-ancestors` only works as a header, so the <meta> copy leaves it out.
 */
export const CSP_DIRECTIVES: Record<string, string> = {
  'default-src': "'self'",
  'script-src': "'self' 'wasm-unsafe-eval'",
  'worker-src': "'self' blob:",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' blob: data:",
  'media-src': "'self' blob: data:",
  'font-src': "'self' data:",
  'connect-src': "'self' blob: data:",
  'frame-src': "'self' blob:",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
  'manifest-src': "'self'",
};

export const cspForMeta = (scriptSources: string[] = []) =>
  Object.entries(CSP_DIRECTIVES)
    .map(([k, v]) => `${k} ${k === 'script-src' ? [v, ...scriptSources].join(' ') : v}`)
    .join('; ');
export const cspForHeader = (scriptSources: string[] = []) => `${cspForMeta(scriptSources)}; frame-ancestors 'none'`;
