// /mine/setting/about 关于 (issue 39): the app version (§ "app version 2.1.1", the same constant
// the X-User-Agent sends), the build (commit and time, stamped by next.config.mjs) and the
// agreements.
import { describeBuild } from '@/lib/domain/platform/app-build';
import { APP_VERSION } from '@/lib/domain/platform/constants';

import { AGREEMENT_ROUTE, PRIVACY_ROUTE } from '../login/consent-tick';
import { CellGroup } from '../parts/cells';
import { SubPage } from '../parts/sub-page';
import styles from './about-screen.module.css';

export function AboutScreen() {
  const build = describeBuild(
    process.env.NEXT_PUBLIC_BUILD_COMMIT,
    process.env.NEXT_PUBLIC_BUILD_TIME,
  );
  return (
    <SubPage title="关于">
      <div className={styles.head}>
        {/* eslint-disable-next-line @next/next/no-img-element -- a small static SVG. */}
        <img className={styles.mark} src="/icon.svg" alt="" width={72} height={72} />
        <h2 className={styles.name}>影视社区</h2>
        <p className={styles.version} data-testid="app-version">
          版本 {APP_VERSION}
        </p>
      </div>
      <CellGroup
        label="版本信息"
        cells={[
          { label: '版本号', value: APP_VERSION },
          { label: '构建版本', value: <span data-testid="build-commit">{build.commit}</span> },
          { label: '构建时间', value: build.time },
        ]}
      />
      <CellGroup
        label="协议"
        cells={[
          { label: '用户协议', href: AGREEMENT_ROUTE },
          { label: '隐私政策', href: PRIVACY_ROUTE },
        ]}
      />
      <p className={styles.copyright}>影视社区 · 仅供演示</p>
    </SubPage>
  );
}
