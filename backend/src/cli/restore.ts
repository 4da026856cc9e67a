import { runRestoreCli } from './backupCli';

process.exitCode = await runRestoreCli(process.argv.slice(2));
