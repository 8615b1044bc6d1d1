/**
 * svg2pdf.js draws a pattern's content as written: it ignores the pattern's viewBox, and it places
 * the tiles at x/y but not the content in them. For a pattern in user space both are plain transforms of
 * the content, so they are written as such (the viewBox with its preserveAspectRatio). Patterns sized by the box they fill depend on each user's box: left as they are
 * (vectorRisks.ts says so in the row).
 */

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The scale and offset that map a viewBox onto a w × h viewport, as SVG's preserveAspectRatio says. */
export function viewBoxFit(
  box: { x: number; y: number; width: number; height: number },
  w: number,
  h: number,
  preserveAspectRatio: string,
): { sx: number; sy: number; tx: number; ty: number } {
  const [align = 'xMidYMid', meetOrSlice = 'meet'] = preserveAspectRatio.trim().split(/\s+/).filter(Boolean);
  let sx = w / box.width;
  let sy = h / box.height;
  let tx = 0;
  let ty = 0;
  if (align !== 'none') {
    sx = sy = meetOrSlice === 'slice' ? Math.max(sx, sy) : Math.min(sx, sy);
    const free = { x: w - box.width * sx, y: h - box.height * sy };
    tx = align.includes('xMid') ? free.x / 2 : align.includes('xMax') ? free.x : 0;
    ty = align.includes('YMid') ? free.y / 2 : align.includes('YMax') ? free.y : 0;
  }
  return { sx, sy, tx, ty };
}

/** The transform that maps a viewBox onto a w × h viewport, as SVG's preserveAspectRatio says. */
export function viewBoxTransform(
  box: { x: number; y: number; width: number; height: number },
  w: number,
  h: number,
  preserveAspectRatio: string,
): string {
  const { sx, sy, tx, ty } = viewBoxFit(box, w, h, preserveAspectRatio);
  return `translate(${tx} ${ty}) scale(${sx} ${sy}) translate(${-box.x} ${-box.y})`;
}

export function plainPatternLayout(root: Element) {
  for (const pattern of Array.from(root.getElementsByTagName('pattern'))) {
    if (pattern.getAttribute('patternUnits') !== 'userSpaceOnUse') continue;
    const num = (name: string) => Number(pattern.getAttribute(name) ?? 0) || 0;
    const [x, y, w, h] = [num('x'), num('y'), num('width'), num('height')];
    const box = pattern
      .getAttribute('viewBox')
      ?.trim()
      .split(/[\s,]+/)
      .map(Number);
    const boxOk = box?.length === 4 && box.every(Number.isFinite) && box[2] > 0 && box[3] > 0 && w > 0 && h > 0;
    // svg2pdf.js puts the tile at x/y but draws the content from the origin.
    const moves = [x || y ? `translate(${x} ${y})` : ''];
    if (box && boxOk) {
      moves.push(
        viewBoxTransform({ x: box[0], y: box[1], width: box[2], height: box[3] }, w, h, pattern.getAttribute('preserveAspectRatio') ?? ''),
      );
      pattern.removeAttribute('viewBox');
      pattern.removeAttribute('preserveAspectRatio');
      pattern.removeAttribute('patternContentUnits');
    }
    const transform = moves.join(' ').trim();
    if (!transform) continue;
    const content = root.ownerDocument.createElementNS(SVG_NS, 'g');
    content.setAttribute('transform', transform);
    for (const child of Array.from(pattern.childNodes)) content.appendChild(child);
    pattern.appendChild(content);
  }
}
