import { describe, expect, it } from 'vitest';

import { saveFileName } from './image-save';

describe('saveFileName', () => {
  it('keeps the picture’s own extension, jpg when its path has none', () => {
    expect(saveFileName('/community/p-2.png', 'post-7-2')).toBe('post-7-2.png');
    expect(saveFileName('https://cdn.example/a/b.JPEG?x=1', 'post-7-1')).toBe('post-7-1.jpeg');
    expect(saveFileName('/community/picture', 'post-7-3')).toBe('post-7-3.jpg');
  });
});
