/**
 * The Chromium every browser test drives: Debian's (never a downloaded one), or CHROMIUM_PATH, with
 * the flags that keep it headless and offline in a container.
 */
import { existsSync } from 'node:fs';

export const executablePath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Why the browser tests cannot run here, or undefined: a missing Chromium fails them with this
 * message (a missing browser is no reason to skip).
 */
export function chromiumMissing(): string | undefined {
  if (existsSync(executablePath)) return undefined;
  return `Chromium is not installed at ${executablePath}. Install Debian's package (as root: apt-get update && apt-get install -y chromium; .ci/run does this), or set CHROMIUM_PATH to a Chromium binary.`;
}
