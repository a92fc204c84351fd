import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Lists, after the summary, every test skipped with a reason (no Redis at hand, say), so a run that
 * left out whole variants never reads as plain green.
 */
export class SkipReasonsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const lines: string[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const result = test.result();
        if (result.state !== 'skipped' || !result.note) continue;
        lines.push(`  ${path.relative(process.cwd(), module.moduleId)} > ${test.fullName}: ${result.note}`);
      }
    }
    if (lines.length > 0) process.stderr.write(`\n SKIPPED, with the reason:\n${lines.join('\n')}\n\n`);
  }
}
