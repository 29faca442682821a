import { configure } from '@testing-library/react';

/**
 * jsdom lacks the browser APIs Mantine reads on mount (media queries, element resizing, scrolling).
 * Imported first by the web component tests.
 */
if (!window.matchMedia) {
  // The tests' providers respect reduced motion (respectReducedMotion) and the stub asks for it: Mantine's
  // transitions then schedule no timer, none can fire after a test file's window is gone (an "Uncaught
  // ReferenceError: window is not defined" that failed the run with every test passed).
  window.matchMedia = (query: string): MediaQueryList => ({
    media: query,
    matches: query.includes('prefers-reduced-motion: reduce'),
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: ResizeObserverStub });
}

window.scrollTo = () => {};

// Pages and menus load as lazy chunks: on a loaded 2-core machine (CI, several suites at once) their first
// import can exceed Testing Library's default 1 s wait, which made findBy* fail at random. Five seconds
// still fails a page that never shows its content.
configure({ asyncUtilTimeout: 5000 });
