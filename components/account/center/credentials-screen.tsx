'use client';
// /mine/credentials: the account's credentials card — a signed QR that restores the account on
// another device (scan it there, or pick its saved picture). Saved as an image; 重置凭证 voids
// every earlier card (a lost screenshot).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { ErrorState } from '@/components/ui/error-state';
import { useConfirm } from '@/components/ui/confirm';
import { useToast } from '@/components/ui/toast';
import { credentialsQuery } from '@/lib/api/account/center';
import { useRevokeCredentials } from '@/lib/api/account/qr-login';
import { failureText } from '@/lib/api/failure-text';
import { QrCode } from '@/components/share/qr-code';
import { saveQrPicture } from '@/components/share/qr-image';

import fieldStyles from '../parts/fields.module.css';
import buttonStyles from '../parts/buttons.module.css';
import panelStyles from '../parts/panels.module.css';
import qrStyles from '../parts/qr.module.css';
import { SubPage } from '../parts/sub-page';

export function CredentialsScreen() {
  const card = useQuery(credentialsQuery());
  const revokeCard = useRevokeCredentials();
  const confirm = useConfirm();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const data = card.data;

  const save = async () => {
    if (!data) return;
    const lines = [`账号ID：${data.userId}`, data.account ? `账号：${data.account}` : '游客账号'];
    const saved = await saveQrPicture(
      { text: data.qrText, title: '影视社区 · 账号凭证', lines },
      `账号凭证-${data.userId}.png`,
    );
    if (saved) toast.success('凭证图片已保存');
    else toast.error('保存失败，请截图保存');
  };

  const revoke = async () => {
    const ok = await confirm({
      title: '重置账号凭证',
      message: '重置后，之前保存的凭证将全部失效，需要重新保存新的凭证。确定重置吗？',
    });
    if (!ok) return;
    setBusy(true);
    try {
      await revokeCard.mutateAsync();
      toast.success('凭证已重置，请重新保存');
    } catch (error) {
      toast.error(failureText(error, '重置失败，请稍后重试'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SubPage title="账号凭证">
      {card.isError ? (
        <ErrorState error={card.error} onRetry={() => void card.refetch()} />
      ) : (
        <div className={qrStyles.qrPanel}>
          <div className={qrStyles.qrBox}>
            {data ? (
              <QrCode text={data.qrText} label="账号凭证二维码" size={180} />
            ) : (
              <span>加载中…</span>
            )}
          </div>
          {data && (
            <p className={fieldStyles.hint}>
              账号ID：{data.userId}
              {data.account ? ` · 账号：${data.account}` : ' · 游客账号'}
            </p>
          )}
          <button type="button" className={buttonStyles.primary} disabled={!data} onClick={save}>
            保存凭证图片
          </button>
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={!data || busy}
            onClick={revoke}
          >
            重置凭证
          </button>
          <p className={panelStyles.note}>
            换设备或清除浏览器数据后，在「设置 -
            扫一扫」扫描此凭证即可找回账号。请妥善保管，不要发给他人。
          </p>
        </div>
      )}
    </SubPage>
  );
}
