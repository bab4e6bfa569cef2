'use client';
// The 游戏 tab (§2 /game, §7 Game login): game/login answers a short-lived link into the game
// centre (the operator's platform; the origin serves a demo one), shown in a sandboxed frame
// that fills the tab. Each visit asks for a fresh link; 刷新 asks again and reloads the centre.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { TabScreen } from '@/components/shell/tab-screen';
import { ErrorState } from '@/components/ui/error-state';
import { failureText } from '@/lib/api/failure-text';
import { gameLoginQuery } from '@/lib/api/game/game';
import { TIP_GAME_LOGIN_FAILED, gameFrameSandbox, isGameUrl } from '@/lib/domain/game/game';

import styles from './game-screen.module.css';

function GameFrame({ url }: { url: string }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div className={styles.frameBox}>
      <iframe
        className={styles.frame}
        src={url}
        title="游戏中心"
        sandbox={gameFrameSandbox(url, window.location.origin)}
        referrerPolicy="no-referrer"
        onLoad={() => setLoaded(true)}
      />
      {!loaded && (
        <p className={styles.loading} role="status">
          正在进入游戏中心…
        </p>
      )}
    </div>
  );
}

export function GameScreen() {
  const login = useQuery(gameLoginQuery());
  const url = login.data?.url ?? '';
  const reload = (
    <button
      type="button"
      className={styles.reload}
      onClick={() => void login.refetch()}
      aria-label="刷新游戏中心"
      disabled={login.isFetching}
    >
      刷新
    </button>
  );
  let body;
  if (login.isPending) {
    body = (
      <div className={styles.frameBox}>
        <p className={styles.loading} role="status">
          正在进入游戏中心…
        </p>
      </div>
    );
  } else if (login.isError || !isGameUrl(url)) {
    body = (
      <ErrorState
        message={
          login.isError ? failureText(login.error, TIP_GAME_LOGIN_FAILED) : TIP_GAME_LOGIN_FAILED
        }
        onRetry={() => void login.refetch()}
      />
    );
  } else {
    // Each answer is a new visit, even when the link is the same (two links asked for within
    // one second are identical): the key reloads the frame on every 刷新.
    body = <GameFrame key={login.dataUpdatedAt} url={url} />;
  }
  return (
    <TabScreen title="游戏" headerRight={reload}>
      {body}
    </TabScreen>
  );
}
