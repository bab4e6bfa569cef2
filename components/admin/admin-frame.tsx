'use client';
// The console's frame: the side nav (items the role may open), the operator and logout on top.
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

import { ROLE_LABELS } from '@/lib/domain/admin/roles';
import { useAdminLogout } from '@/lib/api/admin/use-admin';
import type { AdminMe } from '@/lib/protocol/shapes/admin/auth';

import styles from './admin.module.css';
import { AdminMeContext, mayCall } from './admin-me';
import { NAV_ITEMS } from './nav-items';

export function AdminFrame({ me, children }: { me: AdminMe; children: ReactNode }) {
  const pathname = usePathname();
  const logout = useAdminLogout();
  const items = NAV_ITEMS.filter((item) => !item.call || mayCall(me, item.call));
  return (
    <AdminMeContext.Provider value={me}>
      <div className={styles.frame}>
        <aside className={styles.side}>
          <p className={styles.brand}>运营后台</p>
          <nav className={styles.nav} aria-label="后台导航">
            <ul>
              {items.map((item) => (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    className={styles.navLink}
                    aria-current={pathname === item.href ? 'page' : undefined}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
        <div className={styles.main}>
          <header className={styles.top}>
            <span>
              {me.name} <span className={styles.muted}>（{ROLE_LABELS[me.role]}）</span>
            </span>
            <button
              type="button"
              className={`${styles.button} ${styles.ghost}`}
              disabled={logout.isPending}
              onClick={() => logout.mutate()}
            >
              退出登录
            </button>
          </header>
          <main className={styles.content}>{children}</main>
        </div>
      </div>
    </AdminMeContext.Provider>
  );
}
