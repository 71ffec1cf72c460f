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

/** Bidirectional controls (U+202A-U+202E, U+2066-U+2069, marks): they can make text read unlike what it is. */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
export const stripBidiControls = (text: string) => text.replace(BIDI_CONTROLS, "");

export const SLIDER_DEFAULT_MIN = 0;
export const SLIDER_DEFAULT_MAX = 10;
