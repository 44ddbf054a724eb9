/** How the report writes figures, verdicts and a benchmark that could not be measured. */
import type { Failed } from './results.js';

export const firstLine = (error: string) =>
  error
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim() ?? error;
export const notMeasured = (title: string, part: Failed) =>
  `## ${title}\n\n**Not measured in this run:** ${firstLine(part.error)}\n`;
export const NOT_MEASURED = 'not measured (see below)';
export const verdict = (ok: boolean) => (ok ? 'meets target' : '**misses target**');
export const fixed = (value: number, digits = 2) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
export const count = (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en') : 'n/a');
export const ms = (value: number) => `${fixed(value)} ms`;
export const mib = (bytes: number) => `${fixed(bytes / 2 ** 20, 1)} MiB`;
export const times = (value: number) => `${fixed(value)}×`;
