import { existsSync } from 'node:fs';

/** The Chromium the browser tests drive: $CHROMIUM_PATH, else Debian's /usr/bin/chromium. */
export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((p) => existsSync(p));
}

/** Headless Chromium as the tests and the command line start it: no sandbox (root in CI), no GPU, no
 * background traffic of its own. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

export const HOW_TO_GET_CHROMIUM = `No Chromium found for the browser tests.
Install one and run again:
  Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y chromium
  elsewhere:      install Chromium or Chrome and set CHROMIUM_PATH=/path/to/chromium
(Playwright's own browser download is not used: this project drives a system Chromium.)`;
