import { runAdminCli } from './adminCli';

process.exitCode = await runAdminCli(process.argv.slice(2));
