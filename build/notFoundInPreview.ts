import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { securityHeaders } from '../src/pwa/headers';
import { isAppRoute } from './staticHost';

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/**
 * `npm start` answers like the static hosts: unknown paths get 404.html with status 404 (only the app's
 * routes, tools' pages and files are served).
 */
export function notFoundInPreview(): Plugin {
  return {
    name: 'localkit:not-found',
    configurePreviewServer(server) {
      const dir = server.config.build.outDir;
      server.middlewares.use((req, res, next) => {
        const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).replace(/\/+$/, '') || '/';
        const known = isAppRoute(path) || /\.[a-z0-9]+$/i.test(path) || isFile(join(dir, path)) || isFile(join(dir, `${path}.html`));
        if (known || !['GET', 'HEAD'].includes(req.method ?? '')) return next();
        res.statusCode = 404;
        for (const [name, value] of Object.entries(securityHeaders())) res.setHeader(name, value);
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(req.method === 'HEAD' ? undefined : readFileSync(join(dir, '404.html')));
      });
    },
  };
}
