'use client';
// The console's pager for lists the origin pages (users, the queue, orders, codes…): 上一页 / 下一页.
import styles from './admin.module.css';

export const pageCount = (total: number | undefined, pageSize: number) =>
  Math.max(1, Math.ceil((total ?? 0) / pageSize));

export function PagePager(props: { page: number; pages: number; onPage: (page: number) => void }) {
  if (props.pages <= 1) return null;
  return (
    <div className={styles.pager}>
      <button
        type="button"
        className={`${styles.button} ${styles.ghost}`}
        disabled={props.page <= 1}
        onClick={() => props.onPage(props.page - 1)}
      >
        上一页
      </button>
      <span>
        第 {props.page} / {props.pages} 页
      </span>
      <button
        type="button"
        className={`${styles.button} ${styles.ghost}`}
        disabled={props.page >= props.pages}
        onClick={() => props.onPage(props.page + 1)}
      >
        下一页
      </button>
    </div>
  );
}
