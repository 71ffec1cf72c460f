import { readFileSync } from "node:fs";
import { tagSentences } from "../apps/server/src/ai/local/phrases.ts";
import { screenAnswer } from "../apps/server/src/ai/local/screen.ts";
import { findTopics } from "../apps/server/src/ai/local/themes.ts";
import { DOMAINS } from "../apps/server/src/ai/local/domains.ts";
import { WORDS } from "../apps/server/src/ai/local/lexicon.ts";
import rel from "../apps/server/src/ai/local/data/noun-relations.json" with { type: "json" };
const R = rel as Record<string, string>;
const files = ["follow-up-cases.json","follow-up-dev-3.json","follow-up-dev-4.json","follow-up-dev-5.json","follow-up-dev-6.json","follow-up-dev-8.json","follow-up-dev-8c.json","follow-up-dev-9.json"];
const stem = (w: string) => w.toLowerCase().slice(0, 5);
const TIME = new Set("day days today tonight tomorrow yesterday morning afternoon evening night week weekend month year minute minutes hour hours time summer winter spring autumn monday tuesday wednesday thursday friday saturday sunday lot lots thing things one ones bit way end".split(" "));
const PEOPLE = new Set("friend friends partner wife husband family mum mom dad kid kids child children son daughter sister brother parent parents baby toddler grandchild".split(" "));
function domainsOf(question: string): Set<string> {
  const out = new Set<string>();
  const q = tagSentences(question).map(t=>t.lemma);
  for (const d of DOMAINS) {
    const ws = [...Object.keys(d.keywords), ...d.entities].map(k=>k.toLowerCase());
    if (ws.some(k => k.split(" ").every(w => q.includes(w)))) for (const k of ws) for (const w of k.split(" ")) if (w.length>3) out.add(w);
  }
  return out;
}
export function unrelated(answer: string, question: string): string | undefined {
  const qt = tagSentences(question);
  const qstems = new Set(qt.filter(t=>t.value.length>3).map(t=>stem(t.lemma)));
  const qrel = new Set<string>(); for (const t of qt) for (const w of (R[t.lemma]??"").split(" ")) if (w) qrel.add(stem(w));
  const dom = domainsOf(question);
  const tokens = tagSentences(answer);
  const words = answer.split(" ").length;
  if (words < 6 || !tokens.some(t=>/^(VERB|AUX)$/.test(t.pos))) return undefined;
  const askedPeople = qt.some(t=>PEOPLE.has(t.lemma));
  for (const t of tokens) {
    if (!/^(NOUN|PROPN|VERB|ADJ)$/.test(t.pos) || t.value.length < 3 || TIME.has(t.lemma)) continue;
    const l = t.lemma.toLowerCase();
    if (qstems.has(stem(l)) || qstems.has(stem(t.value))) return `q:${l}`;
    if (dom.has(l)) return `dom:${l}`;
    if (qrel.has(stem(l)) || (R[l]??"").split(" ").some(w=>qstems.has(stem(w)))) return `rel:${l}`;
    if (t.pos==="NOUN" && findTopics(t.value.toLowerCase()).length>0) return `topic:${l}`;
    if (askedPeople && PEOPLE.has(l)) return `people:${l}`;
    if (t.pos==="ADJ" && (WORDS.get(l)??0)!==0) return `judge:${l}`;
  }
  // pronoun without antecedent
  let seenNoun = false;
  for (const t of tokens) {
    const v = t.value.toLowerCase();
    if (/^(you|your|yours|here)$/.test(v)) return `you:${v}`;
    if (/^(it|its|they|them|their|he|she|him|her)$/.test(v) && !seenNoun) return `pron:${v}`;
    if (/^(NOUN|PROPN)$/.test(t.pos) && !PEOPLE.has(t.lemma)) seenNoun = true;
  }
  if (/^(i|i'm|i've|i was|we)\b.*\b(was|felt|am|feel)\s+(\w+ly\s+)?\w+/i.test(answer)) return "me";
  return undefined;
}
for (const f of files) {
  const cases = JSON.parse(readFileSync(`scripts/ai/eval/data/${f}`, "utf8"));
  for (const c of cases) {
    if (c.kind !== "valid" && c.kind !== "off-topic") continue;
    const r = unrelated(c.answer, c.question);
    const now = screenAnswer(c.answer,c.question);
    const flag = r === undefined && answerLong(c.answer);
    if ((c.kind==="valid" && flag) || (c.kind==="off-topic" && now!=="off-topic")) console.log(`${f.slice(10,16)} ${c.kind.padEnd(9)} ${now.padEnd(9)} ${flag?"FLAG":"    "} ${r??""} | ${c.question} | ${c.answer.slice(0,90)}`);
  }
}
function answerLong(a: string) { return a.split(" ").length >= 6; }
