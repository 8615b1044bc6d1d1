import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { headersFile, isAppRoute, redirectsFile, vercelJson } from '../../build/staticHost';
import { cspForHeader, cspForMeta } from '../../src/pwa/csp';

describe('static host files', () => {
  it('the committed vercel.json is the generated one (same headers as the app)', () => {
    expect(readFileSync('vercel.json', 'utf8')).toBe(vercelJson());
  });

  it('_headers carries isolation and the CSP for every path', () => {
    const text = headersFile();
    expect(text.startsWith('/*\n')).toBe(true);
    expect(text).toContain('Cross-Origin-Opener-Policy: same-origin');
    expect(text).toContain('Cross-Origin-Embedder-Policy: require-corp');
    expect(text).toContain(`Content-Security-Policy: ${cspForHeader()}`);
  });

  it('the CSP allows scripts only from self with wasm, and never eval or inline scripts', () => {
    const script = /script-src ([^;]+)/.exec(cspForMeta())![1];
    expect(script.split(' ').sort()).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(cspForMeta()).toContain("object-src 'none'");
    expect(cspForMeta()).toContain("connect-src 'self'");
    expect(cspForMeta()).not.toContain('frame-ancestors'); // ignored in <meta>, header only
    expect(cspForHeader()).toContain("frame-ancestors 'none'");
  });

  it('only the app routes fall back to the single-page app; any other path is a 404', () => {
    for (const path of ['/', '/privacy', '/licenses', '/blog', '/blog/why-local']) expect(isAppRoute(path), path).toBe(true);
    for (const path of ['/nope', '/blog-post', '/privacy/x', '/blog/', '/wp-admin']) expect(isAppRoute(path), path).toBe(false);
    expect(redirectsFile()).not.toMatch(/^\/\*/m); // no catch-all
    expect(redirectsFile().trim().split('\n')).toEqual([
      '/privacy  /index.html  200',
      '/licenses  /index.html  200',
      '/blog  /index.html  200',
      '/blog/*  /index.html  200',
    ]);
  });
});
