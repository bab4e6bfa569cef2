import { describe, expect, it } from 'vitest';

import { DOCK_CLEARANCE_PX, dockLift } from './floating-dock';

// The column at rest: 110 px tall, its bottom 66 px above a 664 px screen's foot.
const DOCK = { top: 488, bottom: 598 };

describe('dockLift', () => {
  it('stays put when nothing is in the way', () => {
    expect(dockLift(DOCK, [], 300)).toBe(0);
    expect(
      dockLift(
        DOCK,
        [
          { top: 100, bottom: 132 },
          { top: 620, bottom: 650 },
        ],
        300,
      ),
    ).toBe(0);
  });

  it('moves up just past a link under it, keeping the clearance', () => {
    const more = { top: 540, bottom: 572 };
    const lift = dockLift(DOCK, [more], 300)!;
    expect(DOCK.bottom - lift).toBe(more.top - DOCK_CLEARANCE_PX);
    // Also a link just below or above within the clearance counts as in the way.
    expect(dockLift(DOCK, [{ top: 600, bottom: 632 }], 300)).toBeGreaterThan(0);
    expect(dockLift(DOCK, [{ top: 450, bottom: 484 }], 300)).toBeGreaterThan(0);
  });

  it('clears a second link met on the way up', () => {
    const lower = { top: 560, bottom: 592 };
    const upper = { top: 420, bottom: 452 };
    const lift = dockLift(DOCK, [lower, upper], 400)!;
    expect(DOCK.bottom - lift).toBeLessThanOrEqual(upper.top - DOCK_CLEARANCE_PX);
    const moved = { top: DOCK.top - lift, bottom: DOCK.bottom - lift };
    for (const link of [lower, upper])
      expect(link.bottom <= moved.top || link.top >= moved.bottom).toBe(true);
  });

  it('gives up past the most it may move', () => {
    expect(dockLift(DOCK, [{ top: 300, bottom: 598 }], 200)).toBeNull();
  });
});
