import { expect, type Page } from '@playwright/test';

/** Opens the tool's options where a narrow screen folds them under the input (ToolLayout); a no-op on a wide one. */
export async function openOptions(page: Page): Promise<void> {
  const fold = page.getByTestId('options-fold');
  const summary = fold.locator('summary');
  if (!(await summary.isVisible()) || (await fold.getAttribute('open')) !== null) return;
  await summary.click();
  await expect(fold).toHaveAttribute('open');
}
