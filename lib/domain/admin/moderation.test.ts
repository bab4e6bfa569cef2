import { describe, expect, it } from 'vitest';

import { tidyWords } from './moderation';

describe('tidyWords', () => {
  it('trims, drops blanks and repeats (case-insensitively), keeps the first spelling and order', () => {
    expect(tidyWords([' 赌博 ', '', 'Casino', 'casino', '赌博', '买粉'])).toEqual([
      '赌博',
      'Casino',
      '买粉',
    ]);
  });
});
