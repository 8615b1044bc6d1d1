// Serves the built app (dist/) from 127.0.0.1 with the headers the static hosts send (COOP/COEP for the
// threaded engines, the CSP), and the command's own endpoints under /__cli/ (see src/runner/commandLine.ts).
import { createServer } from 'node:http';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
};

/** The headers dist/vercel.json gives every path (the build writes it from src/pwa/headers.ts). */
export function appHeaders(dist) {
  const vercel = JSON.parse(readFileSync(join(dist, 'vercel.json'), 'utf8'));
  const all = vercel.headers?.find((h) => h.source === '/(.*)')?.headers ?? [];
  return Object.fromEntries(all.map((h) => [h.key, h.value]));
}

/** Starts the server on a free port; `api(req, res, path)` answers /__cli/*. Resolves to { server, origin }. */
export function serve(dist, api) {
  const headers = appHeaders(dist);
  const root = normalize(dist + sep);
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (path.startsWith('/__cli/')) return api(req, res, path.slice('/__cli/'.length));
    // Clean URLs, as the static hosts serve them: /image/image-resize → image/image-resize.html.
    const asked = normalize(join(root, path));
    const file = [asked, `${asked}.html`, join(asked, 'index.html')].find((f) => existsSync(f) && statSync(f).isFile()) ?? asked;
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, headers).end();
      return;
    }
    res.writeHead(200, {
      ...headers,
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Length': statSync(file).size,
    });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve({ server, origin: `http://127.0.0.1:${server.address().port}` }));
  });
}
