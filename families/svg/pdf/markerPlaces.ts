/**
 * Where a shape's markers go and which way they point, as SVG says: one at each vertex of the path
 * (marker-start at the first, marker-end at the last, marker-mid at every other one, the ends of
 * subpaths included), pointing along the path there, or halfway between the directions in and out at a
 * corner. The path comes in the plain form of pathAbsolute.ts (one absolute command per segment).
 */

export interface MarkerPlace {
  x: number;
  y: number;
  /** Direction of the path at this vertex, in degrees. */
  angle: number;
  kind: 'start' | 'mid' | 'end';
}

type Vec = [number, number];

interface Vertex {
  x: number;
  y: number;
  in: Vec | null;
  out: Vec | null;
}

const deg = (v: Vec) => (Math.atan2(v[1], v[0]) * 180) / Math.PI;
const zero = (v: Vec) => v[0] === 0 && v[1] === 0;
/** The first of these directions that is not zero (a curve's control point may sit on its end). */
const firstDir = (...vs: Vec[]): Vec => vs.find((v) => !zero(v)) ?? vs[vs.length - 1];

/** Halfway between two directions, as Chromium computes it (its wrap-around rule included). */
function bisect(inDir: Vec, outDir: Vec): number {
  let a = deg(inDir);
  const b = deg(outDir);
  if (Math.abs(a - b) > 180) a += 360;
  return (a + b) / 2;
}

/** Directions at the start and end of an elliptical arc (SVG's endpoint to centre conversion). */
function arcDirs(x1: number, y1: number, a: number[]): [Vec, Vec] {
  const [rx0, ry0, rot, large, sweep, x2, y2] = a;
  let rx = Math.abs(rx0);
  let ry = Math.abs(ry0);
  if (rx === 0 || ry === 0 || (x1 === x2 && y1 === y2))
    return [
      [x2 - x1, y2 - y1],
      [x2 - x1, y2 - y1],
    ];
  const phi = (rot * Math.PI) / 180;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  const dx = (x1 - x2) / 2;
  const dy = (y1 - y2) / 2;
  const xp = cos * dx + sin * dy;
  const yp = -sin * dx + cos * dy;
  const lambda = (xp * xp) / (rx * rx) + (yp * yp) / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  const num = rx * rx * ry * ry - rx * rx * yp * yp - ry * ry * xp * xp;
  const den = rx * rx * yp * yp + ry * ry * xp * xp;
  const coef = (large === sweep ? -1 : 1) * Math.sqrt(Math.max(0, num / den));
  const cxp = (coef * rx * yp) / ry;
  const cyp = (-coef * ry * xp) / rx;
  const t1 = Math.atan2((yp - cyp) / ry, (xp - cxp) / rx);
  let dt = Math.atan2((-yp - cyp) / ry, (-xp - cxp) / rx) - t1;
  if (!sweep && dt > 0) dt -= 2 * Math.PI;
  if (sweep && dt < 0) dt += 2 * Math.PI;
  const s = sweep ? 1 : -1;
  const tangent = (t: number): Vec => [
    s * (-rx * Math.sin(t) * cos - ry * Math.cos(t) * sin),
    s * (-rx * Math.sin(t) * sin + ry * Math.cos(t) * cos),
  ];
  return [tangent(t1), tangent(t1 + dt)];
}

/** The vertices of a plain path, with the directions in and out of each. */
function pathVertices(plain: string): Vertex[] {
  const vertices: Vertex[] = [];
  let x = 0;
  let y = 0;
  let start = 0; // index of the current subpath's first vertex
  let lastCtrl: Vec | null = null; // for S and T: the previous curve's last control point
  let lastCmd = '';
  for (const m of plain.matchAll(/([MLCSQTAZ])([^MLCSQTAZ]*)/g)) {
    const cmd = m[1];
    const a = m[2].trim() ? m[2].trim().split(/\s+/).map(Number) : [];
    const prev = vertices[vertices.length - 1];
    let ex = x;
    let ey = y;
    let dirOut: Vec;
    let dirIn: Vec;
    let ctrl: Vec | null = null;
    if (cmd === 'M') {
      [x, y] = a;
      start = vertices.length;
      vertices.push({ x, y, in: null, out: null });
      lastCtrl = null;
      lastCmd = cmd;
      continue;
    }
    if (cmd === 'Z') {
      const s = vertices[start];
      const close: Vec = [s.x - x, s.y - y];
      const dir = zero(close) ? (prev?.in ?? [0, 0]) : close;
      if (prev && !zero(close)) prev.out = dir;
      // The subpath's first vertex and this closing one both turn from the closing direction to the first.
      vertices.push({ x: s.x, y: s.y, in: dir, out: s.out });
      if (s.out) s.in = dir;
      x = s.x;
      y = s.y;
      lastCtrl = null;
      lastCmd = cmd;
      continue;
    }
    if (cmd === 'L' || cmd === 'T' || cmd === 'A') [ex, ey] = cmd === 'A' ? [a[5], a[6]] : [a[0], a[1]];
    if (cmd === 'L') dirOut = dirIn = [ex - x, ey - y];
    else if (cmd === 'A') [dirOut, dirIn] = arcDirs(x, y, a);
    else {
      // S and T start with the previous curve's last control point mirrored, when that curve is of their kind.
      const mirrored = (kinds: string): Vec => (lastCtrl && kinds.includes(lastCmd) ? [2 * x - lastCtrl[0], 2 * y - lastCtrl[1]] : [x, y]);
      let c1: Vec;
      let c2: Vec;
      if (cmd === 'C') [c1, c2, ex, ey] = [[a[0], a[1]], [a[2], a[3]], a[4], a[5]];
      else if (cmd === 'S') [c1, c2, ex, ey] = [mirrored('CS'), [a[0], a[1]], a[2], a[3]];
      else if (cmd === 'Q') [c1, c2, ex, ey] = [[a[0], a[1]], [a[0], a[1]], a[2], a[3]];
      else c1 = c2 = mirrored('QT');
      ctrl = c2;
      const p: Vec = [ex - x, ey - y];
      dirOut = firstDir([c1[0] - x, c1[1] - y], [c2[0] - x, c2[1] - y], p);
      dirIn = firstDir([ex - c2[0], ey - c2[1]], [ex - c1[0], ey - c1[1]], p);
    }
    if (prev && !prev.out) prev.out = dirOut;
    if (!prev) vertices.push({ x, y, in: null, out: dirOut });
    vertices.push({ x: ex, y: ey, in: dirIn, out: null });
    x = ex;
    y = ey;
    lastCtrl = ctrl;
    lastCmd = cmd;
  }
  return vertices;
}

/** Vertices of a polyline (or a polygon, closed). */
function pointVertices(points: Vec[], closed: boolean): Vertex[] {
  if (points.length === 0) return [];
  const d = points.map(([px, py], i) => `${i ? 'L' : 'M'}${px} ${py}`).join('') + (closed ? 'Z' : '');
  return pathVertices(d);
}

function places(vertices: Vertex[]): MarkerPlace[] {
  return vertices.map((v, i) => {
    const kind = i === 0 ? 'start' : i === vertices.length - 1 ? 'end' : 'mid';
    const angle = v.in && v.out ? bisect(v.in, v.out) : v.out ? deg(v.out) : v.in ? deg(v.in) : 0;
    return { x: v.x, y: v.y, angle, kind };
  });
}

/** Marker places on a path given in pathAbsolute.ts's plain form. */
export function pathMarkerPlaces(plain: string): MarkerPlace[] {
  return places(pathVertices(plain));
}

/** Marker places on a line, polyline or polygon. */
export function pointMarkerPlaces(points: Vec[], closed: boolean): MarkerPlace[] {
  return places(pointVertices(points, closed));
}
