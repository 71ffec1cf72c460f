import { readFileSync } from "node:fs";
import { tagSentences } from "../apps/server/src/ai/local/phrases.ts";
import { screenAnswer, isEnglishWord } from "../apps/server/src/ai/local/screen.ts";
import { findTopics } from "../apps/server/src/ai/local/themes.ts";
import { DOMAINS } from "../apps/server/src/ai/local/domains.ts";
import rel from "../apps/server/src/ai/local/data/noun-relations.json" with { type: "json" };
import { scoreText, lexiconText } from "../apps/server/src/ai/local/sentiment.ts";
const R = rel as Record<string, string>;
const files = ["follow-up-cases.json","follow-up-dev-3.json","follow-up-dev-4.json","follow-up-dev-5.json","follow-up-dev-6.json","follow-up-dev-8.json","follow-up-dev-8c.json","follow-up-dev-9.json"];
const all = new Set<string>();
for (const d of DOMAINS) for (const k of [...Object.keys(d.keywords), ...d.entities]) for (const w of k.toLowerCase().split(" ")) if (w.length>3) all.add(w);
const stem = (w: string) => w.toLowerCase().slice(0, 5);
function related(answer: string, question: string) {
  const qt = tagSentences(question);
  const qstems = new Set(qt.filter(t=>t.value.length>3).map(t=>stem(t.lemma)));
  const qrel = new Set<string>();
  for (const t of qt) for (const w of (R[t.lemma]??"").split(" ")) if (w) qrel.add(w);
  const at = tagSentences(answer).filter(t => /^(NOUN|PROPN|VERB|ADJ)$/.test(t.pos) && t.value.length > 2);
  const hits: string[] = [];
  const content: string[] = [];
  for (const t of at) {
    content.push(t.lemma);
    const why = qstems.has(stem(t.lemma)) ? "q" : all.has(t.lemma) || all.has(t.value.toLowerCase()) ? "dom" : findTopics(t.value.toLowerCase()).length>0 ? "topic" : qrel.has(t.lemma) ? "rel" : (R[t.lemma]??"").split(" ").some(w=>qstems.has(stem(w))) ? "rel2": "";
    if (why) hits.push(`${t.lemma}:${why}`);
  }
  return { hits, content };
}
for (const f of files) {
  const cases = JSON.parse(readFileSync(`scripts/ai/eval/data/${f}`, "utf8"));
  for (const c of cases) {
    if (c.kind !== "valid" && c.kind !== "off-topic") continue;
    const r = related(c.answer, c.question);
    const s = scoreText(c.answer).label;
    console.log(`${f.slice(10,16)} ${c.kind.padEnd(9)} ${screenAnswer(c.answer,c.question).padEnd(9)} ${r.hits.length} ${s.padEnd(8)} | ${c.answer.slice(0,70)} | ${r.hits.join(",")}`);
  }
}
