// Replaces @rjsf/utils' getDecimalSeparator (see the alias in vite.config.ts). rjsf asks Intl for the
// browser locale's decimal separator, to fall back to text inputs where it is not '.'. The page's first
// Intl.NumberFormat costs 40–70 ms of main-thread time in Chromium, in the task that draws a tool's
// options form. With '.', rjsf renders our number fields as <input type=number>, which shows the
// locale's separator itself and always reports its value with '.', so '.' is right for every locale.
export default function getDecimalSeparator(): string {
  return '.';
}
