'use client';
// /ai/aiGirlfriend (§2): AI女友. A persona chosen from the operator's, the conversation kept on
// the server (the same on every device of the account), each reply streamed word by word and
// paid in 积分 as it streams, a clear 停止, the balance with 充值积分 (packs bought with
// diamonds), and a reply cut where the 积分 end that goes on (继续) after a top-up. Replies the
// built-in demo wrote are marked 演示生成.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { Header } from '@/components/ui/header';
import { companionPersonasQuery } from '@/lib/api/ai/companion';

import shared from '../ai-studio.module.css';
import { ChatInput } from './chat-input';
import { ChatLog } from './chat-log';
import styles from './companion.module.css';
import { PersonaPicker } from './persona-picker';
import { TopUpSheet } from './top-up-sheet';
import { useCompanionChat } from './use-companion-chat';

export const DEMO_NOTE = '演示模式：回复由内置演示程序生成，并非真实AI模型';

export function CompanionScreen() {
  const personas = useQuery(companionPersonasQuery());
  const list = personas.data?.list ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const personaId = chosen ?? list[0]?.id ?? null;
  const persona = list.find((p) => p.id === personaId) ?? null;
  const chat = useCompanionChat(personaId);
  const [topUp, setTopUp] = useState(false);
  const demo = personas.data?.demo ?? false;

  return (
    <main className={`${shared.screen} ${styles.screen}`}>
      <Header
        title="AI女友"
        right={
          <button type="button" className={styles.balance} onClick={() => setTopUp(true)}>
            <span aria-label="积分余额">积分 {chat.balance ? chat.balance.balance : '—'}</span>
            <span className={styles.balanceAction}>充值积分</span>
          </button>
        }
      />
      {personas.isError ? (
        <p className={styles.empty}>角色加载失败，请稍后再试</p>
      ) : (
        <PersonaPicker
          personas={list}
          value={personaId}
          disabled={chat.running}
          onChange={(id) => {
            setChosen(id);
            chat.clearShort();
          }}
        />
      )}
      {persona && <p className={styles.intro}>{persona.intro}</p>}
      {demo && <p className={styles.demoNote}>{DEMO_NOTE}</p>}
      {persona ? (
        <ChatLog
          persona={persona}
          messages={chat.messages}
          live={chat.live}
          demo={demo}
          balance={chat.balance?.balance ?? null}
          short={chat.short}
          running={chat.running}
          onTopUp={() => setTopUp(true)}
          onContinue={(id) => void chat.goOn(id)}
        />
      ) : (
        <div className={styles.log} />
      )}
      <ChatInput
        name={persona?.name ?? ''}
        running={chat.running}
        disabled={!persona}
        onSend={chat.send}
        onStop={chat.stop}
      />
      <TopUpSheet
        open={topUp}
        onClose={() => setTopUp(false)}
        diamonds={chat.balance?.diamonds ?? null}
        onPaid={() => {
          setTopUp(false);
          chat.clearShort();
        }}
      />
    </main>
  );
}
