import type { Analysis, AnswerEntry, FollowUpTurn, Question } from "@parley/schema";

export interface FollowUpInput {
  question: string;
  answer: string;
  /** Follow-ups already asked for this question. */
  previous?: string[];
  /** The exchanges before this one on the same question, oldest first (the first question and its answer first). */
  thread?: FollowUpTurn[];
}

export interface AnalysisInput {
  questions: Question[];
  /** One entry per response: the answers of that respondent. */
  responses: AnswerEntry[][];
}

/** The four AI operations; `local` and the LLM providers implement it. */
export interface AiEngine {
  readonly name: string;
  /** Changes whenever the same answers may be analysed differently (an upgraded engine, another model). */
  readonly revision?: string;
  generateQuestions(purpose: string): Promise<Question[]>;
  generateTitle(questions: Question[]): Promise<string>;
  followUp(input: FollowUpInput): Promise<string>;
  analyze(input: AnalysisInput): Promise<Analysis>;
  /**
   * The analysis of a raw POST /api/analyze-sentiment body, parsed and checked off the event loop;
   * null when it holds more than `maxResponses` responses. Engines without it get the parsed body.
   */
  analyzeRequest?(body: string, options: { maxResponses: number | undefined }): Promise<Analysis | null>;
}
