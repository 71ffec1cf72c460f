import { type Context, Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { currentUser, requireUser } from "../../lib/session.ts";
import { csvChunks, exportColumns, jsonChunks, knownAnswerIds, textStream, xlsxStream } from "./exports.ts";

/**
 * Owner routes over a form's responses: read (whole or a page at a time), summarise, export, delete.
 * Each route checks the session itself: these share their base path with the forms routes.
 */
export const formResponsesRoutes = new Hono<AppEnv>()
  .get("/:id/responses", requireUser, async (c) => {
    const { results } = c.get("deps").services;
    const owner = currentUser(c).id;
    const query = c.req.query();
    // Without parameters the answer stays the whole list, as earlier clients expect.
    if (Object.keys(query).length === 0) {
      return c.json(await results.all(owner, c.req.param("id")));
    }
    return c.json(await results.page(owner, c.req.param("id"), query));
  })
  .get("/:id/summary", requireUser, async (c) =>
    c.json(await c.get("deps").services.results.summary(currentUser(c).id, c.req.param("id"), c.req.query())),
  )
  .delete("/:id/responses/:responseId", requireUser, async (c) => {
    const { results } = c.get("deps").services;
    await results.removeOne(currentUser(c).id, c.req.param("id"), c.req.param("responseId"));
    return c.body(null, 204);
  })
  .delete("/:id/responses", requireUser, async (c) => {
    const { results } = c.get("deps").services;
    const deleted = await results.removeAll(currentUser(c).id, c.req.param("id"));
    return c.json({ deleted });
  })
  .get("/:id/responses.csv", requireUser, async (c) => {
    const { form, columns, batches } = await exportSource(c);
    return download(c, form.title, "csv", "text/csv; charset=utf-8", textStream(csvChunks(columns, batches)));
  })
  .get("/:id/responses.json", requireUser, async (c) => {
    const { form, batches } = await exportSource(c);
    const body = textStream(jsonChunks({ id: form.id, title: form.title, questions: form.questions }, batches));
    return download(c, form.title, "json", "application/json; charset=utf-8", body);
  })
  .get("/:id/responses.xlsx", requireUser, async (c) => {
    const { form, columns, batches } = await exportSource(c);
    const { results } = c.get("deps").services;
    const summary = () => results.summary(currentUser(c).id, form.id);
    const body = xlsxStream({ questions: form.questions, columns, batches, summary });
    return download(c, form.title, "xlsx", XLSX_TYPE, body);
  });

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The owner's form and its responses in batches, read only as the export is written. */
async function exportSource(c: Context<AppEnv>) {
  const { forms, results } = c.get("deps").services;
  const form = await forms.get(currentUser(c).id, c.req.param("id") ?? "");
  const orphans = await results.orphans(form.id, knownAnswerIds(form.questions));
  return { form, columns: exportColumns(form.questions, orphans), batches: results.batches(form.id) };
}

function download(c: Context<AppEnv>, title: string, extension: string, type: string, body: ReadableStream) {
  const name = (title || "responses").replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-|-$/g, "") || "responses";
  c.header("Content-Type", type);
  c.header(
    "Content-Disposition",
    `attachment; filename="${name}.${extension}"; filename*=UTF-8''${encodeURIComponent(name)}.${extension}`,
  );
  // no-transform: the compression of JSON answers would read the whole export into memory first.
  c.header("Cache-Control", "no-store, no-transform");
  return c.body(body);
}
