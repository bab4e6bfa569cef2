// Which providers PAY_PROVIDER switched on (docs/money-api.md "Payment providers"): 支付宝 and/or
// 微信支付, or else the demo. The demo's notice stays with its page off (PAY_DEMO_CASHIER=0) as a
// real provider's would; under a real provider it is not served at all.
import type { PayTypeCode } from '@/lib/domain/money/recharge';

import type { OriginConfig } from '../../config';
import { createAlipayProvider } from './pay-alipay';
import { createDemoProvider } from './pay-demo';
import type { PayProvider } from './pay-providers';
import { createPaySigner, type PaySigner } from './pay-sign';
import { createWechatProvider } from './pay-wechat';

export type PayProviders = {
  /** Whose notices are taken, each at its own path. */
  notifying: readonly PayProvider[];
  /** Who takes payments now: the demo only while its page is on. */
  paying: readonly PayProvider[];
  /** The ways to pay online (支付宝, 微信支付) that a paying provider takes. */
  online: readonly PayTypeCode[];
  signer: PaySigner;
};

export function choosePayProviders(
  config: Pick<OriginConfig, 'pay' | 'payDemoCashier' | 'signKey' | 'publicUrl'>,
): PayProviders {
  const signer = createPaySigner(config.signKey, config.publicUrl);
  const real: PayProvider[] = [];
  if (config.pay.alipay) real.push(createAlipayProvider(config.pay.alipay, config.publicUrl));
  if (config.pay.wechat) real.push(createWechatProvider(config.pay.wechat, config.publicUrl));
  const demo = real.length === 0 ? [createDemoProvider(signer)] : [];
  const paying = real.length > 0 ? real : config.payDemoCashier ? demo : [];
  return {
    notifying: [...real, ...demo],
    paying,
    online: paying.flatMap((p) => p.payTypes),
    signer,
  };
}
