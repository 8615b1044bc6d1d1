import { securityHeaders } from './headers';

// Header and routing files for static hosts, generated from the same constants the app uses.

/** Netlify / Cloudflare Pages `_headers`. */
export function headersFile(): string {
  return `/*\n${Object.entries(securityHeaders())
    .map(([k, v]) => `  ${k}: ${v}`)
    .join('\n')}\n`;
}

/** Netlify `_redirects`: every path is the single-page app (a tool's own prerendered /<path>.html first). */
export const redirectsFile = () => '/*  /index.html  200\n';

/** vercel.json (also committed at the repo root; a unit test keeps the two equal). */
export function vercelJson(): string {
  return `${JSON.stringify(
    {
      cleanUrls: true, // /<category>/<tool> serves the prerendered <category>/<tool>.html
      rewrites: [{ source: '/((?!.*\\.).*)', destination: '/index.html' }],
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
