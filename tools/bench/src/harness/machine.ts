import { cpus, loadavg, totalmem } from 'node:os';

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  date: string;
  /** The 1-minute load average when the run started and when it ended: other work on the machine skews every figure. */
  loadAverage: { start: number; end?: number };
}

export function describeMachine(): Machine {
  const cores = cpus();
  return {
    cpu: cores[0]?.model.trim() ?? 'unknown',
    cores: cores.length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    date: new Date().toISOString(),
    loadAverage: { start: loadavg()[0] ?? NaN },
  };
}

/** The 1-minute load average now. */
export function loadAverageNow(): number {
  return loadavg()[0] ?? NaN;
}
