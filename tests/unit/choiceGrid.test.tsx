// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { withManifestDefaults } from '../../schemas/ToolManifest';
import { Puzzle } from 'lucide-react';
import { FieldList } from '../../src/runner/fields/Fields';

// The field kit's 'emoji' and 'icon' widgets: radio groups a keyboard and a screen reader can use.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const i18n = createInstance();
void i18n
  .use(initReactI18next)
  .init({ lng: 'en', resources: { en: { common: { form: { emojiPicker: 'Pick an emoji' } } } }, defaultNS: 'common', initAsync: false });

const dot: [string, Record<string, string>][] = [['circle', { cx: '12', cy: '12', r: '4' }]];
const tool = withManifestDefaults({
  id: 'picker-tool',
  category: 'image',
  icon: Puzzle,
  path: '/image/picker-tool',
  input: { kind: 'none' },
  options: z.object({ emoji: z.string().default('🚀'), icon: z.string().default('dot') }),
  optionsUi: { emoji: { widget: 'emoji' }, icon: { widget: 'icon', icons: async () => ({ dot, ring: dot, star: dot }) } },
  updated: '2026-11-29',
});

async function draw() {
  const seen: Record<string, unknown>[] = [];
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () => {
    root.render(
      <I18nextProvider i18n={i18n}>
        <FieldList tool={tool} options={tool.options.parse({})} onChange={(next) => seen.push(next)} />
      </I18nextProvider>,
    );
  });
  return { host, seen };
}

describe('choice grids of the field kit', () => {
  it("'emoji': a text box plus a named radio group; one tab stop, the arrow keys pick", async () => {
    const { host, seen } = await draw();
    expect(host.querySelector('input#root_emoji')).not.toBeNull();
    const group = host.querySelector('[role="radiogroup"][aria-label="Pick an emoji"]')!;
    const cells = [...group.querySelectorAll<HTMLButtonElement>('[role="radio"]')];
    expect(cells.length).toBeGreaterThan(30);
    expect(cells.filter((c) => c.tabIndex === 0).map((c) => c.dataset.value)).toEqual(['🚀']);
    expect(cells[0].getAttribute('aria-checked')).toBe('true');
    await act(async () => {
      cells[0].dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    });
    expect(seen.at(-1)).toMatchObject({ emoji: cells[1].dataset.value });
    await act(async () => {
      cells[5].click();
    });
    expect(seen.at(-1)).toMatchObject({ emoji: cells[5].dataset.value });
  });

  it("'icon': the manifest's icons, drawn, in a group its label names", async () => {
    const { host, seen } = await draw();
    const group = host.querySelector('#root_icon')!;
    expect(group.getAttribute('role')).toBe('radiogroup');
    expect(host.querySelector(`#${group.getAttribute('aria-labelledby')}`)?.textContent).toBe('options.icon.label');
    const cells = [...group.querySelectorAll<HTMLButtonElement>('[role="radio"]')];
    expect(cells.map((c) => c.getAttribute('aria-label'))).toEqual(['dot', 'ring', 'star']);
    expect(cells[0].querySelector('svg circle')?.getAttribute('r')).toBe('4');
    await act(async () => {
      cells[0].dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    });
    expect(seen.at(-1)).toMatchObject({ icon: 'star' });
  });
});
