// A reply's avatar while its picture loads (issue 35: it showed the app's play mark, which reads
// as a video icon): a person's silhouette, as when the author has no picture.
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { LogoMarkIcon } from '@/components/icons/image-placeholder-icons';
import { DefaultAvatarIcon } from '@/components/icons/mine-icons';
import { installDomFakes } from '@/components/ui/dom-fakes.test-support';

import { Avatar } from './author-line';

const markup = (node: React.ReactElement) => render(node).container.innerHTML;
const innerSvg = (html: string) => html.slice(html.indexOf('>') + 1);

beforeEach(() => installDomFakes());
afterEach(cleanup);

describe('Avatar', () => {
  it('shows a silhouette, not the play mark, while the author’s picture loads', () => {
    const play = innerSvg(markup(<LogoMarkIcon />));
    const person = innerSvg(markup(<DefaultAvatarIcon />));
    cleanup();
    const { container } = render(
      <Avatar author={{ id: 7, name: '影迷7', avatar: '/u/7-a.jpg' }} size={24} />,
    );
    expect(container.querySelector('[data-state]')?.getAttribute('data-state')).toBe('placeholder');
    expect(container.innerHTML).not.toContain(play);
    expect(container.innerHTML).toContain(person);
  });
});
