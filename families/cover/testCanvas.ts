/**
 * A stand-in 2D context for Node tests: measures text as 0.6 em per character and records every
 * drawing call, so tests can check what render() asked for without a real canvas.
 */
export interface Call {
  name: string;
  args: unknown[];
  /** State at the time of the call. */
  font: string;
  fillStyle: unknown;
  textAlign: string;
  transform: [number, number, number, number, number, number];
}

export function fontPx(font: string): number {
  return Number(/([\d.]+)px/.exec(font)?.[1] ?? 10);
}

import type { DrawContext } from './render';

export type FakeContext = DrawContext & { calls: Call[] };

export function fakeContext(): FakeContext {
  const calls: Call[] = [];
  const stack: unknown[] = [];
  let m: [number, number, number, number, number, number] = [1, 0, 0, 1, 0, 0];
  const state = {
    font: '10px sans-serif',
    fillStyle: '#000000' as unknown,
    strokeStyle: '#000000' as unknown,
    textAlign: 'start',
    textBaseline: 'alphabetic',
    lineWidth: 1,
    lineJoin: 'miter',
    miterLimit: 10,
    shadowColor: 'rgba(0, 0, 0, 0)',
    shadowBlur: 0,
    shadowOffsetX: 0,
    shadowOffsetY: 0,
    globalAlpha: 1,
    globalCompositeOperation: 'source-over',
  };
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push({ name, args, font: ctx.font, fillStyle: ctx.fillStyle, textAlign: ctx.textAlign, transform: [...m] });
    };
  const ctx = {
    ...state,
    calls,
    measureText(text: string) {
      return { width: [...text].length * fontPx(ctx.font) * 0.6 };
    },
    save() {
      stack.push({ ...Object.fromEntries(Object.keys(state).map((k) => [k, (ctx as Record<string, unknown>)[k]])), m: [...m] });
    },
    restore() {
      const s = stack.pop() as Record<string, unknown> | undefined;
      if (!s) return;
      m = s.m as typeof m;
      for (const k of Object.keys(state)) (ctx as Record<string, unknown>)[k] = s[k];
    },
    setTransform(a: number, b: number, c: number, d: number, e: number, f: number) {
      m = [a, b, c, d, e, f];
    },
    translate(x: number, y: number) {
      m = [m[0], m[1], m[2], m[3], m[4] + m[0] * x + m[2] * y, m[5] + m[1] * x + m[3] * y];
    },
    rotate(a: number) {
      const [c, s] = [Math.cos(a), Math.sin(a)];
      m = [m[0] * c + m[2] * s, m[1] * c + m[3] * s, m[0] * -s + m[2] * c, m[1] * -s + m[3] * c, m[4], m[5]];
    },
    createLinearGradient(...args: number[]) {
      const stops: [number, string][] = [];
      return { kind: 'linear', args, stops, addColorStop: (o: number, c: string) => stops.push([o, c]) };
    },
    fillRect: record('fillRect'),
    strokeRect: record('strokeRect'),
    fillText: record('fillText'),
    strokeText: record('strokeText'),
    drawImage: record('drawImage'),
    beginPath: record('beginPath'),
    closePath: record('closePath'),
    moveTo: record('moveTo'),
    lineTo: record('lineTo'),
    arcTo: record('arcTo'),
    arc: record('arc'),
    fill: record('fill'),
    stroke: record('stroke'),
    clip: record('clip'),
    setLineDash: record('setLineDash'),
  };
  // Only the parts render() uses exist; the cast is what lets it stand in for a real context.
  return ctx as unknown as FakeContext;
}
