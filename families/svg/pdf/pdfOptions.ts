import { z } from 'zod';

/** Paper sizes in mm (portrait). */
export const PAPER_MM = {
  a3: [297, 420],
  a4: [210, 297],
  a5: [148, 210],
  letter: [215.9, 279.4],
  legal: [215.9, 355.6],
} as const;

const common = {
  background: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .default('#ffffff'),
  /** Resolution of the parts drawn as images (filters, masks...), at the printed size. */
  rasterDpi: z.enum(['300', '600']).default('300'),
};

// EPS has no transparency: unticked, the page starts on the chosen colour, which is what the EPS page
// promises. A PDF can be transparent, so there the page is left unpainted by default.
export const epsOptions = z.object({ transparent: z.boolean().default(false), ...common });

export const pdfOptions = z.object({
  page: z.enum(['svg', 'a4', 'letter', 'a3', 'a5', 'legal']).default('svg'),
  orientation: z.enum(['auto', 'portrait', 'landscape']).default('auto'),
  /** Paper only: the margin on every side, in mm. */
  margin: z.number().min(0).max(50).default(10),
  /** Paper only: scale the drawing to fill the area inside the margins, or keep its own size. */
  fit: z.enum(['fit', 'actual']).default('fit'),
  transparent: z.boolean().default(true),
  ...common,
});

const paperOnly = { showIf: { page: ['a4', 'letter', 'a3', 'a5', 'legal'] } };
export const epsOptionsUi = { background: { widget: 'color' as const, showIf: { transparent: [false] } } };
export const pdfOptionsUi = { ...epsOptionsUi, orientation: paperOnly, margin: paperOnly, fit: paperOnly };

export type PdfOptions = z.infer<typeof pdfOptions>;
export type EpsOptions = z.infer<typeof epsOptions>;

const PT_PER_MM = 72 / 25.4;
export const PT_PER_PX = 0.75;

export interface PageLayout {
  /** Page size in pt. */
  width: number;
  height: number;
  /** Where the drawing goes, in pt. */
  x: number;
  y: number;
  drawWidth: number;
  drawHeight: number;
  /** pt per SVG px. */
  ptPerPx: number;
  /** The drawing does not fit the paper at its own size and is cut at the page edge. */
  cropped: boolean;
}

export function pageLayout(
  svgWidth: number,
  svgHeight: number,
  o: Pick<PdfOptions, 'page' | 'orientation' | 'margin' | 'fit'>,
): PageLayout {
  const natural = { width: svgWidth * PT_PER_PX, height: svgHeight * PT_PER_PX };
  if (o.page === 'svg')
    return { ...natural, x: 0, y: 0, drawWidth: natural.width, drawHeight: natural.height, ptPerPx: PT_PER_PX, cropped: false };
  let [w, h] = PAPER_MM[o.page].map((mm) => mm * PT_PER_MM);
  const landscape = o.orientation === 'landscape' || (o.orientation === 'auto' && svgWidth > svgHeight);
  if (landscape) [w, h] = [h, w];
  const m = Math.min(o.margin * PT_PER_MM, w / 2 - 1, h / 2 - 1);
  const areaW = w - 2 * m;
  const areaH = h - 2 * m;
  const k = o.fit === 'fit' ? Math.min(areaW / natural.width, areaH / natural.height) : 1;
  const dw = natural.width * k;
  const dh = natural.height * k;
  return {
    width: w,
    height: h,
    x: m + (areaW - dw) / 2,
    y: m + (areaH - dh) / 2,
    drawWidth: dw,
    drawHeight: dh,
    ptPerPx: PT_PER_PX * k,
    cropped: dw > areaW + 0.01 || dh > areaH + 0.01,
  };
}
