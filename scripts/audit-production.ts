/**
 * `npm audit --omit=dev`, failing on any high or critical advisory in what the product ships. The audit needs
 * the registry's advisory service: when that cannot be reached (offline, or a mirror that does not offer it),
 * the check is skipped with a message saying so, instead of failing every test run for a reason outside the code.
 * Exit codes: 0 clean or skipped, 1 high/critical advisories found, 2 the audit failed in another way.
 */
import { spawnSync } from 'node:child_process';

type AuditReport = {
  metadata?: { vulnerabilities?: Record<string, number> };
  vulnerabilities?: Record<string, { severity: string; via: unknown[] }>;
  error?: { code?: string | null; summary?: string };
  message?: string;
  statusCode?: number;
};

// npm's codes for a registry it cannot reach, and the statuses of an advisory endpoint that is not there.
const UNREACHABLE =
  /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|audit endpoint returned an error/;

const audit = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', timeout: 120_000 });
const output = `${audit.stdout ?? ''}`;
let report: AuditReport;
try {
  report = JSON.parse(output) as AuditReport;
} catch {
  process.stderr.write(`npm audit gave no readable report:\n${output}\n${audit.stderr ?? ''}\n`);
  process.exit(2);
}

const counts = report.metadata?.vulnerabilities;
if (!counts) {
  const reason = report.error?.summary || report.message || audit.stderr || 'no report';
  if (UNREACHABLE.test(`${reason} ${report.error?.code ?? ''} ${audit.stderr ?? ''}`)) {
    process.stdout.write(
      `npm audit SKIPPED: the registry's advisory service is unreachable (${reason.trim().split('\n')[0]}). ` +
        'Run `npm audit --omit=dev` where it can be reached.\n',
    );
    process.exit(0);
  }
  process.stderr.write(`npm audit failed: ${reason}\n`);
  process.exit(2);
}

const serious = Object.entries(report.vulnerabilities ?? {}).filter(([, entry]) =>
  ['high', 'critical'].includes(entry.severity),
);
process.stdout.write(
  `npm audit --omit=dev: ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ` +
    `${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low\n`,
);
for (const [name, entry] of serious) process.stdout.write(`  ${entry.severity}: ${name}\n`);
process.exit(serious.length > 0 ? 1 : 0);
