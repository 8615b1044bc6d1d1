/**
 * The cover design as plain data. Positions and sizes are fractions of the canvas (or per mille of
 * its short side for text), so one design renders at any output size — that is what lets the App
 * Store editor export the same design for several devices at once.
 */
import { z } from 'zod';

const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/);
const fraction = z.number().min(0).max(1);

export const TextItemSchema = z.object({
  id: z.string().min(1).max(40),
  text: z.string().max(2000),
  /** Centre of the text box, as fractions of the canvas width and height. */
  x: fraction,
  y: fraction,
  /** Font size in pixels per 1000 pixels of the canvas's short side. */
  size: z.number().min(10).max(400),
  /** Degrees, clockwise, -180..180. */
  rotation: z.number().min(-180).max(180),
  color: hex,
  /** An id from src/engines/fontList.ts (unknown ids fall back to the system font). */
  font: z.string().max(60),
  align: z.enum(['left', 'center', 'right']),
  bold: z.boolean(),
  shadow: z.boolean(),
  stroke: z.boolean(),
  strokeColor: hex,
  /** Outline width as a fraction of the font size. */
  strokeWidth: z.number().min(0.01).max(0.3),
});
export type TextItem = z.infer<typeof TextItemSchema>;

export const BackgroundSchema = z.object({
  kind: z.enum(['solid', 'gradient']),
  color: hex,
  color2: hex,
  /** Gradient direction in degrees, CSS convention (0 = towards the top, 90 = towards the right). */
  angle: z.number().min(0).max(360),
  /** A user image (kept in IndexedDB by id), drawn over the colour. */
  imageId: z.string().max(60).nullable(),
  fit: z.enum(['cover', 'contain']),
  /** Where the image sits when it does not fill the canvas (like CSS background-position %). */
  posX: fraction,
  posY: fraction,
});
export type Background = z.infer<typeof BackgroundSchema>;

export const DeviceSchema = z.object({
  show: z.boolean(),
  kind: z.enum(['phone', 'tablet', 'laptop']),
  landscape: z.boolean(),
  /** Centre of the device, as fractions of the canvas. */
  x: fraction,
  y: fraction,
  /** 1 = the device fits inside 90% of the canvas; smaller values shrink it. */
  scale: z.number().min(0.1).max(1.5),
  frameColor: hex,
  /** The app screenshot shown on the device's screen (kept in IndexedDB by id). */
  screenshotId: z.string().max(60).nullable(),
});
export type Device = z.infer<typeof DeviceSchema>;

export const SceneSchema = z.object({
  version: z.literal(1),
  background: BackgroundSchema,
  device: DeviceSchema,
  texts: z.array(TextItemSchema).max(50),
});
export type Scene = z.infer<typeof SceneSchema>;

export interface Size {
  width: number;
  height: number;
}

export const DEFAULT_TEXT: Omit<TextItem, 'id'> = {
  text: 'Text',
  x: 0.5,
  y: 0.5,
  size: 80,
  rotation: 0,
  color: '#ffffff',
  font: 'system',
  align: 'center',
  bold: true,
  shadow: false,
  stroke: false,
  strokeColor: '#000000',
  strokeWidth: 0.08,
};

export const DEFAULT_BACKGROUND: Background = {
  kind: 'gradient',
  color: '#2563eb',
  color2: '#7c3aed',
  angle: 160,
  imageId: null,
  fit: 'cover',
  posX: 0.5,
  posY: 0.5,
};

export const DEFAULT_DEVICE: Device = {
  show: false,
  kind: 'phone',
  landscape: false,
  x: 0.5,
  y: 0.62,
  scale: 0.7,
  frameColor: '#1f2937',
  screenshotId: null,
};

export function emptyScene(): Scene {
  return { version: 1, background: { ...DEFAULT_BACKGROUND }, device: { ...DEFAULT_DEVICE }, texts: [] };
}

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));
const round4 = (v: number) => Math.round(v * 10000) / 10000;

/** Adds a text item; a new item without a position is stepped down from the last one so they don't pile up. */
export function addText(scene: Scene, id: string, init: Partial<Omit<TextItem, 'id'>> = {}): Scene {
  const step = (scene.texts.length % 6) * 0.06;
  const item: TextItem = { ...DEFAULT_TEXT, x: 0.5, y: clamp(0.3 + step, 0, 1), ...init, id };
  return { ...scene, texts: [...scene.texts, item] };
}

export function updateText(scene: Scene, id: string, patch: Partial<Omit<TextItem, 'id'>>): Scene {
  return { ...scene, texts: scene.texts.map((t) => (t.id === id ? { ...t, ...patch } : t)) };
}

/** Moves an item's centre, kept on the canvas. */
export function moveText(scene: Scene, id: string, x: number, y: number): Scene {
  return updateText(scene, id, { x: round4(clamp(x, 0, 1)), y: round4(clamp(y, 0, 1)) });
}

/** Any angle, folded into -180..180. */
export function normaliseAngle(deg: number): number {
  const a = ((((deg + 180) % 360) + 360) % 360) - 180;
  return a === -180 && deg > 0 ? 180 : a;
}

export function rotateText(scene: Scene, id: string, deg: number): Scene {
  return updateText(scene, id, { rotation: normaliseAngle(deg) });
}

export function deleteText(scene: Scene, id: string): Scene {
  return { ...scene, texts: scene.texts.filter((t) => t.id !== id) };
}

/** Copies an item just below-right of the original and puts it directly above it. */
export function duplicateText(scene: Scene, id: string, newId: string): Scene {
  const i = scene.texts.findIndex((t) => t.id === id);
  if (i === -1) return scene;
  const source = scene.texts[i];
  const copy: TextItem = { ...source, id: newId, x: round4(clamp(source.x + 0.03, 0, 1)), y: round4(clamp(source.y + 0.03, 0, 1)) };
  return { ...scene, texts: [...scene.texts.slice(0, i + 1), copy, ...scene.texts.slice(i + 1)] };
}

/** Moves an item one step up (+1, drawn later, on top) or down (-1) in the drawing order. */
export function reorderText(scene: Scene, id: string, step: 1 | -1): Scene {
  const i = scene.texts.findIndex((t) => t.id === id);
  const j = i + step;
  if (i === -1 || j < 0 || j >= scene.texts.length) return scene;
  const texts = [...scene.texts];
  [texts[i], texts[j]] = [texts[j], texts[i]];
  return { ...scene, texts };
}

export function updateBackground(scene: Scene, patch: Partial<Background>): Scene {
  return { ...scene, background: { ...scene.background, ...patch } };
}

export function updateDevice(scene: Scene, patch: Partial<Device>): Scene {
  return { ...scene, device: { ...scene.device, ...patch } };
}

export interface Snapped {
  x: number;
  y: number;
  /** The vertical centre line is showing (x snapped to 0.5). */
  guideX: boolean;
  /** The horizontal centre line is showing (y snapped to 0.5). */
  guideY: boolean;
}

/**
 * Snaps a centre point onto the canvas's centre lines when it is within `threshold` of them;
 * thresholds are fractions of the width and height (the editor passes a few screen pixels' worth).
 */
export function snapToCentre(x: number, y: number, thresholdX: number, thresholdY: number): Snapped {
  const guideX = Math.abs(x - 0.5) <= thresholdX;
  const guideY = Math.abs(y - 0.5) <= thresholdY;
  return { x: guideX ? 0.5 : x, y: guideY ? 0.5 : y, guideX, guideY };
}

/** Font size in output pixels for a canvas of this size. */
export function fontPixels(item: Pick<TextItem, 'size'>, size: Size): number {
  return (item.size * Math.min(size.width, size.height)) / 1000;
}

/** The ids of user images a scene needs (to load or keep them in storage). */
export function imageIds(scene: Scene): string[] {
  return [scene.background.imageId, scene.device.screenshotId].filter((id): id is string => Boolean(id));
}
