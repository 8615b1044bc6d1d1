import { Suspense, useLayoutEffect, useState, type ReactElement } from 'react';
import { HydratingLater } from './useStore';

// Preact hydrates a page in one go, in one task: on the home page that task was Lighthouse's longest
// (its total blocking time). A part wrapped in HydrateLater hydrates in a task of its own instead: while
// the page hydrates, it suspends (Preact keeps its prerendered elements on screen, as they are) and
// resumes in a later task, one part per task, in page order. Parts inside a part wait in turn too.
// Until its turn a part is plain HTML: its links still work as links. Outside hydration it renders
// at once, like a Fragment.

/** True while parts being hydrated are met: during the first hydration and each part's own task. */
let collecting = false;
const waiting: Array<() => void> = [];
let releasing = false;
let allHydrated: Promise<void> = Promise.resolve();
let allDone = () => {};

/** Parts met from here on, until laterPartsCollected(), wait for a task of their own. */
export function collectLaterParts(): void {
  collecting = true;
}

export function laterPartsCollected(): void {
  collecting = false;
}

/** Resolves once every part that waited has hydrated (at once when none did). */
export function laterPartsHydrated(): Promise<void> {
  return allHydrated;
}

function releaseNext() {
  // The part's hydration runs in this task's microtasks; it ends `collecting` once it has rendered.
  collecting = true;
  waiting.shift()?.();
  setTimeout(() => {
    collecting = false;
    if (waiting.length) releaseNext();
    else {
      releasing = false;
      allDone();
    }
  });
}

interface Turn {
  promise: Promise<void>;
  done: boolean;
}

function nextTurn(): Turn {
  let release = () => {};
  const turn: Turn = { done: false, promise: new Promise<void>((resolve) => (release = resolve)) };
  waiting.push(() => {
    turn.done = true;
    release();
  });
  if (!releasing) {
    releasing = true;
    allHydrated = new Promise((resolve) => (allDone = resolve));
    setTimeout(releaseNext);
  }
  return turn;
}

function Gate({ children }: { children: ReactElement }) {
  const [turn] = useState(() => (collecting ? nextTurn() : undefined));
  const [later, setLater] = useState(turn !== undefined);
  if (turn && !turn.done) throw turn.promise;
  useLayoutEffect(() => {
    if (!turn) return;
    // Hydrated (parts met inside it wait their turn). What renders next is new, not hydrated, so it
    // must not wait: a new part would suspend without its prerendered elements and show nothing.
    collecting = false;
    // Drawn with the stores' prerendered values: now draw their real ones.
    setLater(false);
  }, [turn]);
  return <HydratingLater.Provider value={later}>{children}</HydratingLater.Provider>;
}

/** `children` must render one element: Preact keeps exactly one DOM node of a waiting part. */
export function HydrateLater({ children }: { children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}
