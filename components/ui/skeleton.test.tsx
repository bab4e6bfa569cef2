import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { Skeleton, SkeletonCard, SkeletonGroup, SkeletonLines, skeletonArea } from './skeleton';

afterEach(cleanup);

describe('Skeleton', () => {
  it('draws a decorative box of the given size and shape', () => {
    const { container } = render(<Skeleton width={120} height="1em" radius={8} />);
    const box = container.firstChild as HTMLElement;
    expect(box.getAttribute('aria-hidden')).toBe('true');
    expect(box.style.width).toBe('120px');
    expect(box.style.height).toBe('1em');
    expect(box.style.borderRadius).toBe('8px');
  });

  it('draws circles and fixed aspect-ratio covers', () => {
    const { container } = render(
      <>
        <Skeleton width={40} height={40} circle />
        <Skeleton width="100%" aspectRatio={16 / 9} />
      </>,
    );
    const [circle, cover] = Array.from(container.children) as HTMLElement[];
    expect(circle?.style.borderRadius).toBe('50%');
    expect(cover?.style.aspectRatio).toBe(String(16 / 9));
  });

  it('draws paragraph lines with a shorter last line', () => {
    const { container } = render(<SkeletonLines lines={3} />);
    const lines = Array.from((container.firstChild as HTMLElement).children) as HTMLElement[];
    expect(lines).toHaveLength(3);
    expect(lines.map((l) => l.style.width)).toEqual(['100%', '100%', '60%']);
  });

  it('draws a card with a cover, lines and an optional avatar', () => {
    const { container } = render(<SkeletonCard avatar />);
    const card = container.firstChild as HTMLElement;
    expect(card.getAttribute('aria-hidden')).toBe('true');
    expect(card.querySelectorAll('span[style*="border-radius: 50%"]')).toHaveLength(1);
  });

  it('announces a group once as 加载中 and lays it out in columns', () => {
    render(<SkeletonGroup count={6} columns={3} />);
    const group = screen.getByRole('status', { name: '加载中' });
    expect(group.getAttribute('aria-busy')).toBe('true');
    expect(group.children).toHaveLength(6);
    expect(group.style.gridTemplateColumns).toBe('repeat(3, minmax(0, 1fr))');
  });

  it('renders custom placeholders in a group', () => {
    render(<SkeletonGroup count={2}>{(i) => <SkeletonLines lines={i + 1} />}</SkeletonGroup>);
    expect(screen.getByRole('status').children).toHaveLength(2);
  });

  it('stops the shimmer for users who ask for reduced motion', () => {
    const css = readFileSync(resolve(process.cwd(), 'components/ui/skeleton.module.css'), 'utf8');
    const reduced = css.slice(css.indexOf('@media (prefers-reduced-motion: reduce)'));
    expect(reduced).toMatch(/\.box::after,\s*\.area::after\s*\{[^}]*animation:\s*none/);
  });

  it('makes cards, line groups and groups shimmer areas, and lets a screen make its own', () => {
    const area = skeletonArea();
    expect(area).not.toBe('');
    expect(skeletonArea('head').split(' ')).toEqual([area, 'head']);
    const { container } = render(
      <>
        <Skeleton width={20} height={20} />
        <SkeletonLines />
        <SkeletonCard />
        <SkeletonGroup count={1} />
      </>,
    );
    const [box, lines, card, group] = Array.from(container.children) as HTMLElement[];
    expect(box?.classList.contains(area)).toBe(false);
    for (const element of [lines, card, group])
      expect(element?.classList.contains(area)).toBe(true);
  });
});
