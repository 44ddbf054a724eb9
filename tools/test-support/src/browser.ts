/**
 * The Chromium every browser test drives: Debian's (never a downloaded one), or CHROMIUM_PATH, with
 * the flags that keep it headless and offline in a container.
 */
export const executablePath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
