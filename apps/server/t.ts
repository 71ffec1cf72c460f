import { tagSentences } from "./src/ai/local/phrases.ts";
import { findClauses, parseClause } from "./src/ai/local/aims.ts";
const t = tagSentences(process.argv[2]!);
console.log(t.map(x=>x.value+"/"+x.pos).join(" "));
for (const s of findClauses(t)) console.log(s, parseClause(t, s, { head: "person", they: true, subject: "S" }));
