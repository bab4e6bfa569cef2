// Test scaffolding for what jsdom lacks: IntersectionObserver, ResizeObserver, matchMedia.
// The observer stand-ins record what is observed and let a test say when an element enters
// or leaves the viewport, or was resized.
import { vi } from 'vitest';

export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  readonly rootMargin: string;
  readonly thresholds: number[];
  readonly root: Element | Document | null;

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    this.rootMargin = options.rootMargin ?? '0px';
    const threshold = options.threshold ?? 0;
    this.thresholds = Array.isArray(threshold) ? threshold : [threshold];
    this.root = options.root ?? null;
    FakeIntersectionObserver.instances.push(this);
  }

  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Report `isIntersecting` for `target` if this observer watches it. */
  report(target: Element, isIntersecting: boolean) {
    if (!this.targets.has(target)) return;
    const rect = target.getBoundingClientRect();
    const entry = {
      target,
      isIntersecting,
      intersectionRatio: isIntersecting ? 1 : 0,
      boundingClientRect: rect,
      intersectionRect: rect,
      rootBounds: null,
      time: performance.now(),
    } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }

  /** Report to every live observer watching `target`. */
  static reportAll(target: Element, isIntersecting: boolean) {
    for (const observer of FakeIntersectionObserver.instances)
      observer.report(target, isIntersecting);
  }

  static watching(target: Element): FakeIntersectionObserver[] {
    return FakeIntersectionObserver.instances.filter((o) => o.targets.has(target));
  }
}

export class FakeResizeObserver {
  static instances: FakeResizeObserver[] = [];
  readonly targets = new Set<Element>();

  constructor(private readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }

  /** Tell every observer watching `target` that it was resized. */
  static resize(target: Element) {
    for (const observer of FakeResizeObserver.instances) {
      if (!observer.targets.has(target)) continue;
      const entry = { target, contentRect: target.getBoundingClientRect() } as ResizeObserverEntry;
      observer.callback([entry], observer as unknown as ResizeObserver);
    }
  }
}

function fakeMatchMedia(query: string): MediaQueryList {
  return {
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  };
}

/** Install the fakes; pair with `vi.unstubAllGlobals()` after each test. */
export function installDomFakes() {
  FakeIntersectionObserver.instances = [];
  FakeResizeObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  vi.stubGlobal('matchMedia', fakeMatchMedia);
}

/**
 * jsdom lays nothing out, so embla would measure every slide at 0 px and stay inert.
 * This gives each element `width` x `height`, and each `[data-slide-index]` slide its place
 * in a row, so the carousel can really scroll. Returns the undo.
 */
export function fakeCarouselLayout(width = 300, height = 180): () => void {
  const proto = HTMLElement.prototype;
  const keys = ['offsetWidth', 'offsetHeight', 'offsetLeft', 'offsetTop'] as const;
  const saved = keys.map((key) => [key, Object.getOwnPropertyDescriptor(proto, key)] as const);
  const slideIndex = (el: HTMLElement) => Number(el.dataset.slideIndex ?? 0);
  const define = (key: string, get: (this: HTMLElement) => number) =>
    Object.defineProperty(proto, key, { configurable: true, get });
  define('offsetWidth', () => width);
  define('offsetHeight', () => height);
  define('offsetLeft', function offsetLeft(this: HTMLElement) {
    return slideIndex(this) * width;
  });
  define('offsetTop', () => 0);
  // Embla reads the last slide's computed margin; jsdom leaves it empty (NaN) otherwise.
  const style = document.createElement('style');
  style.textContent = '[data-slide-index] { margin-left: 0px; margin-right: 0px; }';
  document.head.append(style);
  return () => {
    style.remove();
    for (const [key, descriptor] of saved) {
      if (descriptor) Object.defineProperty(proto, key, descriptor);
      else Reflect.deleteProperty(proto, key);
    }
  };
}
