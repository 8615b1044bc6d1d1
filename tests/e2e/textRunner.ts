// Drives the shared CodeMirror text boxes (src/runner/textEditor.ts) from tests: the text is put in the
// way a user would (select all, then paste), and read back from the editor's own document — CodeMirror
// only draws the lines in sight, so the DOM alone does not hold a long text.
import { expect, type Page } from '@playwright/test';

/** Replaces the text of the CodeMirror box `[data-testid=testId]` by selecting all and pasting `text`. */
export async function setInputText(page: Page, text: string, testId = 'text-input') {
  const content = page.locator(`[data-testid="${testId}"] .cm-content`);
  await content.click();
  await page.keyboard.press('ControlOrMeta+A');
  if (!text) {
    await page.keyboard.press('Backspace');
    return;
  }
  await content.evaluate((el: HTMLElement, value: string) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** The whole text of a CodeMirror box (its document; falls back to the drawn lines). */
export function editorText(page: Page, testId = 'text-output'): Promise<string> {
  return page.locator(`[data-testid="${testId}"] .cm-content`).evaluate((el: HTMLElement) => {
    // CodeMirror's own link from its DOM to the view (what EditorView.findFromDOM reads).
    type Linked = { cmTile?: { root?: { view?: { state: { doc: { toString(): string } } } } } };
    const view = (el as unknown as Linked).cmTile?.root?.view;
    if (view) return view.state.doc.toString();
    return Array.from(el.querySelectorAll('.cm-line'), (line) => line.textContent ?? '').join('\n');
  });
}

export const outputText = (page: Page) => editorText(page, 'text-output');

/** Waits until the output box holds exactly `expected`. */
export async function expectOutput(page: Page, expected: string, testId = 'text-output') {
  await expect.poll(() => editorText(page, testId)).toBe(expected);
}
