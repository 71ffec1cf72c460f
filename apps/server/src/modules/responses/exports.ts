import { once } from "node:events";
import { PassThrough } from "node:stream";
import type { AnswerEntry, FormResultsSummary, Question, StoredResponse } from "@parley/schema";
import { LIMITS } from "@parley/schema";
import ExcelJS from "exceljs";
import { scoreAnswer } from "../../ai/local/index.ts";
import { csvField, spreadsheetText } from "../forms/csv.ts";

/** An answer given to a question no longer on the form, under the text it was asked with. */
export interface OrphanAnswer {
  id: string;
  question: string;
}

type Cell = { kind: "text"; value: string } | { kind: "number"; value: number } | { kind: "date"; value: Date };

interface Column {
  header: string;
  /** Cells are times (formatted as such in a workbook). */
  date?: true;
  cell(response: StoredResponse, answers: Map<string, AnswerEntry>): Cell;
}

const text = (value: string | undefined): Cell => ({ kind: "text", value: value ?? "" });
const followUpIds = (q: Question) =>
  Array.from({ length: LIMITS.maxFollowUpsPerQuestion }, (_, i) => [i + 1, `${q.id}.${i + 1}`] as const);

/** The ids an export has columns for; answers to any other id are orphans. */
export function knownAnswerIds(questions: Question[]): string[] {
  return questions.flatMap((q) => [
    String(q.id),
    ...(q.type === "open-ended" && q.requiresPrompt ? followUpIds(q).map(([, id]) => id) : []),
  ]);
}

/** Sentiment of one open answer by the offline scorer: fast, the same on every run, with no provider call. */
function sentimentOf(entry: AnswerEntry | undefined, question?: Question): Cell {
  if (!entry || entry.answer.trim() === "") return text("");
  return text(scoreAnswer(entry, question).label);
}

/**
 * The columns of every export. First those the CSV always had (created time, one per question, a
 * Prompt question's follow-ups as question and answer, then orphans), so readers by position keep
 * working; then the status and the sentiment of each open answer, then when it was started and finished.
 */
export function exportColumns(questions: Question[], orphans: OrphanAnswer[]): Column[] {
  const columns: Column[] = [
    { header: "Created at", date: true, cell: (r) => ({ kind: "date", value: new Date(r.createdAt) }) },
  ];
  const sentiments: Column[] = [];
  for (const q of questions) {
    const id = String(q.id);
    columns.push({
      header: q.question,
      cell: (_, a) => {
        const answer = a.get(id)?.answer;
        const number = Number(answer);
        return q.type === "slider" && answer && Number.isFinite(number)
          ? { kind: "number", value: number }
          : text(answer);
      },
    });
    if (q.type !== "open-ended") continue;
    sentiments.push({ header: `${q.question} (sentiment)`, cell: (_, a) => sentimentOf(a.get(id), q) });
    if (!q.requiresPrompt) continue;
    for (const [n, followUpId] of followUpIds(q)) {
      columns.push({
        header: `${q.question} (follow-up ${n} question)`,
        cell: (_, a) => text(a.get(followUpId)?.question),
      });
      columns.push({
        header: `${q.question} (follow-up ${n} answer)`,
        cell: (_, a) => text(a.get(followUpId)?.answer),
      });
      sentiments.push({
        header: `${q.question} (follow-up ${n} sentiment)`,
        cell: (_, a) => sentimentOf(a.get(followUpId)),
      });
    }
  }
  for (const orphan of orphans)
    columns.push({ header: orphan.question, cell: (_, a) => text(a.get(orphan.id)?.answer) });
  columns.push({ header: "Status", cell: (r) => text(r.status === "partial" ? "Partial" : "Completed") });
  const times: Column[] = [
    { header: "Started at", date: true, cell: (r) => ({ kind: "date", value: new Date(r.createdAt) }) },
    {
      header: "Finished at",
      date: true,
      cell: (r) => (r.completedAt ? { kind: "date", value: new Date(r.completedAt) } : text("")),
    },
  ];
  return [...columns, ...sentiments, ...times];
}

function cellsOf(columns: Column[], response: StoredResponse): Cell[] {
  const answers = new Map(response.responses.map((e) => [e.id, e]));
  return columns.map((c) => c.cell(response, answers));
}

const csvCell = (cell: Cell) =>
  cell.kind === "date"
    ? cell.value.toISOString()
    : cell.kind === "number"
      ? String(cell.value)
      : csvField(spreadsheetText(cell.value));

/** CSV text, one chunk per batch of responses; starts with a byte-order mark so spreadsheets read UTF-8. */
export async function* csvChunks(columns: Column[], batches: AsyncIterable<StoredResponse[]>): AsyncGenerator<string> {
  yield `\uFEFF${columns.map((c) => csvField(spreadsheetText(c.header))).join(",")}\r\n`;
  for await (const batch of batches) {
    let chunk = "";
    for (const response of batch) chunk += `${cellsOf(columns, response).map(csvCell).join(",")}\r\n`;
    yield chunk;
  }
}

/** A JSON document `{ form, responses: [...] }`, each answer of an open question with its sentiment. */
export async function* jsonChunks(
  form: { id: string; title: string; questions: Question[] },
  batches: AsyncIterable<StoredResponse[]>,
): AsyncGenerator<string> {
  const byId = new Map(form.questions.map((q) => [String(q.id), q]));
  yield `{"form":${JSON.stringify(form)},"responses":[`;
  let first = true;
  for await (const batch of batches) {
    let chunk = "";
    for (const response of batch) {
      const answers = response.responses.map((entry) =>
        entry.type === "open-ended" && entry.answer.trim() !== ""
          ? { ...entry, sentiment: scoreAnswer(entry, byId.get(entry.id)).label }
          : entry,
      );
      const { id, createdAt, status = "completed", completedAt = null } = response;
      chunk += `${first ? "" : ","}${JSON.stringify({ id, createdAt, status, completedAt, answers })}`;
      first = false;
    }
    yield chunk;
  }
  yield "]}";
}

/** A sheet name Excel accepts: at most 31 characters, none of []:*?/\, unique in the workbook. */
function sheetName(base: string, used: Set<string>): string {
  const clean =
    base
      .replace(/[[\]:*?/\\]/g, " ")
      .trim()
      .slice(0, 31) || "Sheet";
  let name = clean;
  for (let n = 2; used.has(name.toLowerCase()); n++) name = `${clean.slice(0, 31 - String(n).length - 1)} ${n}`;
  used.add(name.toLowerCase());
  return name;
}

const xlsxValue = (cell: Cell) => (cell.kind === "text" ? spreadsheetText(cell.value) : cell.value);

/**
 * An .xlsx workbook written by ExcelJS's streaming writer: a Responses sheet, one row per response,
 * then a sheet per question with its summary. Rows are committed as they come, and the next batch
 * is read only once the client has taken what was written.
 */
export function xlsxStream(input: {
  questions: Question[];
  columns: Column[];
  batches: AsyncIterable<StoredResponse[]>;
  summary: () => Promise<FormResultsSummary>;
}): ReadableStream<Uint8Array> {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const used = new Set<string>();

  async function write() {
    const sheet = workbook.addWorksheet(sheetName("Responses", used));
    sheet.columns = input.columns.map((c, i) => ({
      header: spreadsheetText(c.header),
      key: String(i),
      width: i === 0 ? 22 : 28,
    }));
    input.columns.forEach((c, i) => {
      if (c.date) sheet.getColumn(i + 1).numFmt = "yyyy-mm-dd hh:mm:ss";
    });
    for await (const batch of input.batches) {
      // The client went away: stop reading the database.
      if (output.destroyed) return;
      for (const response of batch) sheet.addRow(cellsOf(input.columns, response).map(xlsxValue)).commit();
      if (output.writableNeedDrain) await Promise.race([once(output, "drain"), once(output, "close")]);
    }
    if (output.destroyed) return;
    sheet.commit();

    const summary = await input.summary();
    const byId = new Map(input.questions.map((q) => [String(q.id), q]));
    summary.questions.forEach((result, index) => {
      const question = byId.get(String(result.questionId));
      if (!question) return;
      const part = workbook.addWorksheet(sheetName(`Q${index + 1} ${question.question}`, used));
      part.addRow(["Question", spreadsheetText(question.question)]).commit();
      part.addRow(["Type", question.type]).commit();
      part.addRow(["Answered", result.answered]).commit();
      part.addRow([]).commit();
      if (result.options) {
        part.addRow(["Option", "Count", "Share"]).commit();
        for (const option of result.options) {
          const share = result.answered === 0 ? 0 : option.count / result.answered;
          const row = part.addRow([spreadsheetText(option.value), option.count, share]);
          row.getCell(3).numFmt = "0%";
          row.commit();
        }
      }
      if (result.histogram) {
        part.addRow(["Value", "Count"]).commit();
        for (const bar of result.histogram) part.addRow([Number(bar.value), bar.count]).commit();
        part.addRow([]).commit();
        part.addRow(["Mean", result.mean ?? ""]).commit();
        part.addRow(["Median", result.median ?? ""]).commit();
      }
      if (result.followUpsAnswered !== undefined) part.addRow(["Follow-up answers", result.followUpsAnswered]).commit();
      part.commit();
    });
    await workbook.commit();
  }

  // A write after the client left fails here, not as an uncaught error.
  output.on("error", () => {});
  write().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  // Pulled as the client reads; cancelling ends the iteration, which destroys `output`.
  return ReadableStream.from(output as AsyncIterable<Uint8Array>);
}

/** Text chunks as the bytes of a response body, pulled only as fast as the client reads. */
export function textStream(chunks: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  return ReadableStream.from(chunks).pipeThrough(new TextEncoderStream());
}
