/**
 * IntersectionObserver for component tests (jsdom has none): records what is observed, and lets a test say
 * when an element comes near the viewport, as the browser would report it.
 */
export class FakeIntersectionObserver {
  static readonly instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  readonly rootMargin: string;

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    this.rootMargin = options.rootMargin ?? '0px';
    FakeIntersectionObserver.instances.push(this);
  }

  observe(element: Element): void {
    this.observed.add(element);
  }

  unobserve(element: Element): void {
    this.observed.delete(element);
  }

  disconnect(): void {
    this.observed.clear();
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** The browser reporting that an observed element now intersects the (margin-grown) viewport. */
  bringNear(element: Element): void {
    if (!this.observed.has(element)) return;
    const entry = { target: element, isIntersecting: true } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

/** The one observer the page's cards share, once a card has asked for it. */
export function cardObserver(): FakeIntersectionObserver {
  const [observer] = FakeIntersectionObserver.instances;
  if (!observer) throw new Error('No IntersectionObserver was created');
  return observer;
}
