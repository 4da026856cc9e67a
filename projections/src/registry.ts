import { auditProjection } from './audit/projection';
import type { AnyProjection } from './runtime/projection';

/** Every read model the product runs; the worker follows them all, `rebuild --all` rebuilds them all. */
export const projections: readonly AnyProjection[] = [auditProjection];
