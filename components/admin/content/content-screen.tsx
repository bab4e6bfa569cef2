'use client';
// 内容: the source upload and the list of ingests (an editor's and the owner's).
import styles from '../admin.module.css';
import { mayCall, useMe } from '../admin-me';
import { NoRight } from '../coming-soon';
import { ContentList } from './content-list';
import { UploadPanel } from './upload-panel';

export function ContentScreen() {
  const me = useMe();
  if (!mayCall(me, 'content/ingest/list')) return <NoRight title="内容" />;
  return (
    <section aria-labelledby="admin-title">
      <h1 id="admin-title" className={styles.title}>
        内容
      </h1>
      <UploadPanel />
      <ContentList />
    </section>
  );
}
