import { type ComponentType, lazy, useState } from 'react';

type Module<P> = { default: ComponentType<P> };

export interface PreloadableComponent<P extends object> {
  (props: P): React.JSX.Element;
  /** Starts the module's download (once); resolves when it can render without suspending. */
  preload: () => Promise<Module<P>>;
}

/**
 * `React.lazy` whose module can be fetched before the first render and then renders without suspending.
 *
 * A lazy component always suspends on its first render, even when its module has already arrived: its
 * Suspense boundary commits its fallback, and React 19 then holds the reveal of the content for 300 ms after
 * the last fallback shown (its "fallback throttle", for retries). On a first visit to a signed-in page, the
 * banners' boundary and then the page's each showed the loader, and the page's largest text painted 600 ms
 * after the shell (LCP, issue 22, decision 108). The entry preloads the chunks the first render needs
 * (`preload`) and renders once they are there: this component then renders the module directly, with no
 * fallback. A component mounted before its module arrived stays the lazy one for its whole life (no remount).
 */
export function lazyWithPreload<P extends object>(load: () => Promise<Module<P>>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<Module<P>> | undefined;
  const preload = (): Promise<Module<P>> => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed download (offline a moment) is tried again by the next render instead of being remembered.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(preload);
  function Preloadable(props: P) {
    // Decided once per mount: switching from the lazy to the module on a later render would remount the page.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
