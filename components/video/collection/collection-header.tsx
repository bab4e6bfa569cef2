'use client';
// The top of a collection: cover, name, 共N集, description and its price. A priced collection
// not yet bought offers 购买合集: a dialog with the price and the user's diamond balance
// (DiamondPayDialog, as the paywall's), then media/collect/pay; a short balance says 余额不足
// there and offers 去充值, before anything is asked of the server or after it answers 4010.
import { useState } from 'react';

import { DiamondIcon } from '@/components/icons/video-icons';
import { errorText } from '@/components/ui/error-state';
import { LazyImage } from '@/components/ui/lazy-image';
import { useToast } from '@/components/ui/toast';
import { DiamondPayDialog } from '@/components/ui/diamond-pay-dialog';
import { useCurrentUser } from '@/lib/api/account/user';
import { isApiError } from '@/lib/api/envelope';
import { useBuyCollection } from '@/lib/api/video/media';
import { MEDIA_CODE, type Collection } from '@/lib/api/video/media-types';
import { formatDiamond } from '@/lib/domain/platform/format';
import { walletOf } from '@/lib/domain/money/wallet';

import styles from './collection-screen.module.css';

/** The user's diamonds as last known, fetched afresh whenever the purchase dialog opens. */
function useDiamondBalance() {
  const { user, query } = useCurrentUser();
  const fresh = walletOf(query.data) ?? walletOf(user);
  return { balance: fresh ? fresh.diamonds : null, refresh: () => void query.refetch() };
}

export function CollectionHeader({
  id,
  collection,
  bought,
}: {
  id: number;
  collection: Collection;
  bought: boolean;
}) {
  const toast = useToast();
  const buy = useBuyCollection(id);
  const { balance, refresh } = useDiamondBalance();
  const [open, setOpen] = useState(false);
  /** The server said 4010 although the balance looked enough (spent elsewhere meanwhile). */
  const [refused, setRefused] = useState(false);
  const priced = collection.price > 0;
  const price = formatDiamond(collection.price);

  const onBuy = () => {
    setRefused(false);
    setOpen(true);
    refresh();
  };
  const pay = () =>
    buy.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast.success('购买成功');
      },
      onError: (error) => {
        if (isApiError(error) && error.code === MEDIA_CODE.balanceLow) {
          setRefused(true);
          refresh();
          return;
        }
        toast.error(errorText(error));
      },
    });

  let action = null;
  if (bought) action = <span className={styles.bought}>已购买</span>;
  else if (priced) {
    action = (
      <button type="button" className={styles.buy} onClick={onBuy} disabled={buy.isPending}>
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
      {priced && (
        <DiamondPayDialog
          open={open}
          title="购买合集"
          price={collection.price}
          balance={balance}
          short={refused}
          paying={buy.isPending}
          onClose={() => setOpen(false)}
          onPay={pay}
        >
          {`购买「${collection.name}」后，合集内全部视频均可观看`}
        </DiamondPayDialog>
      )}
    </div>
  );
}
