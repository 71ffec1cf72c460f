import { readFileSync } from "node:fs";
import { screenAnswer } from "../apps/server/src/ai/local/screen.ts";
import { tagTexts } from "../apps/server/src/ai/local/nlp.ts";
const files = ["follow-up-cases.json","follow-up-dev-3.json","follow-up-dev-4.json","follow-up-dev-5.json","follow-up-dev-6.json","follow-up-dev-8.json","follow-up-dev-8c.json","follow-up-dev-9.json"];
for (const f of files) for (const c of JSON.parse(readFileSync(`scripts/ai/eval/data/${f}`, "utf8"))) {
  if (c.kind!=="valid" && c.kind!=="off-topic") continue;
  const k = screenAnswer(c.answer, c.question);
  console.log(`   -> ${c.kind} ${k} | ${c.question} | ${(tagTexts([c.answer])[0]??[]).slice(0,3).map(t=>t.value+"/"+t.pos).join(" ")}`);
}
