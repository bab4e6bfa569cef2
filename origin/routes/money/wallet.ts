// The wallet's 明细 (ours: user/wallet/ledger; docs/money-api.md "Ledger"). Secure: a guest has a
// wallet too and sees its own rows; no call shows another user's.
import type { RouteDeps } from '../../http/context';
import type { Handlers } from '../../http/route';
import { pageRequest } from '../../services/platform/paging';
import { listLedger } from '../../services/money/wallet-ledger';

export function walletHandlers(deps: RouteDeps): Handlers {
  const { db } = deps;
  return {
    // POST /api/app/user/wallet/ledger – the caller's diamond and gold changes, newest first
    'user/wallet/ledger': ({ input, session }) =>
      listLedger(db, session.userId, { ...pageRequest(input), currency: input.currency }),
  };
}
