/**
 * One `<clipPath>` per element that uses it, where sharing one would come out wrong: svg2pdf.js moves a
 * clip shape by its `transform` in place, in the shape it keeps for the next use, so from the second
 * use on the shape is moved again (a clip used three times clipped the third part away).
 */
import { urlReference } from './hiddenDefs';

export function unshareClipPaths(root: Element): void {
  const users = new Map<string, Element[]>();
  for (const el of Array.from(root.querySelectorAll('[clip-path]'))) {
    const id = urlReference(el.getAttribute('clip-path')!)?.id;
    if (!id) continue;
    const list = users.get(id) ?? [];
    list.push(el);
    users.set(id, list);
  }
  for (const clip of Array.from(root.querySelectorAll('clipPath[id]'))) {
    const list = users.get(clip.id) ?? [];
    if (list.length < 2 || !clip.querySelector('[transform]')) continue;
    list.slice(1).forEach((user, i) => {
      const copy = clip.cloneNode(true) as Element;
      for (const e of Array.from(copy.querySelectorAll('[id]'))) e.removeAttribute('id');
      copy.id = uniqueId(root, `${clip.id}-lk${i + 2}`);
      clip.after(copy);
      user.setAttribute('clip-path', `url(#${copy.id})`);
    });
  }
}

function uniqueId(root: Element, base: string): string {
  let id = base;
  for (let n = 2; root.ownerDocument.getElementById(id); n++) id = `${base}-${n}`;
  return id;
}
