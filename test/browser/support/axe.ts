import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.2 AA tag set: every A and AA rule of WCAG 2.0, 2.1 and 2.2. */
export const WCAG22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe's violations on the page as it is now, one line each: rule, impact, help and the first few nodes. */
export async function wcagViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG22_AA).analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}) ${v.help}: ${v.nodes
        .slice(0, 6)
        .map((n) => `${n.target.join(' ')}${n.failureSummary ? ` [${n.failureSummary.replace(/\s+/g, ' ').slice(0, 160)}]` : ''}`)
        .join(' | ')}`,
  );
}

/** The screens a spec file checked and what axe said of each, printed as a summary after the file's tests. */
export class ScreenSummary {
  private readonly rows: { screen: string; violations: number }[] = [];

  constructor(private readonly title: string) {}

  add(screen: string, violations: number): void {
    this.rows.push({ screen, violations });
  }

  print(): void {
    const width = Math.max(...this.rows.map((r) => r.screen.length), 10);
    const lines = this.rows.map((r) => `  ${r.screen.padEnd(width)}  ${r.violations === 0 ? 'no violations' : `${r.violations} violation(s)`}`);
    console.log(`\n${this.title}: ${this.rows.length} screens checked with axe (${WCAG22_AA.join(', ')})\n${lines.join('\n')}\n`);
  }
}
