/** An event as folds see it: type, payload, and when it happened (from its metadata). */
export type HistoricEvent<E extends { type: string; data: unknown }> = E & { readonly at: string };
