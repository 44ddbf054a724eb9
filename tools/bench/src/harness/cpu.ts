import { readFileSync } from 'node:fs';

/** Linux's clock tick, in which /proc gives CPU times. */
const CLOCK_TICK_MS = 10;

/** CPU time (user + system) a process has used, ms, from /proc/<pid>/stat (fields 14 and 15, after the parenthesised name); 10 ms steps. */
export function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS;
}
