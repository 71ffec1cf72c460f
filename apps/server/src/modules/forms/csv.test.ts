import type { Question, StoredResponse } from "@parley/schema";
import { describe, expect, it } from "vitest";
import { csvField, responsesToCsv } from "./csv.ts";

describe("CSV export", () => {
  it("quotes commas, quotes and line breaks, and keeps non-ASCII text", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField("a, b")).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("line1\nline2")).toBe('"line1\nline2"');
    expect(csvField("crème brûlée 😀")).toBe("crème brûlée 😀");
  });

  it("writes one row per response: created time, one column per question, follow-ups in their own columns", () => {
    const questions: Question[] = [
      { id: 1, question: "Pick one, please", type: "radio", options: [{ key: 0, value: "A" }] },
      { id: 2, question: "Why?", type: "open-ended", requiresPrompt: true },
    ];
    const rows: StoredResponse[] = [
      {
        id: "r1",
        createdAt: "2026-01-02T03:04:05.000Z",
        responses: [
          { id: "1", question: "Pick one, please", type: "radio", answer: "A", isFollowUp: false },
          { id: "2", question: "Why?", type: "open-ended", answer: 'It "just" works,\nmostly', isFollowUp: false },
          { id: "2.1", question: "What works best?", type: "open-ended", answer: "Größe", isFollowUp: true },
        ],
      },
      { id: "r2", createdAt: "2026-01-03T00:00:00.000Z", responses: [] },
    ];
    const csv = responsesToCsv(questions, rows);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe(
      'Created at,"Pick one, please",Why?,Why? (follow-up 1 question),Why? (follow-up 1 answer),Why? (follow-up 2 question),Why? (follow-up 2 answer)',
    );
    expect(lines[1]).toBe('2026-01-02T03:04:05.000Z,A,"It ""just"" works,\nmostly",What works best?,Größe,,');
    expect(lines[2]).toBe("2026-01-03T00:00:00.000Z,,,,,,");
    expect(lines[3]).toBe("");
  });
});
