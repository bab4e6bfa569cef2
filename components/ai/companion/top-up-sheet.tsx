'use client';
// 充值积分: AI女友's credit packs, priced in diamonds. A pack is chosen from a bottom sheet, then
// bought after a confirmation that shows the price against the balance (the shared diamond
// dialog: 钻石不足 offers 去充值 instead). A request id is kept per chosen pack until it is bought,
// so a retry after a lost answer charges once.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { ActionSheet } from '@/components/ui/action-sheet';
import { DiamondPayDialog } from '@/components/ui/diamond-pay-dialog';
import { useToast } from '@/components/ui/toast';
import { companionPacksQuery, usePayPack } from '@/lib/api/ai/companion';
import { packPriceText, type CompanionPack } from '@/lib/domain/ai/companion';

export const TOP_UP_TITLE = '充值积分';
export const SHORT_TEXT = '钻石不足';

const newRequestId = () =>
  `cp-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

export function TopUpSheet({
  open,
  onClose,
  diamonds,
  onPaid,
}: {
  open: boolean;
  onClose: () => void;
  /** The caller's diamonds (§5 tenths); null while not known. */
  diamonds: number | null;
  onPaid: (credits: number) => void;
}) {
  const toast = useToast();
  const packs = useQuery({ ...companionPacksQuery(), enabled: open });
  const pay = usePayPack();
  const [chosen, setChosen] = useState<{ pack: CompanionPack; requestId: string } | null>(null);
  const [short, setShort] = useState(false);

  const choose = (pack: CompanionPack) => {
    setShort(false);
    setChosen((now) => (now?.pack.id === pack.id ? now : { pack, requestId: newRequestId() }));
  };

  const buy = async () => {
    if (!chosen || pay.isPending) return;
    try {
      const outcome = await pay.mutateAsync({
        packId: chosen.pack.id,
        requestId: chosen.requestId,
      });
      if (outcome.short) {
        setShort(true);
        return;
      }
      toast.success(`充值成功，获得${chosen.pack.credits}积分`);
      setChosen(null);
      onPaid(chosen.pack.credits);
    } catch (error) {
      toast((error as { tip?: string }).tip ?? '充值失败，请稍后再试');
    }
  };

  const list = packs.data?.list ?? [];
  const price = chosen?.pack.price ?? 0;
  const enough = !short && (diamonds === null || diamonds >= price);
  return (
    <>
      <ActionSheet
        open={open}
        onClose={onClose}
        title={TOP_UP_TITLE}
        actions={
          list.length > 0
            ? list.map((pack) => ({
                label: `${pack.credits}积分`,
                description: [pack.name, packPriceText(pack.price), pack.tag]
                  .filter(Boolean)
                  .join(' · '),
                onSelect: () => choose(pack),
              }))
            : [{ label: packs.isError ? '加载失败，请稍后再试' : '加载中…', disabled: true }]
        }
      />
      <DiamondPayDialog
        open={chosen !== null}
        title="确认充值"
        price={price}
        balance={diamonds}
        short={short}
        paying={pay.isPending}
        onClose={() => setChosen(null)}
        onPay={() => void buy()}
      >
        {chosen ? `购买${chosen.pack.name}：${chosen.pack.credits}积分` : ''}
        {enough ? null : <strong>（{SHORT_TEXT}）</strong>}
      </DiamondPayDialog>
    </>
  );
}
