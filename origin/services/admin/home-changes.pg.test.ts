// Two editors publishing the same section at once (PostgreSQL with a pool; PGlite has one
// connection): both read version 1, exactly one save lands, the other is refused with 4090, and
// the one audit row matches the change that stands. Skipped unless ORIGIN_TEST_DB=pg.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';

import { auditLog } from '../../db/schema/admin';
import { homeSections } from '../../db/schema/media';
import { ApiError } from '../../http/envelope';
import { createHarness } from '../../test/harness';
import { pgSuite } from '../../test/pg-suite';
import { publishSections } from './home-changes';
import { homeLayout } from './home-view';

const pg = pgSuite((db) => createHarness(db));

pg.describe('publishing home sections', () => {
  it('keeps one of two concurrent saves on the same version and refuses the other', async () => {
    const [tab] = await homeLayout(pg.db, 'home');
    const read = tab!.sections;
    const saveAs = (name: string, operatorId: number) =>
      publishSections(
        pg.db,
        { operatorId, address: '10.0.0.1' },
        { tabId: tab!.id, sections: read.map((s, i) => (i === 0 ? { ...s, name } : s)) },
        pg.h.clock.ms,
      );
    const results = await Promise.allSettled([saveAs('甲的栏目', 1), saveAs('乙的栏目', 2)]);

    const kept = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(kept).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toBeInstanceOf(ApiError);
    expect(((refused[0] as PromiseRejectedResult).reason as ApiError).code).toBe(4090);

    const [row] = await pg.db.select().from(homeSections).where(eq(homeSections.id, read[0]!.id));
    expect(row!.version).toBe(read[0]!.version + 1);
    const audits = await pg.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `home_section:${read[0]!.id}`));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.after).toMatchObject({ name: row!.name });
  });
});
