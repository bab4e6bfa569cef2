import {
  act,
  cleanup,
  fireEvent,
  render as renderBare,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const cache = vi.hoisted(() => ({
  acquireImage: vi.fn((src: string) =>
    Promise.resolve({ url: `blob:decoded${src}`, release: () => {} }),
  ),
  invalidateImage: vi.fn(),
}));
vi.mock('@/lib/media/image-cache', () => cache);

import { DOUBLE_TAP_ZOOM } from '@/lib/domain/shell/zoom';
import { applyConfigAtom } from '@/lib/state/app-atoms';

import { ImageViewer, slideName } from './image-viewer';
import { fakeCarouselLayout, installDomFakes } from './dom-fakes.test-support';

const IMAGES = ['/community/p-1.jpg', '/community/p-2.png', '/community/p-3.jpg'];
const LINES = ['https://img-1.example'];

/** Under a store whose config has an IMAGE line, as in the app after the bootstrap. */
function render(ui: ReactNode) {
  const store = createStore();
  store.set(applyConfigAtom, { domain: [{ type: 'IMAGE', urls: LINES }] });
  return renderBare(<Provider store={store}>{ui}</Provider>);
}

function Harness({ start = 1, onClose = vi.fn() }: { start?: number; onClose?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        查看第{start + 1}张图片
      </button>
      <ImageViewer
        open={open}
        images={IMAGES}
        index={start}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        saveName={(i) => `post-7-${i + 1}`}
      />
    </>
  );
}

const viewer = () => screen.getByRole('dialog', { name: '查看图片' });
const stageOf = (index: number) =>
  screen.getByRole('group', { name: slideName(index, IMAGES.length), hidden: true })
    .firstElementChild as HTMLElement;
const surfaceOf = (index: number) => stageOf(index).firstElementChild as HTMLElement;

let pointerId = 0;
function press(target: HTMLElement, x = 100, y = 200) {
  pointerId += 1;
  const init = { pointerId, pointerType: 'touch', clientX: x, clientY: y, isPrimary: true };
  fireEvent.pointerDown(target, init);
  return {
    move: (mx: number, my: number) =>
      fireEvent.pointerMove(target, { ...init, clientX: mx, clientY: my }),
    up: (ux = x, uy = y) => fireEvent.pointerUp(target, { ...init, clientX: ux, clientY: uy }),
  };
}

let undoLayout: () => void;
beforeEach(() => {
  installDomFakes();
  undoLayout = fakeCarouselLayout(360, 640);
  // The stage measures itself for the gestures: a phone-sized box at the top left.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, width: 360, height: 640 }),
  );
  window.history.replaceState({ page: 'post' }, '', '/community/postDetail?id=7');
});
afterEach(() => {
  cleanup();
  undoLayout();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  cache.acquireImage.mockClear();
});

describe('ImageViewer', () => {
  it('opens on the tapped picture as a modal: its place, its name, focus in, the page locked', async () => {
    render(<Harness start={1} />);
    const dialog = viewer();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByText('2/3')).toBeTruthy();
    const current = screen.getByRole('group', { name: '第2张，共3张' });
    expect(current.getAttribute('aria-roledescription')).toBe('slide');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '关闭' }));
    expect(document.body.style.overflow).toBe('hidden');
    // The picture comes from the app's image cache (decoded bytes), not from the CDN.
    await waitFor(() =>
      expect(current.querySelector('img')?.getAttribute('src')).toBe(
        'blob:decoded/community/p-2.png',
      ),
    );
    // The ones beside it load too; the rest wait.
    expect(cache.acquireImage.mock.calls.map((c) => c[0]).sort()).toEqual(IMAGES.slice().sort());
  });

  it('moves between pictures with the arrows and the keyboard, ends without a step past them', () => {
    render(<Harness start={1} />);
    fireEvent.click(screen.getByRole('button', { name: '下一张' }));
    expect(within(viewer()).getByText('3/3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '下一张' })).toBeNull();
    fireEvent.keyDown(viewer(), { key: 'ArrowLeft' });
    fireEvent.keyDown(viewer(), { key: 'ArrowLeft' });
    expect(within(viewer()).getByText('1/3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '上一张' })).toBeNull();
    expect(screen.getByRole('group', { name: '第1张，共3张' })).toBeTruthy();
  });

  it('closes on Escape and on 关闭, giving the page back its scroll and the history its entry', async () => {
    const onClose = vi.fn();
    const { unmount } = render(<Harness onClose={onClose} />);
    expect(window.history.state).toMatchObject({ __overlay: expect.any(String) });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.body.style.overflow).not.toBe('hidden');
    await waitFor(() => expect(window.history.state).toEqual({ page: 'post' }));
    unmount();

    render(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('closes on the back button or gesture, staying on the page', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    act(() => window.history.back());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(window.location.pathname).toBe('/community/postDetail');
    expect(window.history.state).toEqual({ page: 'post' });
  });

  it('a tap closes; a double tap zooms in at the point and back out, without closing', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const stage = stageOf(1);
    press(stage, 100, 200).up();
    press(stage, 102, 201).up();
    await waitFor(() =>
      expect(surfaceOf(1).style.transform).toContain(`scale(${DOUBLE_TAP_ZOOM})`),
    );
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(onClose).not.toHaveBeenCalled();
    press(stage, 100, 200).up();
    press(stage, 100, 200).up();
    await waitFor(() => expect(surfaceOf(1).style.transform).toContain('scale(1)'));

    press(stage, 50, 50).up();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('pinches with two fingers and settles back when let go under the whole size', () => {
    render(<Harness />);
    const stage = stageOf(1);
    const a = { pointerId: 91, pointerType: 'touch', clientX: 130, clientY: 320 };
    const b = { pointerId: 92, pointerType: 'touch', clientX: 230, clientY: 320 };
    fireEvent.pointerDown(stage, a);
    fireEvent.pointerDown(stage, b);
    fireEvent.pointerMove(stage, { ...b, clientX: 330 });
    expect(surfaceOf(1).style.transform).toContain('scale(2)');
    fireEvent.pointerMove(stage, { ...b, clientX: 180 });
    fireEvent.pointerUp(stage, { ...b, clientX: 180 });
    fireEvent.pointerUp(stage, a);
    expect(surfaceOf(1).style.transform).toContain('scale(1)');
  });

  it('a swipe down far enough closes; a short, slow one springs back', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const stage = stageOf(1);
    const short = press(stage, 100, 200);
    short.move(100, 230);
    short.move(100, 260);
    expect(surfaceOf(1).style.transform).toContain('60px');
    // Slow: 60 px over a quarter second is no flick.
    await new Promise((resolve) => setTimeout(resolve, 250));
    short.up(100, 260);
    expect(onClose).not.toHaveBeenCalled();
    expect(surfaceOf(1).style.transform).toContain('translate3d(0px, 0px, 0)');
    const far = press(stage, 100, 200);
    far.move(100, 260);
    far.move(100, 400);
    far.up(100, 400);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a long press offers 保存图片, which downloads the decoded picture under its name', async () => {
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download });
    });
    const onClose = vi.fn();
    render(<Harness start={1} onClose={onClose} />);
    const hold = press(stageOf(1));
    const sheet = await screen.findByRole('dialog', { name: '图片操作' });
    hold.up();
    // The click a browser would make of that lifted finger must not land on the sheet.
    expect(fireEvent.touchEnd(stageOf(1), { cancelable: true })).toBe(false);
    expect(fireEvent.touchEnd(stageOf(1), { cancelable: true })).toBe(true);
    fireEvent.click(within(sheet).getByRole('button', { name: '保存图片' }));
    await waitFor(() =>
      expect(clicked).toEqual([
        { href: 'blob:decoded/community/p-2.png', download: 'post-7-2.png' },
      ]),
    );
    // The held finger was no tap: the viewer stays.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(onClose).not.toHaveBeenCalled();
    expect(viewer()).toBeTruthy();
  });

  it('a right click or the platform’s long press menu asks the same, not the browser’s menu', async () => {
    render(<Harness />);
    const menu = fireEvent.contextMenu(stageOf(1));
    expect(menu).toBe(false);
    expect(await screen.findByRole('dialog', { name: '图片操作' })).toBeTruthy();
  });
});
