/** FNV-1a: a stable 32-bit hash, so the same input always draws the same choices. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small seeded generator of numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** A text to match as it is inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Lower case and single spaces, for comparing texts. */
export function normalise(text: string): string {
  return singleSpaced(text.toLowerCase()).trim();
}

/** Each run of whitespace as one space. A lone " " is left as it is: several times faster than /\s+/. */
export function singleSpaced(text: string): string {
  return text.replace(/\s{2,}|[^\S ]/g, " ");
}

/** Largest-remainder rounding: integer percents that sum to exactly 100 (0/0/.../100 on the last key when all counts are 0). */
export function percents<K extends string>(counts: Record<K, number>, fallback: NoInfer<K>): Record<K, number> {
  const keys = Object.keys(counts) as K[];
  const total = keys.reduce((sum, k) => sum + counts[k], 0);
  const out = Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
  if (total <= 0) {
    out[fallback] = 100;
    return out;
  }
  const exact = keys.map((k) => ({ k, value: (counts[k] * 100) / total }));
  let given = 0;
  for (const e of exact) {
    out[e.k] = Math.floor(e.value);
    given += out[e.k];
  }
  // Ties go to the key listed first, so the result is stable.
  const byRemainder = exact
    .map((e, i) => ({ ...e, i, rest: e.value - Math.floor(e.value) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (let i = 0; i < 100 - given; i++) {
    const e = byRemainder[i % byRemainder.length];
    if (e) out[e.k] += 1;
  }
  return out;
}

/** A word list written as one space-separated string. */
export function wordSet(words: string): Set<string> {
  return new Set(words.split(" "));
}

/**
 * A pure function that keeps its results by key. The store is emptied when it holds `bound` entries,
 * so a long-lived process stays small.
 */
export function remembered<V>(compute: (key: string) => V, bound = 20_000): (key: string) => V {
  const known = new Map<string, V>();
  return (key) => {
    if (known.has(key)) return known.get(key) as V;
    const value = compute(key);
    if (known.size >= bound) known.clear();
    known.set(key, value);
    return value;
  };
}

/** Words often misspelt in a hurry, mended so a question or a follow-up never repeats the slip. */
export const MISSPELLINGS: Array<[RegExp, string | ((word: string) => string)]> = [
  [/\baccomodation\b/gi, "accommodation"],
  [/\bseperate(ly)?\b/gi, "separate$1"],
  [/\brecieve[ds]?\b/gi, (word: string) => word.replace(/ie/i, "ei")],
  [/\bdefin(?:a|i)tely\b/gi, "definitely"],
  [/\bdefinate\b/gi, "definite"],
  [/\bteh\b/gi, "the"],
  [/\bappts?\b/gi, (word: string) => (/s$/i.test(word) ? "appointments" : "appointment")],
  [/\balot\b/gi, "a lot"],
  [/\brecc?om+end(s|ed|ing)?\b/gi, "recommend$1"],
  [/\bcomittee\b/gi, "committee"],
  [/\bneccessary\b/gi, "necessary"],
];

export function mendSpelling(text: string): string {
  let mended = text;
  // Two calls only because replace takes a string or a function, not either.
  for (const [slip, right] of MISSPELLINGS)
    mended = typeof right === "string" ? mended.replace(slip, right) : mended.replace(slip, right);
  return mended;
}
