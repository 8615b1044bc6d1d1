import { dateLibraryLocale } from './dateLocale';

/**
 * What the Day.js and Moment.js runners' manifests share: the expression (option `expr`, kept in the
 * preset link) is the text input, run live and again every second if asked (dayjs() is "now"); the
 * result is shown by ChainResult; the locale "interface language" becomes the language shown.
 */
export function codeRunnerParts(examples: readonly string[]) {
  return {
    input: { kind: 'text' as const, live: true, option: 'expr', clock: true, examples: [...examples] },
    resultView: () => import('./ChainResult'),
    resolveOptions: (options: Record<string, unknown>, page: { language: string }) =>
      options.locale === 'ui' ? { ...options, locale: dateLibraryLocale(page.language) } : options,
  };
}
