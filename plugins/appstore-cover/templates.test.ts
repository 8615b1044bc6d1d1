import { describe, expect, it } from 'vitest';
import { SceneSchema } from '../../families/cover/scene';
import manifest from './manifest';
import { APPSTORE_SIZES } from './sizes';
import { APPSTORE_TEMPLATES } from './templates';

describe('appstore-cover', () => {
  it('offers Apple’s screenshot sizes', () => {
    expect(APPSTORE_SIZES.map((s) => `${s.width}x${s.height}`)).toEqual([
      '1320x2868',
      '1290x2796',
      '1242x2688',
      '1284x2778',
      '1242x2208',
      '2064x2752',
      '2048x2732',
      '2880x1800',
    ]);
    expect(manifest.options.parse({})).toEqual({ size: 'iphone-69', orientation: 'portrait', format: 'png', quality: 92 });
  });

  it('every template is a valid design with unique ids', () => {
    let n = 0;
    for (const template of APPSTORE_TEMPLATES) {
      const scene = template.build(
        () => `id${n++}`,
        (k) => `text:${k}`,
      );
      expect(SceneSchema.safeParse(scene).success, template.id).toBe(true);
      expect(scene.texts.length).toBeGreaterThan(0);
      expect(scene.texts.every((t) => t.text.startsWith('text:'))).toBe(true);
    }
  });
});
