import type { FormThemes, ResponsesPageQuery, ThemeCount, ThemeQuotes } from "@parley/schema";
import { themeQuotesQuerySchema } from "@parley/schema";
import { and, eq, type SQL, sql } from "drizzle-orm";
import {
  engineRevision,
  isVocabularyTheme,
  noteOffThread,
  THEME_WORD_ENDINGS,
  themeHead,
  themeLabelsForForm,
  themeWord,
} from "../../ai/local/index.ts";
import type { Db } from "../../db/client.ts";
import { answerNotes, responses } from "../../db/schema.ts";
import { parseWith } from "../../lib/http.ts";
import type { FormsService } from "../forms/service.ts";

type FormRow = Awaited<ReturnType<FormsService["findOwned"]>>;
type Note = typeof noteOffThread;

/** Responses read per worker task: a few seconds of work at most. */
const BATCH = 2000;
/** Themes shown per question. */
const THEMES_PER_QUESTION = 8;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
/** The answers' own text that holds a theme the vocabulary does not know (see `themeWord`). */
export function wordPattern(theme: string): string {
  const word = themeWord(theme);
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, (c) => `\\${c}`);
  // Bounded by any character that is no ASCII letter or digit: "\m" would not see "é" as part of a word.
  return word === undefined
    ? escaped(themeHead(theme))
    : `(^|[^[:alnum:]_])${escaped(word)}${THEME_WORD_ENDINGS}($|[^[:alnum:]_])`;
}
const isFkViolation = (error: unknown) =>
  (error as { code?: string })?.code === "23503" || (error as { cause?: { code?: string } })?.cause?.code === "23503";

/**
 * Themes down to the quotes: the sentiment and themes of each open answer, noted once per response
 * (and again after the form's questions change), so responses can be filtered by them and a theme
 * can list the answers behind it.
 */
export function createQuotesService(
  db: Db,
  forms: Pick<FormsService, "findOwned">,
  note: Note = noteOffThread,
  notesRevision = engineRevision(),
) {
  /** One noting run per form at a time; later callers wait for it. */
  const running = new Map<string, Promise<void>>();

  async function noteMissing(form: FormRow): Promise<void> {
    // Notes are made for the form's questions and for the engine that read them: an upgrade reads again.
    const madeFor = `${form.updatedAt.toISOString()}|${notesRevision}`;
    for (;;) {
      const rows = await db
        .select({ id: responses.id, answers: responses.answers })
        .from(responses)
        .where(
          and(
            eq(responses.formId, form.id),
            sql`not exists (select 1 from ${answerNotes} n where n.response_id = ${responses.id} and n.made_for = ${madeFor})`,
          ),
        )
        .limit(BATCH);
      if (rows.length === 0) return;
      const noted = await note({ questions: form.questions, responses: rows });
      try {
        await db
          .insert(answerNotes)
          .values(noted.map((r) => ({ responseId: r.id, formId: form.id, madeFor, notes: r.notes })))
          .onConflictDoUpdate({
            target: answerNotes.responseId,
            set: { madeFor, notes: sql`excluded.notes` },
          });
      } catch (error) {
        // A response deleted meanwhile: read the batch again without it.
        if (!isFkViolation(error)) throw error;
      }
      if (rows.length < BATCH) return;
    }
  }

  /** Notes every response of the form not yet noted for its current questions. */
  function ensureNotes(form: FormRow): Promise<void> {
    const key = `${form.id}|${form.updatedAt.toISOString()}`;
    let run = running.get(key);
    if (!run) {
      run = noteMissing(form).finally(() => running.delete(key));
      running.set(key, run);
    }
    return run;
  }

  /**
   * An open answer on the theme: a vocabulary theme by the answer's notes, as it was counted; any
   * other by its words, as the analysis counts it.
   */
  const onTheme = (theme: string) =>
    isVocabularyTheme(theme) ? sql`(n.themes ? ${theme})` : sql`(e.answer ~* ${wordPattern(theme)})`;

  return {
    /**
     * The responses page's conditions on sentiment and theme (each: some open answer of the
     * response has it), after noting what was not yet noted.
     */
    async filter(form: FormRow, query: Pick<ResponsesPageQuery, "sentiment" | "theme">): Promise<SQL[]> {
      if (!query.sentiment && !query.theme) return [];
      await ensureNotes(form);
      const conditions: SQL[] = [];
      // Containment on the response's notes: no answer is unpacked to test a response.
      const noted = (note: Record<string, unknown>) => sql`exists (
        select 1 from ${answerNotes} an
        where an.response_id = ${responses.id} and an.notes @> ${JSON.stringify([note])}::jsonb)`;
      if (query.sentiment) conditions.push(noted({ sentiment: query.sentiment }));
      if (query.theme) {
        conditions.push(
          isVocabularyTheme(query.theme)
            ? noted({ themes: [query.theme] })
            : sql`exists (
                select 1 from jsonb_to_recordset(${responses.answers}) e(type text, answer text)
                where e.type = 'open-ended' and e.answer ~* ${wordPattern(query.theme)})`,
        );
      }
      return conditions;
    },

    async themes(ownerId: string, formId: string): Promise<FormThemes> {
      const form = await forms.findOwned(ownerId, formId);
      await ensureNotes(form);
      // Each respondent counts once per question, follow-ups included, as the analysis counts them:
      // by the most negative thing they said of it.
      const result = await db.execute(sql`
        select qid, label, (array['negative', 'neutral', 'positive'])[lean] as sentiment, count(*)::int as n
        from (
          select an.response_id, split_part(n.id, '.', 1) as qid, t.label,
                 min(case n.sentiment when 'negative' then 1 when 'neutral' then 2 else 3 end) as lean
          from ${answerNotes} an
          cross join lateral jsonb_to_recordset(an.notes) n(id text, sentiment text, themes jsonb)
          cross join lateral jsonb_array_elements_text(n.themes) t(label)
          where an.form_id = ${form.id}
          group by 1, 2, 3
        ) said
        group by 1, 2, 3`);
      const rows = rowsOf<{
        qid: string;
        label: string;
        sentiment: keyof Omit<ThemeCount, "label" | "count">;
        n: number;
      }>(result);
      const mentions = new Map<string, number>();
      for (const row of rows) mentions.set(row.label, (mentions.get(row.label) ?? 0) + row.n);
      // The same themes as the analysis: those that fit the form's domain.
      const allowed = themeLabelsForForm(
        form.questions.map((q) => q.question),
        mentions,
      );
      const byQuestion = new Map<string, Map<string, ThemeCount>>();
      for (const row of rows) {
        if (allowed && !allowed.has(row.label)) continue;
        const themes = byQuestion.get(row.qid) ?? new Map<string, ThemeCount>();
        byQuestion.set(row.qid, themes);
        const theme = themes.get(row.label) ?? { label: row.label, count: 0, positive: 0, negative: 0, neutral: 0 };
        themes.set(row.label, theme);
        theme.count += row.n;
        theme[row.sentiment] += row.n;
      }
      return {
        questions: form.questions
          .filter((q) => q.type === "open-ended")
          .map((q) => ({
            questionId: String(q.id),
            themes: [...(byQuestion.get(String(q.id))?.values() ?? [])]
              .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
              .slice(0, THEMES_PER_QUESTION),
          })),
      };
    },

    /**
     * The open answers behind a theme, oldest first, with their sentiment and response: one per
     * respondent and question (of the answer and its follow-ups on the theme, the most negative, as it
     * was counted), so there are as many as the theme's count.
     */
    async quotes(ownerId: string, formId: string, query: unknown): Promise<ThemeQuotes> {
      const { theme, question, limit } = parseWith(themeQuotesQuerySchema, query);
      const form = await forms.findOwned(ownerId, formId);
      await ensureNotes(form);
      const ofQuestion = question ? sql`and split_part(n.id, '.', 1) = ${question}` : sql``;
      const result = await db.execute(sql`
        select "responseId", "questionId", question, answer, sentiment,
               to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
               (count(*) over ())::int as total
        from (
          select distinct on (r.id, split_part(n.id, '.', 1))
                 r.id as "responseId", n.id as "questionId", coalesce(e.question, '') as question, e.answer,
                 n.sentiment, r.created_at as at
          from ${responses} r
          join ${answerNotes} an on an.response_id = r.id
          cross join lateral jsonb_to_recordset(an.notes) n(id text, sentiment text, themes jsonb)
          cross join lateral jsonb_to_recordset(r.answers) e(id text, question text, answer text)
          where r.form_id = ${form.id} and e.id = n.id and ${onTheme(theme)} ${ofQuestion}
          order by r.id, split_part(n.id, '.', 1),
                   case n.sentiment when 'negative' then 1 when 'neutral' then 2 else 3 end, n.id
        ) quote
        order by at, "responseId", "questionId"
        limit ${limit}`);
      const rows = rowsOf<ThemeQuotes["items"][number] & { total: number }>(result);
      return { total: rows[0]?.total ?? 0, items: rows.map(({ total: _, ...item }) => item) };
    },
  };
}

export type QuotesService = ReturnType<typeof createQuotesService>;
