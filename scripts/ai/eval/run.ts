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

/** `--only aims,follow-ups` runs just the named sections. */
const onlyAt = process.argv.indexOf("--only");
const only = onlyAt >= 0 ? new Set((process.argv[onlyAt + 1] ?? "").split(",")) : undefined;
const run = (name: string) => !only || only.has(name);

if (run("sentiment")) sentimentSection();
if (run("themes")) themesSection();
if (run("questions")) await questionSection();
if (run("aims")) await aimsSection();
if (run("follow-ups")) followUpSection();
if (run("timing")) await timingSection();
