// SMS delivery behind an interface. The built-in provider is a local "mail catcher": it writes each
// message to the sms_outbox table, so a developer can log in by phone offline (read the code
// there, or in the log with LOG_LEVEL=debug; at info the log says only that a message waits).
// With SMS_OUTBOX_FILE set (development and the e2e stack; refused in production, config.ts) it
// also appends each message as a JSON line to that file, so tests read codes without the database.
// Codes never travel over HTTP.
import { appendFile } from 'node:fs/promises';

import type { Logger } from 'pino';

import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema/security';
import { maskPhone } from '../platform/validate';

export type SmsMessage = { phone: string; text: string; code: string };

export interface SmsProvider {
  send(message: SmsMessage, nowMs: number): Promise<void>;
}

/** One line of SMS_OUTBOX_FILE. */
export type OutboxLine = SmsMessage & { sentAt: string };

export function createOutboxSmsProvider(
  db: Db,
  logger: Logger,
  options: { file?: string } = {},
): SmsProvider {
  return {
    async send({ phone, text, code }, nowMs) {
      await db.insert(smsOutbox).values({ phone, body: text, createdAt: new Date(nowMs) });
      if (options.file) {
        const line: OutboxLine = { phone, code, text, sentAt: new Date(nowMs).toISOString() };
        // One write per line, opened in append mode: lines of parallel sends never interleave.
        await appendFile(options.file, `${JSON.stringify(line)}\n`, { mode: 0o600 });
      }
      // A code in an info log is a login for whoever reads the logs: only at debug.
      logger.info({ phone: maskPhone(phone) }, 'sms outbox (built-in provider, not sent)');
      logger.debug({ phone, smsCode: code }, 'sms outbox code');
    },
  };
}
