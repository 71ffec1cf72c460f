// Runs in a worker thread of the analysis pool: the analysis of thousands of answers takes seconds of CPU.
import type { AnalysisInput } from "../engine.ts";
import { analyze } from "./analysis.ts";

export default function run(input: AnalysisInput) {
  return analyze(input);
}
