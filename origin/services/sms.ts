// SMS delivery behind an interface. The built-in provider is a local "mail catcher": it writes each
// message to the sms_outbox table, so a developer can log in by phone offline (read the code
// there, or in the log with LOG_LEVEL=debug; at info the log says only that a message waits).
import type { Logger } from 'pino';

import type { Db } from '../db/client';
import { smsOutbox } from '../db/schema/security';
import { maskPhone } from './validate';

export type SmsMessage = { phone: string; text: string; code: string };

export interface SmsProvider {
  send(message: SmsMessage, nowMs: number): Promise<void>;
}

export function createOutboxSmsProvider(db: Db, logger: Logger): SmsProvider {
  return {
    async send({ phone, text, code }, nowMs) {
      await db.insert(smsOutbox).values({ phone, body: text, createdAt: new Date(nowMs) });
      // A code in an info log is a login for whoever reads the logs: only at debug.
      logger.info({ phone: maskPhone(phone) }, 'sms outbox (built-in provider, not sent)');
      logger.debug({ phone, smsCode: code }, 'sms outbox code');
    },
  };
}
