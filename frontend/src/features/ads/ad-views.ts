/**
 * The code that draws what a placement holds, loaded apart (the pages holding a placement keep it out of their first
 * load) and remembered once here. A page that waits for its placement waits for this code too, and a placement shown
 * after the page painted is shown only once its code is here: neither then renders an empty box that fills later.
 */
const loaders = {
  block: () => import('./components/AdBlockView'),
  vip: () => import('./components/VipPromotionAd'),
};

export type AdViewKind = keyof typeof loaders;
type Views = { [Kind in AdViewKind]: Awaited<ReturnType<(typeof loaders)[Kind]>> };

const loaded: Partial<Views> = {};
const loading: Partial<Record<AdViewKind, Promise<unknown>>> = {};
const listeners = new Set<() => void>();

/** Loads one view's code (once); the page re-renders with it through `subscribeAdViews`. */
export function loadAdView<Kind extends AdViewKind>(kind: Kind): Promise<Views[Kind]> {
  loading[kind] ??= loaders[kind]().then((module) => {
    loaded[kind] = module as Views[Kind];
    for (const listener of listeners) listener();
    return module;
  });
  return loading[kind] as Promise<Views[Kind]>;
}

/** The view's code when it has loaded, so a new block renders at once rather than through a Suspense fallback. */
export const loadedAdView = <Kind extends AdViewKind>(kind: Kind): Views[Kind] | undefined => loaded[kind];

export function subscribeAdViews(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
