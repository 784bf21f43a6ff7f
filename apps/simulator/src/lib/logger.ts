import { type DestinationStream, type Logger, pino } from 'pino';
import pretty from 'pino-pretty';

export type { Logger };

/** How the simulator writes its logs: JSON lines (the default, for machines), `pretty` for a terminal, or `off`. */
export type LogFormat = 'json' | 'pretty' | 'off';

// Whatever a caller puts in a log record, these never reach the output.
const REDACTED = ['token', 'password', 'pwd', 'secret', 'authorization', 'cookie', '*.token', '*.pwd', '*.password'];

/** One logger per process; `destination` is for tests, which read what would have been written. */
export function createLogger(format: LogFormat, destination?: DestinationStream): Logger {
  const options = {
    enabled: format !== 'off',
    base: { service: 'pcharging-simulator' },
    redact: { paths: REDACTED, censor: '***' },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  if (destination) return pino(options, destination);
  return format === 'pretty'
    ? pino(options, pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss.l' }))
    : pino(options);
}

export const silentLogger = (): Logger => createLogger('off');
