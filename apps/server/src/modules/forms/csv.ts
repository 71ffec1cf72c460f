import { LIMITS, type Question, type StoredResponse } from "@parley/schema";

/**
 * A spreadsheet runs a cell starting with = + - @, tab or CR as a formula; a leading ' makes it text
 * (OWASP CSV injection). Plain negative numbers, such as slider answers, stay numbers.
 */
export function spreadsheetSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) && !/^-\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
}

/** RFC 4180 quoting of a spreadsheet-safe cell: fields with a comma, quote or line break are quoted, quotes doubled. */
export function csvField(raw: string): string {
  const value = spreadsheetSafe(raw);
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

interface Column {
  header: string;
  cell(answers: Map<string, { question: string; answer: string }>): string;
}

/**
 * One row per response: created time first, then one column per question. A Prompt question's
 * follow-ups get their own columns (the question asked, then the answer), since their text differs
 * per respondent. Answers to questions since removed come last, under the text they were asked with.
 */
export function responsesToCsv(questions: Question[], rows: StoredResponse[]): string {
  const columns: Column[] = [{ header: "Created at", cell: () => "" }];
  const known = new Set<string>();
  for (const q of questions) {
    const id = String(q.id);
    known.add(id);
    columns.push({ header: q.question, cell: (a) => a.get(id)?.answer ?? "" });
    if (q.type === "open-ended" && q.requiresPrompt) {
      for (let n = 1; n <= LIMITS.maxFollowUpsPerQuestion; n++) {
        const followUpId = `${id}.${n}`;
        known.add(followUpId);
        columns.push({
          header: `${q.question} (follow-up ${n} question)`,
          cell: (a) => a.get(followUpId)?.question ?? "",
        });
        columns.push({ header: `${q.question} (follow-up ${n} answer)`, cell: (a) => a.get(followUpId)?.answer ?? "" });
      }
    }
  }
  const orphans = new Map<string, string>();
  for (const row of rows) {
    for (const entry of row.responses)
      if (!known.has(entry.id) && !orphans.has(entry.id)) orphans.set(entry.id, entry.question);
  }
  for (const [id, text] of orphans) columns.push({ header: text, cell: (a) => a.get(id)?.answer ?? "" });

  const lines = [columns.map((c) => csvField(c.header)).join(",")];
  for (const row of rows) {
    const answers = new Map(row.responses.map((e) => [e.id, e]));
    const cells = columns.map((c, i) => (i === 0 ? row.createdAt : c.cell(answers)));
    lines.push(cells.map(csvField).join(","));
  }
  // The byte-order mark makes spreadsheet programs read the file as UTF-8.
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
