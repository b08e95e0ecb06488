import type { AxeBuilder } from '@axe-core/playwright';

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

/** Each violation axe found on `path`, in words a failed test can show: rule, impact, where. */
export function describeViolations(path: string, violations: Violations): string[] {
  return violations.map(
    (violation) =>
      `${path}: ${violation.id} (${violation.impact ?? ''}) ${violation.help}\n    ` +
      violation.nodes
        .map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
        .join('\n    '),
  );
}
