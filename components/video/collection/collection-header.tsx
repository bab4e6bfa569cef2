'use client';
// The top of a collection: cover, name, 共N集, description and its price. A priced collection
// not yet bought offers 购买合集: a confirm, then media/collect/pay; too few diamonds (4010)
// says so and opens the recharge page.
import { DiamondIcon } from '@/components/icons/video-icons';
import { useConfirm } from '@/components/ui/confirm';
import { errorText } from '@/components/ui/error-state';
import { LazyImage } from '@/components/ui/lazy-image';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api/envelope';
import { useBuyCollection } from '@/lib/api/video/media';
import { MEDIA_CODE, type Collection } from '@/lib/api/video/media-types';
import { formatDiamond } from '@/lib/domain/format';
import { DIAMOND_RECHARGE_ROUTE } from '@/lib/domain/video-links';
import { useOpenLink } from '@/lib/navigation/use-open-link';

import styles from './collection-screen.module.css';

export const BALANCE_LOW_TIP = '钻石余额不足';

export function CollectionHeader({
  id,
  collection,
  bought,
}: {
  id: number;
  collection: Collection;
  bought: boolean;
}) {
  const confirm = useConfirm();
  const toast = useToast();
  const openLink = useOpenLink();
  const buy = useBuyCollection(id);
  const priced = collection.price > 0;
  const price = formatDiamond(collection.price);

  const onBuy = async () => {
    const yes = await confirm({
      title: '购买合集',
      message: `确定花费 ${price} 钻石购买「${collection.name}」吗？购买后合集内全部视频均可观看。`,
      confirmText: '确定购买',
    });
    if (!yes) return;
    try {
      await buy.mutateAsync();
      toast.success('购买成功');
    } catch (error) {
      if (isApiError(error) && error.code === MEDIA_CODE.balanceLow) {
        toast.error(BALANCE_LOW_TIP);
        void openLink(DIAMOND_RECHARGE_ROUTE);
        return;
      }
      toast.error(errorText(error));
    }
  };

  let action = null;
  if (bought) action = <span className={styles.bought}>已购买</span>;
  else if (priced) {
    action = (
      <button
        type="button"
        className={styles.buy}
        onClick={() => void onBuy()}
        disabled={buy.isPending}
      >
        {buy.isPending ? '购买中…' : '购买合集'}
      </button>
    );
  }

  return (
    <div className={styles.head}>
      <LazyImage src={collection.cover} alt={collection.name} preload className={styles.cover} />
      <div className={styles.info}>
        <h2 className={styles.name}>{collection.name}</h2>
        <p className={styles.meta}>
          <span>共{collection.count}集</span>
          <span className={styles.price}>
            {priced ? (
              <>
                <DiamondIcon className={styles.priceIcon} />
                {price}钻石
              </>
            ) : (
              '免费'
            )}
          </span>
        </p>
        {collection.description && <p className={styles.description}>{collection.description}</p>}
        {action}
      </div>
    </div>
  );
}
