import { existsSync } from 'node:fs';

/** The Chromium the browser tests drive: $CHROMIUM_PATH, else Debian's /usr/bin/chromium. */
export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((p) => existsSync(p));
}

export const HOW_TO_GET_CHROMIUM = `No Chromium found for the browser tests.
Install one and run again:
  Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y chromium
  elsewhere:      install Chromium or Chrome and set CHROMIUM_PATH=/path/to/chromium
(Playwright's own browser download is not used: this project drives a system Chromium.)`;
