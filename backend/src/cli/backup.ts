import { runBackupCli } from './backupCli';

process.exitCode = await runBackupCli(process.argv.slice(2));
