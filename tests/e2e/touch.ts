// Real touch input for phone-context tests (hasTouch): Chromium's own touch events through the DevTools
// protocol, which the page receives as touch and pointer events (pointerType "touch"), like a finger's.
import type { CDPSession, Locator, Page } from '@playwright/test';

export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 } as const;

type Point = { x: number; y: number };

const sessions = new WeakMap<Page, CDPSession>();
async function session(page: Page): Promise<CDPSession> {
  let s = sessions.get(page);
  if (!s) sessions.set(page, (s = await page.context().newCDPSession(page)));
  return s;
}

async function touch(page: Page, type: 'touchStart' | 'touchMove' | 'touchEnd', points: Point[]) {
  await (
    await session(page)
  ).send('Input.dispatchTouchEvent', {
    type,
    touchPoints: points.map((p, id) => ({ x: p.x, y: p.y, id, radiusX: 4, radiusY: 4, force: 1 })),
  });
}

const between = (a: Point, b: Point, t: number): Point => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });

/** A finger's tap. */
export async function tap(page: Page, at: Point) {
  await page.touchscreen.tap(at.x, at.y);
}

/** One finger from `from` to `to` in `steps` moves, then lifted. */
export async function touchDrag(page: Page, from: Point, to: Point, steps = 8) {
  await touch(page, 'touchStart', [from]);
  for (let i = 1; i <= steps; i++) await touch(page, 'touchMove', [between(from, to, i / steps)]);
  await touch(page, 'touchEnd', []);
}

/** Two fingers: each moves from its start to its end together (apart = zoom in), then both lift. */
export async function pinch(page: Page, fingers: [Point, Point], ends: [Point, Point], steps = 8) {
  await touch(page, 'touchStart', fingers);
  for (let i = 1; i <= steps; i++)
    await touch(page, 'touchMove', [between(fingers[0], ends[0], i / steps), between(fingers[1], ends[1], i / steps)]);
  await touch(page, 'touchEnd', []);
}

/** A point of an element, as fractions of its box, in page coordinates. */
export async function pointIn(target: Locator, fx: number, fy: number): Promise<Point> {
  const box = (await target.boundingBox())!;
  return { x: box.x + fx * box.width, y: box.y + fy * box.height };
}
