import { questionSection } from "./questions.ts";

await questionSection();
