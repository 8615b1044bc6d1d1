import type { CoverTemplate } from '../../families/cover/config';
import { addText, emptyScene, type Scene } from '../../families/cover/scene';

/** Starting points: a headline over a phone, a dark feature page, and a text-only page. */
export const APPSTORE_TEMPLATES: readonly CoverTemplate[] = [
  {
    id: 'headline-phone',
    build: (newId, text) => {
      let s: Scene = emptyScene();
      s.background = { ...s.background, kind: 'gradient', color: '#2563eb', color2: '#7c3aed', angle: 160 };
      s.device = { ...s.device, show: true, kind: 'phone', x: 0.5, y: 0.63, scale: 0.72, frameColor: '#111827' };
      s = addText(s, newId(), { text: text('title'), y: 0.1, size: 72, shadow: true });
      s = addText(s, newId(), { text: text('subtitle'), y: 0.175, size: 40, bold: false, color: '#e0e7ff' });
      return s;
    },
  },
  {
    id: 'dark-feature',
    build: (newId, text) => {
      let s: Scene = emptyScene();
      s.background = { ...s.background, kind: 'solid', color: '#0f172a' };
      s.device = { ...s.device, show: true, kind: 'phone', x: 0.5, y: 0.64, scale: 0.7, frameColor: '#334155' };
      s = addText(s, newId(), { text: text('feature'), y: 0.1, size: 66, color: '#f8fafc' });
      s = addText(s, newId(), { text: text('subtitle'), y: 0.17, size: 38, bold: false, color: '#38bdf8' });
      return s;
    },
  },
  {
    id: 'text-only',
    build: (newId, text) => {
      let s: Scene = emptyScene();
      s.background = { ...s.background, kind: 'gradient', color: '#f97316', color2: '#ec4899', angle: 135 };
      s = addText(s, newId(), { text: text('title'), y: 0.44, size: 100, shadow: true });
      s = addText(s, newId(), { text: text('subtitle'), y: 0.56, size: 48, bold: false });
      return s;
    },
  },
];
