import { describe, expect, it } from 'vitest';
import { SceneSchema } from '../../families/cover/scene';
import manifest from './manifest';
import { XHS_SIZES } from './sizes';
import { XHS_TEMPLATES } from './templates';

describe('xiaohongshu-cover', () => {
  it('offers the four cover sizes, 3:4 first and by default', () => {
    expect(XHS_SIZES.map((s) => `${s.width}x${s.height}`)).toEqual(['1080x1440', '1080x1080', '1440x1080', '1080x1920']);
    expect(manifest.options.parse({}).size).toBe('3x4');
  });

  it('every template is a valid design', () => {
    let n = 0;
    for (const template of XHS_TEMPLATES) {
      const scene = template.build(
        () => `id${n++}`,
        (k) => `text:${k}`,
      );
      expect(SceneSchema.safeParse(scene).success, template.id).toBe(true);
    }
  });
});
