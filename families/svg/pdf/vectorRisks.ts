/**
 * Which SVG features the PDF/EPS path may draw differently from the browser, found by reading the
 * sanitised SVG before it is converted. svg2pdf.js, our normalising steps and the EPS writer handle most
 * of SVG, but these (measured against Chromium on conformance-style cases, see NOTES.md) they drop or
 * change without an error. The row must say so instead of promising a faithful vector copy.
 *
 * Pure: works on the text, so it is the same in a worker, on the page and under Node. Parts that the
 * converter draws as images (filters, masks, blend modes on drawn elements) are not risks: the browser
 * draws those itself. Markers are copied out as plain drawing (markers.ts), so theirs are too; the same
 * effects inside a clip path are, because a clip path is not redrawn.
 */
import { parseXml, type XmlElement, type XmlNode } from '../xmlParse';

export type VectorRisk = 'hrefOtherKind' | 'patternLayout' | 'clipProperty' | 'effectInPattern' | 'isolation' | 'bidi';

/** In the order the row lists them. */
export const VECTOR_RISKS: readonly VectorRisk[] = [
  'hrefOtherKind',
  'patternLayout',
  'clipProperty',
  'effectInPattern',
  'isolation',
  'bidi',
];

const GRADIENTS = new Set(['linearGradient', 'radialGradient']);
/** Containers whose content is drawn only through a reference, never redrawn as an image (a pattern
 * with an effect inside is: rasterFallback.ts; a marker's content is copied out first: markers.ts). */
const REFERENCED = new Set(['clipPath']);
const RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
const LTR_OR_DIGIT = /[A-Za-z0-9\u00C0-\u024F]/;

const local = (name: string) => name.slice(name.lastIndexOf(':') + 1);

/** Presentation attributes and `style` declarations of one element, by property name. */
function propsOf(el: XmlElement): Map<string, string> {
  const props = new Map<string, string>();
  for (const a of el.attributes) if (a.name !== 'style') props.set(local(a.name), a.value.trim());
  const style = el.attributes.find((a) => a.name === 'style')?.value ?? '';
  for (const decl of style.split(';')) {
    const i = decl.indexOf(':');
    if (i > 0) props.set(decl.slice(0, i).trim().toLowerCase(), decl.slice(i + 1).trim());
  }
  return props;
}

const hrefOf = (p: Map<string, string>) => p.get('href')?.replace(/^#/, '');
const set = (v: string | undefined) => v !== undefined && v !== '' && v !== 'none' && v !== 'normal' && v !== 'auto';

function textOf(el: XmlElement): string {
  return el.children.map((c: XmlNode) => (c.type === 'text' ? c.value : textOf(c))).join('');
}

/** The risky features in this SVG text, each once, in VECTOR_RISKS order. Unparsable text: none found. */
export function findVectorRisks(svg: string, eps: boolean): VectorRisk[] {
  let root: XmlElement;
  try {
    root = parseXml(svg);
  } catch {
    return [];
  }
  const found = new Set<VectorRisk>();
  const byId = new Map<string, XmlElement>();
  const all: { el: XmlElement; props: Map<string, string>; inReferenced: boolean }[] = [];
  const walk = (el: XmlElement, inReferenced: boolean) => {
    const props = propsOf(el);
    const id = props.get('id');
    if (id) byId.set(id, el);
    all.push({ el, props, inReferenced });
    const name = local(el.name);
    for (const c of el.children) if (c.type === 'element') walk(c, inReferenced || REFERENCED.has(name));
  };
  walk(root, false);

  let css = '';
  for (const { el, props, inReferenced } of all) {
    const name = local(el.name);
    if (name === 'style') css += textOf(el);
    if (GRADIENTS.has(name) || name === 'pattern') {
      const target = byId.get(hrefOf(props) ?? '');
      // normalize.ts follows chains of one kind; across kinds stops and attributes are lost or mixed.
      if (target && (local(target.name) === 'pattern') !== (name === 'pattern')) found.add('hrefOtherKind');
      if (target && !GRADIENTS.has(local(target.name)) && local(target.name) !== 'pattern') found.add('hrefOtherKind');
    }
    // EPS draws every pattern as an image (the browser's drawing), so only the PDF writer's tiling counts.
    if (name === 'pattern' && !eps) {
      const offset = (v: string | undefined) => v !== undefined && parseFloat(v) !== 0;
      // normalize.ts rewrites the viewBox and x/y of a pattern in user space (patternLayout.ts).
      const boxSized = props.get('patternUnits') !== 'userSpaceOnUse';
      if (
        (boxSized && (props.has('viewBox') || offset(props.get('x')) || offset(props.get('y')))) ||
        (props.get('patternContentUnits') === 'objectBoundingBox' && !props.has('viewBox'))
      )
        found.add('patternLayout');
    }
    if (set(props.get('clip'))) found.add('clipProperty');
    if (inReferenced && (set(props.get('filter')) || set(props.get('mask')) || set(props.get('mix-blend-mode'))))
      found.add('effectInPattern');
    if (props.get('isolation') === 'isolate') found.add('isolation');
    if (name === 'text') {
      const t = textOf(el);
      if (RTL.test(t) && LTR_OR_DIGIT.test(t)) found.add('bidi');
    }
    if (props.get('direction') === 'rtl' || set(props.get('unicode-bidi'))) found.add('bidi');
  }
  if (css) {
    if (/\bisolation\s*:\s*isolate/i.test(css)) found.add('isolation');
    if (/\bunicode-bidi\s*:\s*(?!normal)|\bdirection\s*:\s*rtl/i.test(css)) found.add('bidi');
    if (/(^|[;{\s])clip\s*:\s*(?!auto)/i.test(css)) found.add('clipProperty');
  }
  return VECTOR_RISKS.filter((r) => found.has(r));
}
