// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { i18nReady } from '../../src/i18n';
import { Sidebar } from '../../src/app/Sidebar';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function renderSidebar(path: string) {
  await i18nReady;
  const container = document.createElement('div');
  document.body.append(container);
  const { hook } = memoryLocation({ path });
  await act(async () => {
    createRoot(container).render(
      <Router hook={hook}>
        <Sidebar open />
      </Router>,
    );
  });
  return container;
}

describe("drop-in plugin (tests/fixtures/dropin-plugin in this project root's plugins/, see tests/setup/dropinRoot.mjs)", () => {
  it('appears in the sidebar under its own (unknown) category, active on its route', async () => {
    const el = await renderSidebar('/laboratory/dropin-fixture');
    const link = el.querySelector('[data-tool="dropin-fixture"]');
    expect(link?.textContent).toContain('Drop-in Fixture Tool');
    expect(link?.getAttribute('href')).toBe('/laboratory/dropin-fixture');
    expect(link?.getAttribute('aria-current')).toBe('page');
    expect(el.querySelector('[data-category="laboratory"]')?.textContent).toContain('Laboratory');
  });

  it('is found by search on its translated description, and other tools are filtered out', async () => {
    const el = await renderSidebar('/');
    const input = el.querySelector<HTMLInputElement>('[data-testid="sidebar-search"]')!;
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(input, 'DROPPED-IN FOLDER');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const shown = [...el.querySelectorAll('[data-testid="sidebar-tool"]')].map((a) => a.getAttribute('data-tool'));
    expect(shown).toEqual(['dropin-fixture']);
  });
});
