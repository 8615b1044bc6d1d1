import { describe, expect, it } from 'vitest';
import { XHS_TEMPLATES } from '../../plugins/xiaohongshu-cover/templates';
import { addText, DEFAULT_TEXT, emptyScene, type Scene, type TextItem } from './scene';
import { boxCorners, layoutText } from './textLayout';
import { fakeContext } from './testCanvas';
import { freeSpot } from './placeText';

const size = { width: 1080, height: 1440 };
const m = fakeContext();

function bounds(item: TextItem) {
  const c = boxCorners(layoutText(m, item, size), item, size);
  return {
    x0: Math.min(...c.map((p) => p[0])),
    x1: Math.max(...c.map((p) => p[0])),
    y0: Math.min(...c.map((p) => p[1])),
    y1: Math.max(...c.map((p) => p[1])),
  };
}
const intersects = (a: TextItem, b: TextItem) => {
  const p = bounds(a);
  const q = bounds(b);
  return p.x0 < q.x1 && q.x0 < p.x1 && p.y0 < q.y1 && q.y0 < p.y1;
};

function addNew(scene: Scene, text = 'New text'): { scene: Scene; item: TextItem } {
  const id = `n${scene.texts.length}`;
  const spot = freeSpot(m, scene, size, { ...DEFAULT_TEXT, text, id });
  const next = addText(scene, id, { text, ...spot });
  return { scene: next, item: next.texts.at(-1)! };
}

describe('a new text goes where it covers no other text', () => {
  it('on an empty design, a third of the way down', () => {
    expect(addNew(emptyScene()).item).toMatchObject({ x: 0.5, y: 0.3 });
  });

  it.each(XHS_TEMPLATES.map((t) => [t.id, t] as const))('on the %s template', (_, template) => {
    let scene = template.build(
      (() => {
        let n = 0;
        return () => `t${n++}`;
      })(),
      (key) => ({ tag: '#周末去哪儿', title: '5个宝藏小众景点', subtitle: '本地人私藏路线 · 建议收藏' })[key] ?? key,
    );
    const templateTexts = scene.texts;
    // Three new texts in a row: none covers the template's texts or each other.
    for (let i = 0; i < 3; i++) {
      const added = addNew(scene);
      for (const other of scene.texts) expect(intersects(added.item, other), `${added.item.y} vs ${other.text}`).toBe(false);
      scene = added.scene;
    }
    expect(scene.texts.slice(0, templateTexts.length)).toEqual(templateTexts);
  });

  it('when nothing is free, it takes the least covered height', () => {
    let scene = emptyScene();
    // Ten tall texts cover the canvas from top to bottom; one has a gap below it.
    for (let i = 0; i < 10; i++) scene = addText(scene, `f${i}`, { text: 'x'.repeat(30), y: 0.05 + i * 0.1, size: i === 4 ? 40 : 100 });
    const { item } = addNew(scene);
    expect(item.y).toBeGreaterThan(0.4);
    expect(item.y).toBeLessThan(0.5);
  });
});
