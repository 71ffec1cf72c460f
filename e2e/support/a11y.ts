import { AxeBuilder } from "@axe-core/playwright";
import type { Result } from "axe-core";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { saveScreenshot } from "./screenshots.ts";
import { expectNoHorizontalScroll } from "./ui.ts";

/** The impacts a journey fails on. */
const BLOCKING = new Set(["serious", "critical"]);

/** What a failing element is: its markup (shortened) and, for contrast, the colours and the ratio. */
function nodeDetail(node: Result["nodes"][number]): string {
  const tag = node.html.match(/^<([a-z0-9-]+)/i)?.[1] ?? "?";
  const classes = (node.html.match(/^<[^>]*\sclass="([^"]*)"/)?.[1] ?? "")
    .split(/\s+/)
    .filter((name) => name.startsWith("mantine-") && name !== "mantine-focus-auto")
    .map((name) => `.${name}`)
    .join("");
  const text = node.html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const shown = `<${tag}${classes}> "${text.length > 80 ? `${text.slice(0, 80)}…` : text}"`;
  const contrast = node.any.find((check) => check.id === "color-contrast")?.data as
    | { fgColor?: string; bgColor?: string; contrastRatio?: number; expectedContrastRatio?: string }
    | undefined;
  const colours = contrast?.contrastRatio
    ? ` ${contrast.fgColor} on ${contrast.bgColor} = ${contrast.contrastRatio}:1 (needs ${contrast.expectedContrastRatio})`
    : "";
  return `${shown}${colours}`;
}

/** One line per failing element: rule, impact, selector, markup, and the rule's help text. */
export function describeViolations(violations: Result[]): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `  [${violation.impact}] ${violation.id}: ${node.target.join(" ")}\n      ${nodeDetail(node)}  (${violation.help})`,
      ),
    )
    .join("\n");
}

/** axe-core's WCAG 2 A and AA rules on the page as it is now; returns every serious or critical violation. */
export async function seriousViolations(page: Page): Promise<Result[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  return results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ""));
}

/** Fails with the violations' ids and targets, so they can be found and fixed. */
export async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  const violations = await seriousViolations(page);
  expect(
    violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.length} element(s)`),
    `serious or critical axe violations on ${screen} (${page.viewportSize()?.width} px, ${page.url()}):\n${describeViolations(violations)}\n`,
  ).toEqual([]);
}

/** A screen as it stands: screenshotted for people to look at, then free of serious axe violations and of sideways scrolling. */
export async function expectScreenPasses(page: Page, screenshot: string, what: string): Promise<void> {
  await saveScreenshot(page, screenshot);
  await expectNoSeriousViolations(page, what);
  await expectNoHorizontalScroll(page);
}
