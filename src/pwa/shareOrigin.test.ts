import { describe, expect, it } from 'vitest';
import { isShareFromSystem } from './shareOrigin';

const OWN = 'https://localkit.example';
const headers = (h: Record<string, string>) => new Headers(h);

describe('isShareFromSystem', () => {
  it('takes the share sheet (no page started it) and LocalKit itself', () => {
    expect(isShareFromSystem(headers({}), OWN, 'nobody')).toBe(true);
    expect(isShareFromSystem(headers({ Origin: 'null' }), OWN, 'nobody')).toBe(true);
    expect(isShareFromSystem(headers({ 'Sec-Fetch-Site': 'none' }), OWN, 'nobody')).toBe(true);
    expect(isShareFromSystem(headers({ Origin: OWN, 'Sec-Fetch-Site': 'same-origin' }), OWN, 'own-page')).toBe(true);
    expect(isShareFromSystem(headers({ Origin: 'null' }), OWN, 'own-page')).toBe(true);
  });
  it('refuses a form posted by another website, from a sandboxed frame, or a sibling site', () => {
    expect(isShareFromSystem(headers({ Origin: 'https://evil.example' }), OWN, 'other-page')).toBe(false);
    expect(isShareFromSystem(headers({ Origin: 'https://evil.example' }), OWN, 'nobody')).toBe(false);
    expect(isShareFromSystem(headers({ Origin: 'null' }), OWN, 'other-page')).toBe(false);
    expect(isShareFromSystem(headers({ 'Sec-Fetch-Site': 'cross-site' }), OWN, 'nobody')).toBe(false);
    expect(isShareFromSystem(headers({ 'Sec-Fetch-Site': 'same-site' }), OWN, 'nobody')).toBe(false);
  });
});
