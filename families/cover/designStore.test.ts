import { describe, expect, it } from 'vitest';
import { designKey, parseDesign } from './designStore';
import { addText, emptyScene } from './scene';

describe('saved designs', () => {
  it('round-trips a design through JSON', () => {
    const s = addText(emptyScene(), 'a', { text: '你好\nWorld', rotation: -30 });
    expect(parseDesign(JSON.stringify(s))).toEqual(s);
  });

  it('rejects anything that is not a valid design instead of crashing the editor', () => {
    expect(parseDesign(null)).toBeUndefined();
    expect(parseDesign('{not json')).toBeUndefined();
    expect(parseDesign(JSON.stringify({ version: 2 }))).toBeUndefined();
    const bad = addText(emptyScene(), 'a');
    bad.texts[0].color = 'red; background: url(x)';
    expect(parseDesign(JSON.stringify(bad))).toBeUndefined();
    const far = addText(emptyScene(), 'a');
    far.texts[0].x = 7;
    expect(parseDesign(JSON.stringify(far))).toBeUndefined();
  });

  it('keys designs by tool', () => {
    expect(designKey('some-tool')).toBe('localkit:cover:some-tool');
  });
});
