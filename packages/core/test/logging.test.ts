/** The logging both SDKs share: the level from `logLevel`, else `DAP_LOG`, else all for a logger given. */
import { describe, expect, it } from 'vitest';
import { atLevel, LOG_ENV, resolveLogger, type Logger } from '../src/index.js';

function recording(): { logger: Logger; levels: string[] } {
  const levels: string[] = [];
  const at = (level: string) => () => void levels.push(level);
  return { levels, logger: { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') } };
}

const logEach = (logger: Logger) => {
  logger.debug('d');
  logger.info('i');
  logger.warn('w');
  logger.error('e');
};

describe('resolveLogger', () => {
  it('names its environment variable DAP_LOG', () => {
    expect(LOG_ENV).toBe('DAP_LOG');
  });

  it('logs nothing without a logger, a level or DAP_LOG', () => {
    expect(resolveLogger({}, {})).toBeUndefined();
  });

  it('hands a given logger every line when no level is set anywhere', () => {
    const { logger, levels } = recording();
    logEach(resolveLogger({ logger }, {})!.logger);
    expect(levels).toEqual(['debug', 'info', 'warn', 'error']);
  });

  it('takes the level from DAP_LOG when no logLevel is given, whatever its case', () => {
    const { logger, levels } = recording();
    logEach(resolveLogger({ logger }, { DAP_LOG: 'WARN' })!.logger);
    expect(levels).toEqual(['warn', 'error']);
  });

  it('prefers logLevel to DAP_LOG', () => {
    const resolved = resolveLogger({ logLevel: 'off' }, { DAP_LOG: 'debug' });
    expect(resolved).toBeUndefined();
    expect(resolveLogger({ logLevel: 'info' }, { DAP_LOG: 'off' })?.level).toBe('info');
  });

  it('logs to the console when a level is set and no logger is given', () => {
    expect(resolveLogger({}, { DAP_LOG: 'debug' })?.level).toBe('debug');
  });

  it('refuses a level it does not know with a RangeError', () => {
    expect(() => resolveLogger({}, { DAP_LOG: 'verbose' })).toThrow(RangeError);
  });
});

describe('atLevel', () => {
  it('drops the lines below its level', () => {
    const { logger, levels } = recording();
    logEach(atLevel(logger, 'error'));
    expect(levels).toEqual(['error']);
  });
});
