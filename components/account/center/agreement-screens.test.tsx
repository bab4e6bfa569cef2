import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('next/navigation', async () => (await import('../account.test-support')).navigationModule);

import { renderScreen } from '../account.test-support';
import { PrivacyPolicyScreen, UserAgreementScreen } from './agreement-screens';

afterEach(() => cleanup());

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('用户协议', () => {
  it('covers accounts, minors, content, money, AI, closing the account and changes', () => {
    renderScreen(<UserAgreementScreen />);
    expect(headings()).toEqual([
      '一、账号',
      '二、未成年人',
      '三、内容与社区规则',
      '四、金币、钻石、积分与会员',
      '五、AI 创作',
      '六、账号注销',
      '七、协议变更与联系',
    ]);
    const text = document.body.textContent ?? '';
    expect(text).toContain('充值成功后不支持退款');
    expect(text).toContain('所扣钻石会自动退回');
    expect(text).toContain('「我的 - 设置」中申请注销账号');
  });
});

describe('隐私政策', () => {
  it('says what is collected, what stays on the device, sharing, rights and minors', () => {
    renderScreen(<PrivacyPolicyScreen />);
    expect(headings()).toEqual([
      '一、我们收集的信息',
      '二、我们如何使用',
      '三、保存在你设备上的信息',
      '四、共享与披露',
      '五、你的权利',
      '六、未成年人',
      '七、联系我们',
    ]);
    const text = document.body.textContent ?? '';
    expect(text).toContain('不保存你的银行卡或支付账号信息');
    expect(text).toContain('清除缓存');
    expect(text).toContain('注销账号');
  });
});
