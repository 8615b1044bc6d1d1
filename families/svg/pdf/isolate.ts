/**
 * One element of a drawing as an SVG of its own, for the browser to draw as an image: the root and the
 * element's ancestors (shallow copies: their transforms and inherited attributes), the element itself,
 * optionally everything painted before it, and only the definitions all of these reference (gradients,
 * patterns, filters, clip paths, masks, markers, through `url(#…)` or `href="#…"`, followed on).
 *
 * The text handed to the browser grows with the element and what it uses, not with the drawing: a
 * drawing with dozens of blurs is no longer serialised, parsed and laid out whole for each of them.
 * A definition stays where it stood when its ancestors draw nothing themselves (a `<defs>`, so it keeps
 * what it inherits there); one found inside a drawn branch goes, with that branch's ancestors, into a
 * `<defs>` at the end of the root, where it is not drawn.
 */
import { isRenderable } from './svgTree';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK = 'http://www.w3.org/1999/xlink';
const URL_REF = /url\(\s*["']?#([^"')\s]+)["']?\s*\)/g;

export interface IsolateOptions {
  /** Also draw everything painted before the element (what it blends with, or lies on). */
  before: boolean;
  /** Leave the element out (only what lies beneath it is drawn). */
  omitSelf?: boolean;
  /** Drop `clip-path` and `opacity` from the ancestors (they apply around the image in the vector page). */
  bareAncestors?: boolean;
  /** With `before`: which of what is painted before to draw (those that reach the region drawn). */
  keep?: (sibling: Element) => boolean;
}

export class SvgIsolator {
  private readonly ids = new Map<string, Element>();

  /** `root` is only read. Ids are looked up in `root`, or through `lookup` (a live document's getElementById). */
  constructor(
    private readonly root: Element,
    private readonly lookup?: (id: string) => Element | null,
  ) {
    if (!lookup) for (const e of Array.from(root.querySelectorAll('[id]'))) if (!this.ids.has(e.id)) this.ids.set(e.id, e);
  }

  /** The serialised SVG for `target` (a descendant of the root). */
  isolate(target: Element, options: IsolateOptions): string {
    return new XMLSerializer().serializeToString(this.build(target, options));
  }

  /** The same as a detached element. */
  build(target: Element, options: IsolateOptions): Element {
    const chain: Element[] = [];
    for (let n: Element | null = target; n && n !== this.root; n = n.parentElement) chain.unshift(n);
    const copy = new Copy(this.root);
    let at = copy.out;
    let parent = this.root;
    for (const node of chain) {
      if (options.before) {
        for (const sibling of Array.from(parent.children)) {
          if (sibling === node) break;
          if (isRenderable(sibling)) copy.before(sibling, at, options.keep);
        }
      }
      if (node === target) {
        if (!options.omitSelf) copy.deep(node, at);
        break;
      }
      at = copy.ancestor(node, at, options.bareAncestors ?? false);
      parent = node;
    }
    // Every reference of what is drawn, and of what that references, in turn.
    for (let i = 0; i < copy.toScan.length; i++) {
      for (const id of copy.toScan[i].flatMap(referencedIds)) {
        const ref = this.ids.get(id) ?? this.lookup?.(id) ?? null;
        if (ref && ref !== this.root && this.root.contains(ref)) copy.reference(ref);
      }
    }
    return copy.finish();
  }
}

/** The copy being built: which originals it holds, and how. */
class Copy {
  readonly out: Element;
  /** Lists of copied elements whose attributes are still to be read for references. */
  readonly toScan: Element[][] = [];
  /** Root and ancestors of the target: drawn, shallow. */
  private readonly drawn = new Map<Element, Element>();
  /** Ancestors of a definition (not drawn), shallow. */
  private readonly holders = new Map<Element, Element>();
  /** Copied with everything inside. */
  private readonly whole = new Map<Element, Element>();
  private readonly stash: Element;

  constructor(root: Element) {
    this.out = root.cloneNode(false) as Element;
    this.drawn.set(root, this.out);
    this.stash = this.out.ownerDocument.createElementNS(SVG_NS, 'defs');
    this.toScan.push([this.out]);
  }

  ancestor(node: Element, at: Element, bare: boolean): Element {
    const c = node.cloneNode(false) as Element;
    if (bare) for (const a of ['clip-path', 'opacity']) c.removeAttribute(a);
    at.appendChild(c);
    this.drawn.set(node, c);
    this.toScan.push([c]);
    return c;
  }

  /**
   * Something painted before the target. With `keep`, a group that only gathers its children (no
   * effect of its own that needs them together) is copied shallow, with only the children kept.
   */
  before(node: Element, at: Element, keep?: (e: Element) => boolean): void {
    if (!keep) return this.deep(node, at);
    if (!keep(node)) return;
    if (node.localName !== 'g' || !gathersOnly(node)) return this.deep(node, at);
    const c = this.ancestor(node, at, false);
    for (const child of Array.from(node.children)) if (isRenderable(child)) this.before(child, c, keep);
  }

  deep(node: Element, at: Element): void {
    const c = node.cloneNode(true) as Element;
    at.appendChild(c);
    this.whole.set(node, c);
    this.toScan.push([c, ...Array.from(c.querySelectorAll('*'))]);
  }

  /** Copies a referenced element, unless the copy already draws or holds it. */
  reference(ref: Element): void {
    if (this.drawn.has(ref)) return;
    for (let n: Element | null = ref; n; n = n.parentElement) if (this.whole.has(n)) return;
    // Copies made of parts of it (a gradient inside a pattern) give way to the whole.
    for (const map of [this.holders, this.whole])
      for (const [original, c] of map)
        if (ref.contains(original)) {
          c.remove();
          map.delete(original);
        }
    const path: Element[] = [];
    let n = ref.parentElement!;
    while (!this.drawn.has(n) && !this.holders.has(n)) {
      path.unshift(n);
      n = n.parentElement!;
    }
    let at = this.drawn.get(n) ?? this.holders.get(n)!;
    let drawnHere = this.drawn.has(n);
    for (const ancestor of [...path, ref]) {
      const c = ancestor.cloneNode(ancestor === ref) as Element;
      if (ancestor !== ref) c.removeAttribute('id');
      // A drawn branch hangs in the stash, where it is not drawn; a <defs> and the like stay in place.
      (drawnHere && isRenderable(ancestor) ? this.stash : at).appendChild(c);
      if (ancestor === ref) {
        this.whole.set(ref, c);
        this.toScan.push([c, ...Array.from(c.querySelectorAll('*'))]);
      } else this.holders.set(ancestor, c);
      at = c;
      drawnHere = false;
    }
  }

  finish(): Element {
    if (this.stash.children.length > 0) this.out.appendChild(this.stash);
    for (const e of Array.from(this.out.querySelectorAll('[data-lk-target]'))) e.removeAttribute('data-lk-target');
    return this.out;
  }
}

/** A group whose children draw the same whether it holds all of them or a few (a clip applies to each alike). */
function gathersOnly(g: Element): boolean {
  if (['filter', 'mask'].some((a) => (g.getAttribute(a) ?? 'none') !== 'none')) return false;
  if (parseFloat(g.getAttribute('opacity') ?? '1') < 1) return false;
  return !/mix-blend-mode|isolation|filter|mask|opacity/.test(g.getAttribute('style') ?? '');
}

/** Ids an element points at: `url(#id)` in any attribute, `href="#id"`. */
export function referencedIds(el: Element): string[] {
  const ids: string[] = [];
  for (const a of Array.from(el.attributes)) {
    if ((a.localName === 'href' && (a.namespaceURI === null || a.namespaceURI === XLINK)) || a.name === 'xlink:href') {
      if (a.value.startsWith('#')) ids.push(decodeId(a.value.slice(1)));
      continue;
    }
    if (!a.value.includes('url(')) continue;
    for (const m of a.value.matchAll(URL_REF)) ids.push(decodeId(m[1]));
  }
  return ids;
}

function decodeId(id: string): string {
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}
