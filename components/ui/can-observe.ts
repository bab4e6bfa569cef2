// Whether this engine has IntersectionObserver (old WebViews lack it). The server counts as
// having it, so its markup matches the browser's first render where the observer exists.
export const canObserve = () => typeof window === 'undefined' || 'IntersectionObserver' in window;
