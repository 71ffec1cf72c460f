/** Length and count limits shared by the creator, the editor and the server. */
export const LIMITS = {
  maxQuestions: 100,
  maxOptions: 50,
  maxTextLength: 2000,
  maxTitleLength: 200,
  maxAnswerLength: 5000,
  maxPurposeLength: 2000,
  maxFollowUpsPerQuestion: 2,
  maxResponsesPerAnalysisRequest: 10000,
} as const;

export const SLIDER_DEFAULT_MIN = 0;
export const SLIDER_DEFAULT_MAX = 10;
