import type { Question } from "@parley/schema";
import { SLIDER_DEFAULT_MAX, SLIDER_DEFAULT_MIN } from "@parley/schema";
import { ASPECT_TEMPLATES, type Template } from "./domains.ts";
import { aspectPreposition, type PurposeReading, readPurpose } from "./purpose.ts";
import { capitalise, hash, normalise, seededRandom, shuffled } from "./util.ts";

interface Drafted extends Template {
  /** Sort rank: opening rating, choices, aspects, more ratings, checkboxes, open questions last. */
  rank: number;
}

const PLURAL_VERBS: Array<[RegExp, string]> = [
  [/\b(does|is|was|has) \{s\}/g, "{verb} {s}"],
  [/\{s\} (does|is|was|has)\b/g, "{s} {verb}"],
];
const PLURAL_OF: Record<string, string> = { does: "do", is: "are", was: "were", has: "have" };

/** Puts the subject in, with the verb agreeing: "How well do the Saturday shifts keep you informed?". */
function fill(text: string, subject: string, plural: boolean): string {
  let out = text;
  if (plural) {
    for (const [re, shape] of PLURAL_VERBS) {
      out = out.replace(re, (_m, verb: string) => shape.replace("{verb}", PLURAL_OF[verb] ?? verb));
    }
  }
  return capitalise(out.replaceAll("{s}", subject));
}

/** Turns drafted templates into stored questions: ids from 1, options as {key, value}. */
export function toQuestions(drafts: Template[]): Question[] {
  return drafts.map((d, i): Question => {
    const base = { id: i + 1, question: d.text, type: d.type };
    switch (d.type) {
      case "slider":
        return { ...base, min: SLIDER_DEFAULT_MIN, max: SLIDER_DEFAULT_MAX };
      case "open-ended":
        return { ...base, requiresPrompt: d.prompt === true };
      default:
        return { ...base, options: (d.options ?? []).map((value, key) => ({ key, value })) };
    }
  });
}

/**
 * Drafts 5 to 8 questions for a purpose: each names the subject, the four types are all there,
 * at least one open question asks for follow-ups, and the purpose's own topics get a question
 * each. The purpose text seeds every choice, so the same purpose gives the same form and two
 * purposes almost never share a set.
 */
export function draftQuestions(reading: PurposeReading, seedText: string): Template[] {
  const random = seededRandom(hash(normalise(seedText)));
  const { domain, subject } = reading;
  const drawn = 5 + Math.floor(random() * 4);
  const bank = shuffled(domain.bank, random);
  const picked: Drafted[] = [];
  const take = (t: Template | undefined, rank: number) => {
    if (t && !picked.some((p) => p.text === t.text)) picked.push({ ...t, rank });
  };
  // Every form opens on the domain's overall rating; the rest is drawn.
  take(
    domain.bank.find((t) => t.type === "slider"),
    0,
  );
  take(
    bank.find((t) => t.type === "radio"),
    1,
  );
  take(
    bank.find((t) => t.type === "checkbox"),
    4,
  );
  take(
    bank.find((t) => t.type === "open-ended" && t.prompt),
    6,
  );

  // The purpose's own topics come first among the extras: they are what the owner asked about.
  const preposition = aspectPreposition(reading.head, domain);
  const aspectTemplates = shuffled(ASPECT_TEMPLATES, random);
  const count = Math.min(8, Math.max(drawn, picked.length + reading.aspects.length));
  reading.aspects.slice(0, count - picked.length).forEach((aspect, i) => {
    const t = aspectTemplates[i % aspectTemplates.length] as Template;
    take({ ...t, text: t.text.replace("{a}", aspect).replace("{p}", preposition) }, 2);
  });

  for (const t of bank) {
    if (picked.length >= count) break;
    const rank = t.type === "slider" ? 3 : t.type === "radio" ? 1 : t.type === "checkbox" ? 4 : t.prompt ? 6 : 5;
    take(t, rank);
  }
  return picked
    .map((p, order) => ({ p, order }))
    .sort((a, b) => a.p.rank - b.p.rank || a.order - b.order)
    .map(({ p }) => {
      const t: Template = { type: p.type, text: fill(p.text, subject, reading.plural) };
      if (p.options) t.options = [...p.options];
      if (p.type === "open-ended") t.prompt = p.prompt === true;
      return t;
    });
}

export function generateQuestions(purpose: string): Question[] {
  return toQuestions(draftQuestions(readPurpose(purpose), purpose));
}
