// Defects 8 and 9 of issue 34: a second device that read a login QR's code takes the login, and a
// stranger's five wrong SMS guesses kill the owner's code. The SMS codes are read where the stack
// writes them in development (SMS_OUTBOX_FILE, as e2e/fixtures/sms-outbox.ts does).
import { randomInt } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

import {
  SMS_TRIES_PER_ADDRESS,
  SMS_TRIES_PER_REQUESTER,
} from '../../origin/services/account/sms-codes';
import { accountName, PASSWORD } from './app-client';
import type { Context } from './context';
import { row, said, skipped, tally, type Row } from './report';

export async function checkQrLogin(ctx: Context): Promise<Row[]> {
  const d1 = await ctx.net('qr-8-d1').guest('d8a');
  const d2 = await ctx.net('qr-8-d2').guest('d8b');
  const created = await d1.call('user/qrcode/info', { devID: d1.devID });
  const { code, pollSecret, qrText } = created.data ?? {};
  if (!code) return [row('8', 'a login QR', `not created: ${said(created)}`, false)];
  // D2 photographed the picture: it knows qrText (and so the code), nothing else.
  const before = [
    await d2.call('user/qrcode/info', { code, devID: d2.devID }),
    await d2.call('user/qrcode/info', { code, pollSecret: 'x'.repeat(43), devID: d2.devID }),
    await d2.call('user/qrcode/info', { code, pollSecret: code, devID: d2.devID }),
  ];
  const owner = await ctx.net('qr-8-owner').account('d8o', accountName('q'), PASSWORD);
  const confirmed = await owner.call('user/qrcode', { code: qrText });
  const after = [
    await d2.call('user/qrcode/info', { code, devID: d2.devID }),
    await d2.call('user/qrcode/info', { code, pollSecret: 'A'.repeat(43), devID: d2.devID }),
  ];
  const stolen = [...before, ...after].some((a) => a.code === 200 && a.data?.user?.token);
  const mine = await d1.call('user/qrcode/info', { code, pollSecret, devID: d1.devID });
  const d1Got = mine.data?.status === 'confirmed' && mine.data?.user?.id === owner.id;
  return [
    row(
      '8',
      'device D2 polls device D1’s QR code (read from the picture) before and after the owner confirms',
      `D2: ${tally([...before, ...after])}; owner's confirm ${confirmed.code}; D1 with its poll secret: ${mine.data?.status ?? said(mine)}${d1Got ? ' (the owner’s token)' : ''}; picture text holds the secret: ${String(qrText).includes(pollSecret)}`,
      !stolen && d1Got && !String(qrText).includes(pollSecret),
    ),
  ];
}

function smsCodes(file: string, phone: string): string[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { phone: string; code: string })
    .filter((m) => m.phone === phone)
    .map((m) => m.code);
}

async function receiveCode(file: string, phone: string, send: () => Promise<unknown>) {
  const before = smsCodes(file, phone).length;
  await send();
  for (let i = 0; i < 60; i += 1) {
    const codes = smsCodes(file, phone);
    if (codes.length > before) return codes.at(-1)!;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no SMS to ${phone} in ${file}`);
}

export async function checkSmsGuesses(ctx: Context): Promise<Row[]> {
  const outbox = ctx.options.smsOutbox;
  const tried = 'a stranger guesses the owner’s SMS login code from 3 devices at one address';
  if (!outbox)
    return [
      skipped('9', tried, 'no SMS_OUTBOX_FILE / --sms-outbox: the owner’s code cannot be read'),
    ];
  const phone = `1${randomInt(3, 10)}${randomInt(100_000_000, 1_000_000_000)}`;
  const owner = await ctx.net('sms-9-owner').guest('d9o');
  const code = await receiveCode(outbox, phone, () => owner.call('login/captcha', { phone }));
  const wrong = code === '000000' ? '111111' : '000000';
  const strangerNet = ctx.net('sms-9-stranger');
  const guesses = [];
  const first = await strangerNet.guest('d9s0');
  for (let i = 0; i < SMS_TRIES_PER_REQUESTER + 3; i += 1)
    guesses.push(await first.call('login/phone', { phone, code: wrong, devID: first.devID }));
  // Past its guesses even the right code is refused to the stranger.
  const rightFromStranger = await first.call('login/phone', { phone, code, devID: first.devID });
  for (let d = 1; d <= 2; d += 1) {
    const device = await strangerNet.guest(`d9s${d}`);
    for (let i = 0; i < SMS_TRIES_PER_REQUESTER; i += 1)
      guesses.push(await device.call('login/phone', { phone, code: wrong, devID: device.devID }));
  }
  const owned = await owner.call('login/phone', { phone, code, devID: owner.devID });
  const wrongAnswers = guesses.filter((g) => g.code === 4000).length;
  return [
    row(
      '9',
      `${tried}: ${SMS_TRIES_PER_REQUESTER + 3} + ${SMS_TRIES_PER_REQUESTER} + ${SMS_TRIES_PER_REQUESTER} wrong, then the owner’s right code`,
      `stranger: ${tally(guesses)}; the right code from the stranger's first device: ${rightFromStranger.code}; the owner: ${said(owned)}`,
      owned.code === 200 && wrongAnswers <= SMS_TRIES_PER_ADDRESS && rightFromStranger.code !== 200,
    ),
  ];
}
