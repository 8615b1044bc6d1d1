/**
 * A live copy of a sanitised SVG, laid out by the browser in a sandboxed, invisible frame.
 *
 * svg2pdf.js reads attributes only; what the browser actually draws depends on CSS cascade, inheritance,
 * currentColor, percentages, `<use>` instances and text layout. A laid-out document answers all of
 * these exactly (getComputedStyle, SVG lengths, getBBox, character positions), so the PDF is built from
 * the browser's own answers. The frame is `sandbox="allow-same-origin"` without `allow-scripts`: nothing
 * in it can run, it inherits the page's CSP (no request leaves the origin), and it only ever receives a
 * plan's sanitised SVG. It is removed as soon as the conversion ends.
 */
export interface SvgFrame {
  doc: Document;
  win: Window;
  root: SVGSVGElement;
  dispose(): void;
}

export function mountSvg(svg: string, width: number, height: number): SvgFrame {
  const parsed = new DOMParser().parseFromString(svg, 'image/svg+xml');
  if (parsed.getElementsByTagName('parsererror').length > 0 || parsed.documentElement.localName !== 'svg') {
    throw new Error('unparsable SVG');
  }
  const iframe = document.createElement('iframe');
  iframe.setAttribute('sandbox', 'allow-same-origin');
  iframe.setAttribute('aria-hidden', 'true');
  iframe.tabIndex = -1;
  // Laid out at its real size (layout needs a size) but off screen and invisible.
  iframe.style.cssText = `position:fixed;left:-100000px;top:0;width:${Math.ceil(width)}px;height:${Math.ceil(height)}px;border:0;visibility:hidden;pointer-events:none`;
  document.body.appendChild(iframe);
  const doc = iframe.contentDocument!;
  const win = iframe.contentWindow!;
  doc.open();
  doc.write('<!doctype html><html><head><style>html,body{margin:0;padding:0;overflow:hidden}</style></head><body></body></html>');
  doc.close();
  const root = doc.importNode(parsed.documentElement, true) as unknown as SVGSVGElement;
  doc.body.appendChild(root);
  // Lay the frame out before anything reads a style: until its first layout the frame's viewport has
  // no size, and Chromium's computed values of vw/vh/vmin/vmax lengths (a stroke-width="2vw") are 0.
  root.getBoundingClientRect();
  return { doc, win, root, dispose: () => iframe.remove() };
}
