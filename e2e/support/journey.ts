import { test, type Locator } from '@playwright/test';

/**
 * Counts what a diner does on a journey (each tap, each field filled) and how long the journey took,
 * and prints one `[journey]` line at the end, so docs/journeys.md can list each journey's cost as the
 * spec measured it. Only the diner's own actions go through it; staff calls and assertions do not count.
 */
export function journey(name: string) {
  let taps = 0;
  const started = Date.now();
  return {
    /** The diner taps `target`. */
    async tap(target: Locator, options?: Parameters<Locator['click']>[0]): Promise<void> {
      taps += 1;
      await target.click(options);
    },
    /** The diner types `text` into `field` (one tap to focus it, then the keyboard). */
    async type(field: Locator, text: string): Promise<void> {
      taps += 1;
      await field.fill(text);
    },
    /** The diner picks `value` in a select. */
    async choose(field: Locator, value: string): Promise<void> {
      taps += 1;
      await field.selectOption(value);
    },
    /** Records the totals on the test and prints them. */
    done(): void {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      test.info().annotations.push({ type: 'journey', description: `${taps} taps, ${seconds} s` });
      console.log(`[journey] ${name}: ${taps} taps, ${seconds} s`);
    },
  };
}
