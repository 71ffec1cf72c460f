import { tagTexts } from "../apps/server/src/ai/local/nlp.ts";
import { screenAnswer } from "../apps/server/src/ai/local/screen.ts";
import { findTopics } from "../apps/server/src/ai/local/themes.ts";
for (const a of process.argv.slice(2)) { console.log(a, screenAnswer(a, "What could the bus company improve?"), JSON.stringify(findTopics(a))); console.log((tagTexts([a])[0]??[]).map(t=>`${t.value}/${t.pos}/${t.lemma}`).join(" ")); }
