// Usage: npx tsx libs/flags-sdk/conformance/cli.ts <folder of conformance vectors>
import { resolve } from 'node:path';
import { formatReport, runConformance } from './runner.js';

const dir = process.argv[2];
if (!dir) {
  console.error('Usage: conformance/cli.ts <folder of conformance vectors>');
  process.exit(2);
}
try {
  const report = await runConformance(resolve(dir));
  console.log(formatReport(report));
  process.exit(report.failed > 0 || report.checks.length === 0 ? 1 : 0);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  console.log('0 passed, 1 failed, 0 skipped');
  process.exit(1);
}
