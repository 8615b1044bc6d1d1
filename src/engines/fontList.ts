/**
 * Fonts offered by the text-drawing tools (favicon generator, cover editors). None is downloaded:
 * each is used only when the visitor's system has it, so pickers mark the missing ones.
 */

export interface FontChoice {
  /** Stable value for options and URLs. */
  id: string;
  /** Display name (a font's own name; the system default is translated by the tool). */
  label: string;
  /** CSS font-family list, usable in canvas `font` and in SVG/CSS. */
  family: string;
}

const SYSTEM_STACK =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans SC", "Noto Sans CJK SC", sans-serif';

const named = (id: string, fallback: 'sans-serif' | 'serif'): FontChoice => ({ id, label: id, family: `"${id}", ${fallback}` });

export const FONT_LIST: readonly FontChoice[] = [
  { id: 'system', label: 'System default', family: SYSTEM_STACK },
  named('PingFang SC', 'sans-serif'),
  named('Hiragino Sans GB', 'sans-serif'),
  named('Microsoft YaHei', 'sans-serif'),
  named('SimHei', 'sans-serif'),
  named('SimSun', 'serif'),
  named('KaiTi', 'serif'),
  named('FangSong', 'serif'),
  named('Noto Sans SC', 'sans-serif'),
  named('Noto Serif SC', 'serif'),
  named('Source Han Sans', 'sans-serif'),
  named('Source Han Serif', 'serif'),
  named('LXGW WenKai', 'serif'),
  named('Songti SC', 'serif'),
  named('STKaiti', 'serif'),
];

export const FONT_IDS = FONT_LIST.map((f) => f.id) as [string, ...string[]];

export function fontById(id: string): FontChoice {
  return FONT_LIST.find((f) => f.id === id) ?? FONT_LIST[0];
}

/** Latin and CJK glyphs, so a font counts as present whichever script it covers. */
const PROBE_TEXT = 'mmwwlli 永和国字 0123';
const GENERIC_FAMILIES = ['monospace', 'serif', 'sans-serif'] as const;

type MeasureContext = Pick<CanvasRenderingContext2D, 'font' | 'measureText'>;

function measureContext(): MeasureContext | undefined {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(1, 1).getContext('2d') ?? undefined;
  if (typeof document !== 'undefined') return document.createElement('canvas').getContext('2d') ?? undefined;
  return undefined;
}

/**
 * Is the font installed? `document.fonts.check()` answers true for any family that no @font-face
 * declares — including fonts that do not exist — so it cannot tell. Instead text is measured in
 * "<font>, <generic>" and in "<generic>" alone: if the widths differ for some generic family, the
 * named font was used. The system default is always available.
 */
export function isFontAvailable(font: FontChoice, ctx: MeasureContext | undefined = measureContext()): boolean {
  if (font.id === 'system') return true;
  if (!ctx) return false;
  const width = (family: string) => {
    ctx.font = `72px ${family}`;
    return ctx.measureText(PROBE_TEXT).width;
  };
  return GENERIC_FAMILIES.some((generic) => width(`"${font.id}", ${generic}`) !== width(generic));
}

/** Availability of every listed font, measured once with one canvas. */
export function fontAvailability(): Record<string, boolean> {
  const ctx = measureContext();
  return Object.fromEntries(FONT_LIST.map((f) => [f.id, isFontAvailable(f, ctx)]));
}
