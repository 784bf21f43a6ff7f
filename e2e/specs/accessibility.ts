import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, ImpactValue } from 'axe-core';

const BLOCKING: readonly ImpactValue[] = ['serious', 'critical'];

let axeSource: string | undefined;
function axeScript(): string {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

/** One axe finding, worded so that a failed `toEqual([])` says what is wrong and where. */
export interface Violation {
  id: string;
  impact: ImpactValue;
  summary: string;
  targets: string[];
}

declare global {
  interface Window {
    axe?: { run: (context: Document, options: { resultTypes: ['violations'] }) => Promise<AxeResults> };
  }
}

/** The serious and critical axe violations of the page as it is now. */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  // Evaluated rather than added as a <script>: the app's Content-Security-Policy (script-src 'self') refuses an
  // inline script, and the fixtures fail a test that the policy had to refuse anything.
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(axeScript());
  // Judged at rest: halfway through a fade or an unfolding menu, colours are blends that no one reads. The tests
  // run with reduced motion (playwright.config.ts), so antd does not animate; anything else still running is waited.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  const judge = () =>
    page.evaluate(async () => {
      // The app makes a table box that overflows keyboard-focusable in the frame after the change that made it
      // overflow (use-keyboard-scrollable-tables.ts): judge after two frames, as a person arriving would.
      for (let frame = 0; frame < 2; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
      const axe = window.axe;
      if (!axe) throw new Error('axe-core did not load');
      const { violations } = await axe.run(document, { resultTypes: ['violations'] });
      return violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? 'minor',
        help: violation.help,
        nodes: violation.nodes.map((node) => ({ target: node.target.join(' '), summary: node.failureSummary ?? '' })),
      }));
    });
  let found = await judge();
  // The live network keeps screens moving: a row pushed while axe reads the page can make a table overflow after
  // the app's last look and before axe's. Such a box is made focusable a frame later, so it is judged once more;
  // a box the app misses fails both times.
  if (found.some((violation) => violation.id === 'scrollable-region-focusable')) found = await judge();
  return found
    .filter((violation) => BLOCKING.includes(violation.impact))
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      summary: `${violation.help}. ${violation.nodes[0]?.summary.replace(/\s+/g, ' ') ?? ''}`,
      targets: violation.nodes.map((node) => node.target),
    }));
}
