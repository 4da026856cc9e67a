import type { Config } from '../config';
import { openDatabase } from './database';

/** A process on the embedded cluster and nothing else (database.int.spec.ts kills the cluster under it). */
const [dataDir] = process.argv.slice(2);
await openDatabase({ DATA_DIR: dataDir } as Config, (message) => console.log(message));
console.log('ready');
setInterval(() => undefined, 60_000);
