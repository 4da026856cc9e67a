import { runAnalyticsCli } from './analyticsCli';

process.exitCode = await runAnalyticsCli(process.argv.slice(2));
