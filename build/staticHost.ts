import { securityHeaders } from '../src/pwa/headers';

// Header and routing files for static hosts, generated from the same constants the app uses.

/** Netlify / Cloudflare Pages `_headers`. */
export function headersFile(): string {
  return `/*\n${Object.entries(securityHeaders())
    .map(([k, v]) => `  ${k}: ${v}`)
    .join('\n')}\n`;
}

/**
 * Paths the app serves besides each tool's page (a tool's path serves its prerendered <path>.html). Any
 * other path is unknown: static hosts answer it with 404.html (the app's not-found page) and status 404.
 */
export const APP_ROUTES = ['/privacy', '/licenses', '/blog', '/blog/*'] as const;

/** Whether `path` is one of APP_ROUTES. */
export const isAppRoute = (path: string) =>
  path === '/' ||
  APP_ROUTES.some((route) =>
    route.endsWith('/*') ? path.startsWith(route.slice(0, -1)) && path.length > route.length - 1 : path === route,
  );

/** Netlify and Cloudflare Pages `_redirects`: the app's routes are the single-page app; the rest is 404.html. */
export const redirectsFile = () => APP_ROUTES.map((route) => `${route}  /index.html  200`).join('\n') + '\n';

/** vercel.json (also committed at the repo root; a unit test keeps the two equal). */
export function vercelJson(): string {
  return `${JSON.stringify(
    {
      cleanUrls: true, // /<category>/<tool> serves the prerendered <category>/<tool>.html
      rewrites: APP_ROUTES.map((route) => ({ source: route.replace('/*', '/:path*'), destination: '/index.html' })),
      headers: [{ source: '/(.*)', headers: Object.entries(securityHeaders()).map(([key, value]) => ({ key, value })) }],
    },
    null,
    2,
  )}\n`;
}

export function sitemapXml(origin: string, paths: string[]): string {
  const urls = paths.map((p) => `  <url><loc>${origin}${p}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export const robotsTxt = (origin: string) => `User-agent: *\nAllow: /\nSitemap: ${origin}/sitemap.xml\n`;
