/** Who started the navigation that posts to the share target, as the service worker can tell. */
export type ShareInitiator = 'nobody' | 'own-page' | 'other-page';

/**
 * Whether a POST to the share target came from the system's share sheet (or LocalKit itself). The
 * share sheet is the browser's own navigation: no page started it, it carries no page's `Origin`
 * (at most `null`) and no cross-site `Sec-Fetch-Site`. A form on another website that posts to the
 * share target by script is refused: its `Origin` names that site, or is `null` when the page hides it
 * (a sandboxed frame, a no-referrer policy), and then the page that started it is not one of ours.
 * LocalKit's own pages send `null` too (their Referrer-Policy is no-referrer). Issue 33, item 1.
 */
export function isShareFromSystem(headers: Headers, ownOrigin: string, initiator: ShareInitiator): boolean {
  const site = headers.get('Sec-Fetch-Site');
  if (site !== null && site !== 'none' && site !== 'same-origin') return false;
  const origin = headers.get('Origin');
  if (origin === null || origin === ownOrigin) return true;
  return origin === 'null' && initiator !== 'other-page';
}
