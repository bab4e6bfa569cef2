import { describe, expect, it } from 'vitest';

import { centredSquare } from './avatar-crop';

describe('centredSquare', () => {
  it('takes the middle square and scales it down to 256 px', () => {
    expect(centredSquare(1000, 600)).toEqual({ sx: 200, sy: 0, side: 600, out: 256 });
    expect(centredSquare(300, 901)).toEqual({ sx: 0, sy: 300, side: 300, out: 256 });
  });

  it('never scales up, and refuses pictures under 64 px', () => {
    expect(centredSquare(100, 120)).toEqual({ sx: 0, sy: 10, side: 100, out: 100 });
    expect(centredSquare(63, 500)).toBeNull();
    expect(centredSquare(Number.NaN, 500)).toBeNull();
  });
});
