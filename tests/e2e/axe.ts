import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from '@playwright/test';

type AxeWindow = { axe?: typeof axe };

/**
 * axe-core's violations on the page as it is now. axe goes into the page once per page load and
 * stays there across in-app moves (openRoute); AxeBuilder would send its source again on every call
 * and open a blank page to merge the results, several times the cost of the check itself. Its merge
 * exists for frames: a page with a frame goes through AxeBuilder, which checks inside it too.
 */
export async function axeViolations(page: Page, options: axe.RunOptions): Promise<axe.Result[]> {
  if (page.frames().length > 1) return (await new AxeBuilder({ page }).options(options).analyze()).violations;
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate((o) => (window as unknown as Required<AxeWindow>).axe.run(document, o).then((r) => r.violations), options);
}
