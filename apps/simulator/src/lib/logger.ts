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
  // JSON lines leave asynchronously, lines written while one write is under way going out together: a request no
  // longer waits for its log line's write. pino flushes what is left when the process exits.
  return format === 'pretty'
    ? pino(options, pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss.l' }))
    : pino(options, pino.destination({ dest: 1, sync: false }));
}

export const silentLogger = (): Logger => createLogger('off');
