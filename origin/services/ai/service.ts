// The online-service entries (aiService/list): questions users ask most, each with its answer
// and the words that point to it. The smart service screen (/mine/setting/autokf) answers from
// them; the operator can replace the list through app_config key `aiService`.
import type { Db } from '../../db/client';
import { configValues } from '../platform/config';

export type ServiceEntry = {
  id: number;
  question: string;
  answer: string;
  keywords: string[];
  link: string;
};

const DEFAULT_ENTRIES: ServiceEntry[] = [
  {
    id: 1,
    question: '视频播放卡顿或无法播放怎么办？',
    answer: '请在播放页点击「线路」切换其他线路，或降低清晰度；仍无法播放请到问题反馈提交截图。',
    keywords: ['卡', '播放', '加载', '黑屏', '线路', '清晰度'],
    link: '/mine/problemFeedback',
  },
  {
    id: 2,
    question: '充值后钻石没有到账？',
    answer:
      '到账通常在1分钟内完成。超过10分钟未到账，请提交问题反馈并附上支付截图，我们会尽快处理。',
    keywords: ['充值', '到账', '钻石', '支付', '付款'],
    link: '/mine/problemFeedback',
  },
  {
    id: 3,
    question: '换手机后怎么找回账号？',
    answer:
      '在「我的 - 账号凭证」保存凭证二维码；在新设备打开「设置 - 扫码找回账号」扫描即可恢复。也可以用绑定的手机号登录。',
    keywords: ['找回', '换手机', '换设备', '凭证', '丢失', '账号'],
    link: '/mine/credentials',
  },
  {
    id: 4,
    question: 'VIP有什么特权？',
    answer:
      '开通VIP后全站VIP影片免费观看，并享受专属线路。至尊会员（SVIP）额外享有全部付费内容折扣。',
    keywords: ['vip', '会员', '特权', '开通', 'svip'],
    link: '/mine/vip',
  },
  {
    id: 5,
    question: '如何修改密码或绑定手机号？',
    answer: '进入「设置 - 账号与安全」，可修改登录密码、绑定或更换手机号。',
    keywords: ['密码', '手机', '绑定', '修改', '安全'],
    link: '/mine/setting/accountSecurity',
  },
  {
    id: 6,
    question: '邀请好友有什么奖励？',
    answer: '好友填写您的邀请码后，您可获得钻石奖励。在「我的 - 分享邀请」查看邀请码和推广海报。',
    keywords: ['邀请', '分享', '奖励', '推广', '邀请码'],
    link: '/mine/share',
  },
];

export async function serviceEntries(db: Db) {
  const configured = (await configValues(db, ['aiService'])).aiService;
  const list = Array.isArray(configured) ? (configured as ServiceEntry[]) : DEFAULT_ENTRIES;
  return {
    greeting: '您好，我是智能客服小影，请问有什么可以帮您？',
    fallback: '抱歉，小影暂时无法回答这个问题。您可以提交问题反馈，或联系人工客服。',
    list,
  };
}
