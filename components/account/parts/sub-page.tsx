'use client';
// A user-center screen: the header with its back arrow over the theme's mine gradient.
import type { ReactNode } from 'react';

import { Header } from '@/components/ui/header';

import styles from './sub-page.module.css';

export function SubPage({
  title,
  right,
  children,
}: {
  title: string;
  right?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className={styles.screen}>
      <Header title={title} right={right} />
      <div className={styles.body}>{children}</div>
    </main>
  );
}
