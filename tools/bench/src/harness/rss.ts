/**
 * Resident memory of a server's process tree, read from Linux's /proc. A server may be more than one
 * process (Prism's CLI forks its HTTP server and processes its log in the parent), so the figure is
 * the sum over the process and its descendants, sampled while the load runs; the peak of those sums
 * is reported.
 */
import { readFileSync, readdirSync } from 'node:fs';

function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((tid) => {
      try {
        return readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
      } catch {
        return [];
      }
    });
  } catch {
    return [];
  }
}

/** The process and every descendant, in no particular order. */
export function processTree(pid: number): number[] {
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...childrenOf(tree[i] ?? 0));
  return tree;
}

/** The direct children of this process. */
export function ownChildren(): number[] {
  return childrenOf(process.pid);
}

function statusField(pid: number, field: string): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Bytes resident now in the tree under `pid`. */
export function treeRss(pid: number): number {
  return processTree(pid).reduce((sum, p) => sum + statusField(p, 'VmRSS'), 0);
}

export interface RssSampler {
  /** Stops sampling; returns the peak in bytes (at least the value at start and at stop). */
  stop(): number;
}

/** Samples the tree's RSS every `everyMs` until stopped. */
export function sampleRss(pid: number, everyMs = 50): RssSampler {
  let peak = treeRss(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRss(pid));
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, treeRss(pid));
    },
  };
}
