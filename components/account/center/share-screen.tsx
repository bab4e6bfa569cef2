'use client';
// /mine/share: the invitation poster made in the browser — my code, its QR and link — saved as
// a picture, and the link copied for pasting into a chat. A guest has no code: 去登录 instead.
import { useQuery } from '@tanstack/react-query';

import { IntentLink } from '@/components/ui/intent-link';
import { useToast } from '@/components/ui/toast';
import { inviteIncomeQuery, ownUserQuery } from '@/lib/api/account/center';
import { QrCode } from '@/components/share/qr-code';
import { saveQrPicture } from '@/components/share/qr-image';

import fieldStyles from '../parts/fields.module.css';
import buttonStyles from '../parts/buttons.module.css';
import panelStyles from '../parts/panels.module.css';
import qrStyles from '../parts/qr.module.css';
import { SubPage } from '../parts/sub-page';
import { InviteLoginFirst, inviteLink, useLocationValue } from './invite-parts';

export function ShareScreen() {
  const income = useQuery(inviteIncomeQuery());
  const guest = useQuery(ownUserQuery()).data?.isGuest;
  const toast = useToast();
  const origin = useLocationValue((location) => location.origin);
  const code = income.data?.inviteCode;
  const link = code && origin ? inviteLink(origin, code) : '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(`邀请你来影视社区看片，邀请码 ${code}：${link}`);
      toast.success('邀请链接已复制');
    } catch {
      toast.error('复制失败，请长按链接复制');
    }
  };
  const save = async () => {
    const saved = await saveQrPicture(
      {
        text: link,
        title: '影视社区 · 邀请你来看片',
        lines: [`邀请码：${code}`, '扫码或打开链接加入'],
      },
      `邀请海报-${code}.png`,
    );
    if (saved) toast.success('海报已保存');
    else toast.error('保存失败，请截图保存');
  };

  if (guest) {
    return (
      <SubPage title="分享邀请">
        <InviteLoginFirst text="登录或注册账号后即可生成专属邀请海报" />
      </SubPage>
    );
  }
  return (
    <SubPage title="分享邀请">
      <section className={qrStyles.qrPanel} aria-label="邀请海报">
        <h2 className={panelStyles.heading}>
          邀请好友，每邀请1人得{(income.data?.rewardPerInvite ?? 100) / 10}钻石
        </h2>
        <div className={qrStyles.qrBox}>
          {link ? <QrCode text={link} label="邀请二维码" size={180} /> : <span>加载中…</span>}
        </div>
        <p className={fieldStyles.hint}>
          我的邀请码：<strong data-testid="share-code">{code ?? '—'}</strong>
        </p>
        <p className={panelStyles.linkText}>{link}</p>
        <button type="button" className={buttonStyles.primary} disabled={!link} onClick={save}>
          保存海报
        </button>
        <button type="button" className={buttonStyles.secondary} disabled={!link} onClick={copy}>
          复制邀请链接
        </button>
        <IntentLink href="/mine/invitation" className={buttonStyles.linkButton}>
          查看邀请记录
        </IntentLink>
      </section>
    </SubPage>
  );
}
