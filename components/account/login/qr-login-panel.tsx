'use client';
// 扫码登录 on a new device: a login QR (user/qrcode/info) the signed-in phone scans and confirms
// (/mine/setting/accoutCodeCamera), polled every 2 s until confirmed, expired or used; then the
// reason shows (read out) with 刷新二维码 for a new code. The poll secret the creating call answers
// lives only in this effect's closure: never in state, storage or the picture (docs/account-api.md).
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';

import { failureText } from '@/lib/api/failure-text';
import { LOGIN_FAILED } from '@/lib/api/account/failure';
import { createLoginQr, pollLoginQr } from '@/lib/api/account/qr-login';
import type { OwnUser, QrPoll } from '@/lib/protocol/shapes/account/login';
import { deviceIdAtom } from '@/lib/state/session-atoms';
import { QrCode } from '@/components/share/qr-code';

import fieldStyles from '../parts/fields.module.css';
import buttonStyles from '../parts/buttons.module.css';
import qrStyles from '../parts/qr.module.css';

export const QR_POLL_MS = 2000;

type Shown = { qrText: string };

export function QrLoginPanel({ onLoggedIn }: { onLoggedIn: (user: OwnUser) => void }) {
  const deviceId = useAtomValue(deviceIdAtom);
  const [round, setRound] = useState(0);
  const [pending, setPending] = useState<Shown | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const devID = deviceId ?? undefined;
    const poll = async (code: string, pollSecret: string) => {
      try {
        const answer = await pollLoginQr({ code, pollSecret, devID }, signal);
        if (signal.aborted) return;
        if (answer.status === 'confirmed') return onLoggedIn(answer.user);
        if (answer.status === 'pending')
          timer = setTimeout(() => void poll(code, pollSecret), QR_POLL_MS);
        else setProblem(answer.status === 'expired' ? '二维码已过期' : '二维码已使用');
      } catch (error) {
        if (!signal.aborted) setProblem(failureText(error, LOGIN_FAILED));
      }
    };
    createLoginQr(devID, signal)
      .then((answer: QrPoll) => {
        if (answer.status !== 'pending' || !answer.pollSecret) throw new Error('unexpected answer');
        const { code, pollSecret } = answer;
        setPending({ qrText: answer.qrText });
        timer = setTimeout(() => void poll(code, pollSecret), QR_POLL_MS);
      })
      .catch((error: unknown) => {
        if (!signal.aborted) setProblem(failureText(error, LOGIN_FAILED));
      });
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
    // onLoggedIn is stable enough: a new one must not make a new code.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round, deviceId]);

  return (
    <section className={qrStyles.qrPanel} aria-label="扫码登录">
      <div className={qrStyles.qrBox}>
        {pending && !problem ? (
          <QrCode text={pending.qrText} label="登录二维码" size={180} />
        ) : (
          <span className={fieldStyles.hint} role={problem ? 'alert' : undefined}>
            {problem ?? '二维码生成中…'}
          </span>
        )}
      </div>
      {problem ? (
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => {
            setProblem(null);
            setPending(null);
            setRound((n) => n + 1);
          }}
        >
          刷新二维码
        </button>
      ) : (
        <p className={fieldStyles.hint}>
          请在已登录的设备上打开「设置 - 扫一扫」扫描此二维码并确认登录
        </p>
      )}
    </section>
  );
}
