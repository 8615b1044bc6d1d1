import { z } from 'zod';

/**
 * Options of the tracing tools (PNG → SVG, JPG → SVG). Kept apart from the tracing engine
 * (traceImage.ts) because manifests load on the main thread and must stay light.
 */
export const traceOptions = {
  mode: z.enum(['color', 'bw']).default('color'),
  /** Colour mode: size of the palette. */
  colors: z.number().int().min(2).max(64).default(16),
  /** Black-and-white mode: pixels darker than this become black. */
  threshold: z.number().int().min(1).max(254).default(128),
  detail: z.enum(['low', 'medium', 'high']).default('medium'),
  /** Blur radius before tracing: smoother curves, fewer specks. */
  smoothing: z.number().int().min(0).max(5).default(0),
};

export const traceOptionsUi = {
  mode: { widget: 'radio' as const },
  colors: { widget: 'range' as const, showIf: { mode: ['color'] } },
  threshold: { widget: 'range' as const, showIf: { mode: ['bw'] } },
  detail: { widget: 'radio' as const },
  smoothing: { widget: 'range' as const },
};

export interface TraceOptions {
  mode: 'color' | 'bw';
  colors: number;
  threshold: number;
  detail: 'low' | 'medium' | 'high';
  smoothing: number;
}
