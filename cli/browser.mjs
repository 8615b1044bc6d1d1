// The Chrome or Chromium the command runs the app in: --browser PATH, else $CHROMIUM_PATH, else the usual
// system places (the browser tests use the same system Chromium: scripts/chromium.mjs).
import { existsSync } from 'node:fs';

const SYSTEM = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
];

export function findBrowser(given) {
  if (given) return existsSync(given) ? given : undefined;
  return [process.env.CHROMIUM_PATH, ...SYSTEM].filter(Boolean).find((p) => existsSync(p));
}

export const NO_BROWSER = `no Chrome or Chromium found. localkit runs the tools in the LocalKit app itself, in a headless browser.
Install one, or point to it:
  Debian/Ubuntu:  sudo apt-get install chromium
  elsewhere:      install Chrome or Chromium, then  localkit … --browser /path/to/chrome  (or set CHROMIUM_PATH)`;
