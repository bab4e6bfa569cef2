'use client';
// The 立即支付 tap: one order at a time (a second tap while one is placed does nothing), the
// payment page's window opened inside the tap (pay-page.ts says why), and what follows the answer:
// 金币支付 is paid at once (支付成功 and the new balances); 支付宝 and 微信支付 show their page and
// the 等待支付 dialog. A refusal shows the origin's tip; the choices on screen stay as they were.
import { useStore } from 'jotai';
import { useRef, useState } from 'react';

import { useToast } from '@/components/ui/toast';
import { failureText } from '@/lib/api/failure-text';
import {
  useSubmitRecharge,
  type RechargeChoice,
  type RechargeOrder,
} from '@/lib/api/money/recharge';
import { TIP_ORDER_CLOSED } from '@/lib/domain/money/recharge';
import { receivedText } from '@/lib/domain/money/recharge-choice';
import { preparePayPage } from '@/lib/navigation/pay-page';
import { isAppStoreAtom } from '@/lib/state/channel-atoms';

export const SUBMIT_FAILED = '下单失败，请稍后重试';
export const PAY_PAGE_FAILED = '支付页面打开失败，请在充值记录中继续支付';

export interface PendingOrderState {
  order: RechargeOrder;
  open: boolean;
}

export function useRechargeCheckout() {
  const submit = useSubmitRecharge();
  const store = useStore();
  const toast = useToast();
  // The mutation's own pending flag comes a render late: a quick second tap would order twice.
  const placing = useRef(false);
  const [pending, setPending] = useState<PendingOrderState | null>(null);

  const placed = (order: RechargeOrder, page: ReturnType<typeof preparePayPage> | null) => {
    if (order.status === 'paid') {
      page?.cancel();
      toast.success(`支付成功，${receivedText(order)}`);
      return;
    }
    if (order.status === 'closed') {
      page?.cancel();
      toast(TIP_ORDER_CLOSED);
      return;
    }
    // Dismissed (the user closed the blank window): 等待支付 offers to open it again.
    const shown = order.payUrl && page ? page.show(order.payUrl) : 'refused';
    if (shown === 'refused') toast(PAY_PAGE_FAILED);
    setPending({ order, open: true });
  };

  const pay = (choice: RechargeChoice) => {
    if (placing.current) return;
    placing.current = true;
    // Before the await: a window opened after it would be eaten by the popup blocker.
    const page = choice.payType === 'gold' ? null : preparePayPage(store.get(isAppStoreAtom));
    // mutateAsync, not mutate: its answer arrives even if the screen is left meanwhile, so the
    // blank window is never left behind.
    submit
      .mutateAsync(choice)
      .then(
        (answer) => placed(answer.order, page),
        (failure: unknown) => {
          page?.cancel();
          toast(failureText(failure, SUBMIT_FAILED));
        },
      )
      .finally(() => {
        placing.current = false;
      });
  };

  /** Shows the 等待支付 dialog for an order placed earlier (继续支付 in 充值记录). */
  const watch = (order: RechargeOrder) => setPending({ order, open: true });
  const closePending = () => setPending((state) => (state ? { ...state, open: false } : state));

  return { pay, busy: submit.isPending, pending, watch, closePending };
}
