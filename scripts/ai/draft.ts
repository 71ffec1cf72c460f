/**
 * Drafts forms with the offline engine for purposes given on the command line, to read them as an
 * owner would: `npm run ai:draft -- "Survey visitors to Riverside Park about the toilets"`.
 */
import { createLocalEngine } from "../../apps/server/src/ai/local/index.ts";
import { readPurpose } from "../../apps/server/src/ai/local/purpose.ts";
import { printQuestions } from "./eval/aims.ts";

const purposes = process.argv.slice(2);
if (purposes.length === 0) {
  console.error('Usage: npm run ai:draft -- "purpose" ["another purpose" ...]');
  process.exit(1);
}
const engine = createLocalEngine();
for (const purpose of purposes) {
  const reading = readPurpose(purpose);
  const questions = await engine.generateQuestions(purpose);
  const title = await engine.generateTitle(questions);
  console.log(`\n- ${purpose}`);
  console.log(
    `  domain ${reading.domain.id}${reading.useBank ? " (its bank)" : ""}; subject "${reading.subject}"; title "${title}"`,
  );
  printQuestions(questions);
}
