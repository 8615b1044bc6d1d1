import type { CoverTemplate } from '../../families/cover/config';
import { addText, emptyScene, type Scene } from '../../families/cover/scene';

/** Starting points in the styles common on Xiaohongshu: big title, soft gradient, dark minimal. */
export const XHS_TEMPLATES: readonly CoverTemplate[] = [
  {
    id: 'big-title',
    build: (newId, text) => {
      let s: Scene = emptyScene();
      s.background = { ...s.background, kind: 'solid', color: '#fff4e6' };
      s = addText(s, newId(), { text: text('tag'), y: 0.16, size: 46, color: '#1f2937', bold: false });
      s = addText(s, newId(), {
        text: text('title'),
        y: 0.42,
        size: 120,
        color: '#ff2442',
        stroke: true,
        strokeColor: '#ffffff',
        strokeWidth: 0.06,
      });
      s = addText(s, newId(), { text: text('subtitle'), y: 0.72, size: 54, color: '#374151', bold: false });
      return s;
    },
  },
  {
    id: 'soft-gradient',
    build: (newId, text) => {
      let s: Scene = emptyScene();
      s.background = { ...s.background, kind: 'gradient', color: '#ff9a9e', color2: '#fecfef', angle: 180 };
      s = addText(s, newId(), {
        text: text('title'),
        y: 0.45,
        size: 110,
        color: '#ffffff',
        stroke: true,
        strokeColor: '#ff2442',
        strokeWidth: 0.08,
        rotation: -4,
      });
      s = addText(s, newId(), { text: text('subtitle'), y: 0.7, size: 52, color: '#7f1d1d', bold: false });
      return s;
    },
  },
  {
    id: 'dark-minimal',
    build: (newId, text) => {
      let s: Scene = emptyScene();
      s.background = { ...s.background, kind: 'solid', color: '#111827' };
      s = addText(s, newId(), { text: text('title'), y: 0.46, size: 100, color: '#ffffff', shadow: true });
      s = addText(s, newId(), { text: text('subtitle'), y: 0.64, size: 50, color: '#fbbf24', bold: false });
      return s;
    },
  },
];
