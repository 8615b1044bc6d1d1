/**
 * Path data → the same path with one absolute command per segment (H/V as L, every implicit repeat
 * written out): the plain form markerPlaces.ts finds a path's vertices and directions in.
 */
const ARGS: Record<string, number> = { M: 2, L: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, T: 2, A: 7, Z: 0 };

// Numbers as SVG writes them ("-2e-005", ".5.5"); an arc's two flags may be glued ("a1 1 0 011 1").
const NUMBER = /[\s,]*([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)/y;
const FLAG = /[\s,]*([01])/y;
const COMMAND = /\s*([MLHVCSQTAZ])/iy;
const END = /[\s,]*$/y;

/** The path with one absolute command per segment, or null where `d` is not path data as SVG reads it. */
export function absolutePath(d: string): string | null {
  let pos = 0;
  const take = (re: RegExp): string | null => {
    re.lastIndex = pos;
    const m = re.exec(d);
    if (!m) return null;
    pos = re.lastIndex;
    return m[1] ?? '';
  };
  const atEnd = () => take(END) !== null;
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let cmd = '';
  const out: string[] = [];
  while (!atEnd()) {
    const letter = take(COMMAND);
    if (letter) cmd = letter;
    else if (!cmd) return null;
    const upper = cmd.toUpperCase();
    const rel = cmd !== upper;
    if (upper === 'Z') {
      out.push('Z');
      x = startX;
      y = startY;
      cmd = '';
      continue;
    }
    const a: number[] = [];
    for (let k = 0; k < ARGS[upper]; k++) {
      const t = take(upper === 'A' && (k === 3 || k === 4) ? FLAG : NUMBER);
      if (t === null) return null;
      a.push(parseFloat(t));
    }
    const ox = rel ? x : 0;
    const oy = rel ? y : 0;
    switch (upper) {
      case 'M':
        x = a[0] + ox;
        y = a[1] + oy;
        startX = x;
        startY = y;
        out.push(`M${x} ${y}`);
        cmd = rel ? 'l' : 'L'; // further pairs are line-tos
        break;
      case 'L':
        x = a[0] + ox;
        y = a[1] + oy;
        out.push(`L${x} ${y}`);
        break;
      case 'H':
        x = a[0] + ox;
        out.push(`L${x} ${y}`);
        break;
      case 'V':
        y = a[0] + oy;
        out.push(`L${x} ${y}`);
        break;
      case 'C':
        out.push(`C${a[0] + ox} ${a[1] + oy} ${a[2] + ox} ${a[3] + oy} ${a[4] + ox} ${a[5] + oy}`);
        x = a[4] + ox;
        y = a[5] + oy;
        break;
      case 'S':
      case 'Q':
        out.push(`${upper}${a[0] + ox} ${a[1] + oy} ${a[2] + ox} ${a[3] + oy}`);
        x = a[2] + ox;
        y = a[3] + oy;
        break;
      case 'T':
        x = a[0] + ox;
        y = a[1] + oy;
        out.push(`T${x} ${y}`);
        break;
      case 'A':
        x = a[5] + ox;
        y = a[6] + oy;
        out.push(`A${a[0]} ${a[1]} ${a[2]} ${a[3] ? 1 : 0} ${a[4] ? 1 : 0} ${x} ${y}`);
        break;
    }
  }
  return out.join('');
}
