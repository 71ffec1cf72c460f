import { questionTypes } from "@parley/schema";
import { z } from "zod";
import raw from "./data/domains.json" with { type: "json" };

/** What a subject is, which decides the verbs and prepositions a question uses for it. */
export const SUBJECT_KINDS = [
  "place",
  "event",
  "product",
  "digital",
  "service",
  "publication",
  "programme",
  "process",
  "policy",
  "group",
  /** Something planned, not there yet: "the proposed parking charges". */
  "proposal",
  "other",
] as const;
export type SubjectKind = (typeof SUBJECT_KINDS)[number];

const templateSchema = z
  .object({
    type: z.enum(questionTypes),
    /** "{s}" is where the subject goes ("our new coffee shop", "Pennywise"). */
    text: z.string().min(1),
    options: z.array(z.string().min(1)).min(2).optional(),
    /** Open-ended questions that ask for AI follow-ups. */
    prompt: z.boolean().optional(),
    /** Only for subjects of these kinds (the generic set). */
    kinds: z.array(z.enum(SUBJECT_KINDS)).optional(),
    /** Never for subjects of these kinds. */
    notKinds: z.array(z.enum(SUBJECT_KINDS)).optional(),
    /** Not for a subject with one of these words ("webinar": no venue to rate). */
    notFor: z.array(z.string()).optional(),
  })
  .refine((t) => (t.type === "radio" || t.type === "checkbox") === (t.options !== undefined), {
    message: "radio and checkbox questions, and only they, have options",
  })
  .refine((t) => (t.text.match(/\?/g) ?? []).length === 1, { message: "one question per template" });

const domainSchema = z.object({
  id: z.string().min(1),
  /** Lemmas and lemma pairs of a purpose that point to this domain, with weights. */
  keywords: z.record(z.string(), z.number()),
  /** Head nouns (or endings) of a subject this domain's questions fit: "clinic", "coffee shop". */
  entities: z.array(z.string()),
  /** Entities with other senses ("site", "course"): they name the domain only when other words of it are there. */
  weakEntities: z.array(z.string()).optional(),
  /** Compounds that end in an entity but are another kind of thing: "funeral home", "caravan park". */
  notEntities: z.array(z.string()).optional(),
  /** Subject when the purpose names none. */
  fallback: z.string().min(1),
  /** Title words: "{Subject} {qualifier} {core}", qualifier dropped when the subject already says it. */
  qualifier: z.string(),
  core: z.string().min(1),
  /** Keep "a plant-based bar" (a concept not yet sold) instead of turning it into "the". */
  keepIndefinite: z.boolean().optional(),
  /** The people the bank is written for ("patient"); another audience gets the general set. */
  respondents: z.array(z.string()).optional(),
  bank: z.array(templateSchema).min(4),
});

export type Template = z.infer<typeof templateSchema>;
export type Domain = z.infer<typeof domainSchema>;

const data = z.object({ domains: z.array(domainSchema), generic: domainSchema }).parse(raw);

/** Question banks by domain (data/domains.json), each used only for a subject it fits. */
export const DOMAINS: Domain[] = data.domains;
/** The set for any subject: overall rating, what works, what to change, by kind of subject. */
export const GENERIC: Domain = data.generic;
