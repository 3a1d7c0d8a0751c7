import type { Page } from 'playwright-core';

interface Seen {
  shift: number;
  nodes: (Element | null)[];
  texts: (string | null)[];
}

/**
 * Before the page loads: sums its layout shifts (not after input) and notes, once the HTML is parsed,
 * the prerendered nodes of `selectors` and their texts, which hydration must keep as they are.
 */
export async function watchFirstPaint(page: Page, selectors: string[]): Promise<void> {
  await page.addInitScript((wanted: string[]) => {
    const seen: Seen = { shift: 0, nodes: [], texts: [] };
    Object.assign(window, { __firstPaint: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
        if (!shift.hadRecentInput) seen.shift += shift.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      seen.nodes = wanted.map((selector) => document.querySelector(selector));
      seen.texts = seen.nodes.map((node) => node?.textContent ?? null);
    });
  }, selectors);
}

/** The shifts so far, the selectors whose node was replaced (or absent), the prerendered texts. */
export const firstPaintState = (page: Page, selectors: string[]) =>
  page.evaluate((wanted: string[]) => {
    const seen = (window as unknown as { __firstPaint: Seen }).__firstPaint;
    return {
      shift: seen.shift,
      replaced: wanted.filter(
        (selector, i) =>
          seen.nodes[i] === null || seen.nodes[i] !== document.querySelector(selector),
      ),
      texts: seen.texts,
    };
  }, selectors);
