// SMS delivery behind an interface. The built-in provider is a local "mail catcher": it writes each
// message to the sms_outbox table and one log line, so a developer can log in by phone offline.
import type { Logger } from 'pino';

import type { Db } from '../db/client';
import { smsOutbox } from '../db/schema/security';

export type SmsMessage = { phone: string; text: string; code: string };

export interface SmsProvider {
  send(message: SmsMessage, nowMs: number): Promise<void>;
}

export function createOutboxSmsProvider(db: Db, logger: Logger): SmsProvider {
  return {
    async send({ phone, text, code }, nowMs) {
      await db.insert(smsOutbox).values({ phone, body: text, createdAt: new Date(nowMs) });
      // The one log line allowed to carry a code: it stands in for the phone.
      logger.info({ phone, smsCode: code }, 'sms outbox (built-in provider, not sent)');
    },
  };
}
