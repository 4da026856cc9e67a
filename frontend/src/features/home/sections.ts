export type SectionKey = 'availableNow' | 'vip' | 'newest';

/** The home's sections in their order on the page; the first one shown has its photos loaded first. */
export const SECTIONS: readonly SectionKey[] = ['availableNow', 'vip', 'newest'];
