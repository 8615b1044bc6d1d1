import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { headersFile, vercelJson } from '../../src/pwa/staticHost';
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
});
