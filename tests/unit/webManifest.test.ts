import { describe, expect, it } from 'vitest';
import { tools } from '../../src/registry';
import { handlerFor, webManifest } from '../../src/pwa/webManifest';

const fromRegistry = () =>
  webManifest(tools.map((t) => ({ id: t.id, path: t.path, name: t.id, popular: t.popular, opensFileTypes: t.opensFileTypes })));

describe('web app manifest', () => {
  it('gives every type a tool opens its file name extensions, and the share target all of them', () => {
    const manifest = fromRegistry();
    expect(manifest.file_handlers.length).toBeGreaterThan(0);
    for (const handler of manifest.file_handlers) {
      for (const [type, extensions] of Object.entries(handler.accept)) {
        expect(extensions.length, type).toBeGreaterThan(0);
        expect(manifest.share_target.params.files[0].accept).toEqual(expect.arrayContaining([type, ...extensions]));
      }
    }
  });

  it('routes a type to the first tool that opens it, and nothing for other types', () => {
    const manifest = webManifest([
      { id: 'a', path: '/x/a', name: 'A', popular: true, opensFileTypes: ['image/png'] },
      { id: 'b', path: '/x/b', name: 'B', popular: false, opensFileTypes: ['image/png', 'video/mp4'] },
      { id: 'c', path: '/x/c', name: 'C', popular: true },
    ]);
    expect(handlerFor(manifest, 'image/png')).toBe('/x/a');
    expect(handlerFor(manifest, 'video/mp4')).toBe('/x/b');
    expect(handlerFor(manifest, 'text/plain')).toBeUndefined();
    expect(manifest.shortcuts.map((s) => s.url)).toEqual(['/x/a', '/x/c']);
  });

  it('refuses a type it knows no extensions for', () => {
    expect(() => webManifest([{ id: 'a', path: '/x/a', name: 'A', popular: false, opensFileTypes: ['image/x-unknown'] }])).toThrow(
      /OS_EXTENSIONS/,
    );
  });
});
