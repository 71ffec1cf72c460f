/**
 * Offline evaluation of the local engine (`npm run eval:ai`): sentiment accuracy on labelled sets,
 * a question-generation report with automatic checks, and analysis timings. `--verbose` also lists
 * the misread answers.
 */

import { questionSection } from "./questions.ts";
import { sentimentSection } from "./sentiment.ts";
import { timingSection } from "./timing.ts";

sentimentSection();
await questionSection();
await timingSection();
