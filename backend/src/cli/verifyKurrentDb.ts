import { defaultVerifyDependencies, verifyKurrentDb } from '../eventStore/kurrentdb/verify';

/**
 * `npm run verify:kurrentdb`: the event-store contract suite and a start of the product against KurrentDB
 * (EVENTSTORE_URL, else a testcontainers container). Exit 0 verified, 1 failed, 3 skipped: no EVENTSTORE_URL and
 * no Docker engine, said plainly on stdout (eventStore/kurrentdb/verify.ts).
 */
process.exitCode = await verifyKurrentDb(defaultVerifyDependencies());
