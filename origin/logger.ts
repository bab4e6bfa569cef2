// Structured logs. Request lines are built field by field (never whole headers or bodies), and the
// redact list is a second net for anything that slips through.
import { pino, type Logger } from 'pino';

export type { Logger };

const REDACT = [
  'authorization',
  'token',
  'password',
  '*.authorization',
  '*.token',
  '*.password',
  'headers["x-api-key"]',
  '*.headers["x-api-key"]',
];

export function createLogger(level = 'info'): Logger {
  return pino({
    level,
    base: { service: 'origin' },
    redact: { paths: REDACT, censor: '[redacted]' },
  });
}

export function silentLogger(): Logger {
  return pino({ level: 'silent' });
}
