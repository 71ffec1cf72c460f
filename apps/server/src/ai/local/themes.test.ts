import { describe, expect, it } from "vitest";
import { analyzeText } from "./sentiment.ts";
import { collectThemes, formatTheme, pickThemes } from "./themes.ts";

function themesOf(texts: string[]) {
  const result = collectThemes(
    texts.map((text) => ({ text, clauses: analyzeText(text).clauses, polarity: 0 as const, group: "1" })),
  );
  return { result, shown: pickThemes(result.all, 8, result.documents).map(formatTheme) };
}

describe("themes", () => {
  it("merges inflections, spellings and typos, counting each answer once", () => {
    const { shown } = themesOf([
      "Waiting times were long",
      "The wait time was awful",
      "Long wait times, long wait times",
      "The wifi is slow",
      "Wi-Fi kept dropping",
      "The restaurant was noisy",
      "The resturant was noisy",
    ]);
    expect(shown).toContain("wait time (3)");
    expect(shown).toContain("long wait time (2)");
    expect(shown.some((s) => /^wi-?fi \(2\)$/.test(s))).toBe(true);
    expect(shown).toContain("noisy restaurant (2)");
  });

  it("keeps the adjective that says what was wrong, and drops a lone noun it covers", () => {
    const { shown } = themesOf(["Slow service", "slow service again", "The service was slow and slow service"]);
    expect(shown).toContain("slow service (3)");
    expect(shown).not.toContain("service (3)");
  });

  it("collapses generic praise onto one theme and counts negative mentions by clause", () => {
    const { result } = themesOf(["Great coffee", "Good coffee", "Amazing coffee but slow service"]);
    const coffee = result.all.find((t) => t.multiword && t.nouns === "coffee");
    expect(coffee?.count).toBe(3);
    expect(coffee?.negative).toBe(0);
    expect(result.all.find((t) => t.label === "slow service")?.negative).toBe(1);
  });
});
