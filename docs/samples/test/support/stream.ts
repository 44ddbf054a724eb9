/**
 * The stream channels' samples (stream/<channel>.ts, @dap/stream-client): what each must print.
 * Every sample file has an entry.
 */
import { expect } from 'vitest';
import { DECIMAL, lines, type Check } from './common.js';

export const STREAM: Record<string, Check> = {
  'stream/market_data.ts': (stdout) => {
    const printed = lines(stdout);
    for (const line of printed)
      expect(line).toMatch(new RegExp(`^(SNAPSHOT|UPDATE) best bid ${DECIMAL} best ask ${DECIMAL}$`));
    expect(printed.map((line) => line.split(' ')[0])).toEqual([
      'SNAPSHOT',
      'UPDATE',
      'UPDATE',
      'UPDATE',
      'UPDATE',
      'UPDATE',
    ]);
  },
  'stream/market_data.top_of_book.ts': (stdout) => {
    const printed = lines(stdout);
    expect(printed).toHaveLength(3);
    for (const line of printed)
      expect(line).toMatch(new RegExp(`^\\S+Z bid ${DECIMAL} @ ${DECIMAL} ask ${DECIMAL} @ ${DECIMAL}$`));
  },
  'stream/execution_data.ts': (stdout) => {
    const printed = lines(stdout);
    expect(printed).toHaveLength(3);
    for (const line of printed) expect(line).toMatch(new RegExp(`^\\S+Z BTCUSD ${DECIMAL} @ ${DECIMAL}$`));
  },
  'stream/heartbeat.ts': (stdout) => {
    const printed = lines(stdout);
    expect(printed[0]).toBe('subscribed to heartbeat: true');
    expect(printed.slice(1)).toHaveLength(2);
    for (const line of printed.slice(1)) expect(line).toMatch(/^heartbeat \S+Z$/);
  },
};
