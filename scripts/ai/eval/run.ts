/**
 * Offline evaluation of the local engine (`npm run eval:ai`): sentiment accuracy on labelled sets
 * and the shared corpora's held-out parts, themes recovery on planted answers,
 * a question-generation report with automatic checks, aims coverage, follow-up screening, and
 * analysis timings. `--verbose` also lists the misread answers and every follow-up.
 */

import { aimsSection } from "./aims.ts";
import { followUpSection } from "./follow-ups.ts";
import { questionSection } from "./questions.ts";
import { sentimentSection } from "./sentiment.ts";
import { themesSection } from "./themes.ts";
import { timingSection } from "./timing.ts";

sentimentSection();
themesSection();
await questionSection();
await aimsSection();
followUpSection();
await timingSection();
