import type { Metadata } from 'next';

import { RechargeRecordScreen } from '@/components/money/recharge-record-screen';

export const metadata: Metadata = { title: '充值记录 - 影视社区' };

// §2 /mine/rechargeRecord: /mine's 充值记录.
export default function RechargeRecordPage() {
  return <RechargeRecordScreen />;
}
