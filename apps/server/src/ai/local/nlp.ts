import model from "wink-eng-lite-web-model";
import winkNLP, { type ItsFunction, type WinkMethods } from "wink-nlp";
import { singleSpaced } from "./util.ts";

/**
 * The process's one wink-nlp instance (a second instance silently loses custom entities), made
 * on first use. The engine needs only sentence breaks, part-of-speech tags and lemmas; the
 * evaluation script also asks for wink's own sentiment, as a baseline.
 */
let instance: WinkMethods | undefined;
let withSentiment = false;

export function enableWinkSentiment(): void {
  if (instance) throw new Error("enableWinkSentiment() must run before the first use of wink-nlp");
  withSentiment = true;
}

export function nlp(): WinkMethods {
  instance ??= winkNLP(model, withSentiment ? ["sbd", "negation", "sentiment", "pos"] : ["sbd", "pos"]);
  return instance;
}

export interface TaggedToken {
  /** Surface form. */
  value: string;
  /** Lower-case lemma, or the lower-case word when wink's lemma is a different word ("app" -> "application"). */
  lemma: string;
  pos: string;
  /** " " when a space precedes the token, "" inside "sign-up". */
  space: string;
  /** Character offset in the text as passed through squish(). */
  offset: number;
}

/** One line, single spaces: the form tagTexts() offsets refer to. */
export function squish(text: string): string {
  return singleSpaced(text).trim();
}

/** Tags texts in one wink document (far faster than one document each); one token list per text. */
export function tagTexts(texts: string[], squished = false): TaggedToken[][] {
  const out: TaggedToken[][] = texts.map(() => []);
  if (texts.length === 0) return out;
  const wink = nlp();
  const its = wink.its;
  // Blank lines separate the texts; their own line breaks become spaces so the split is unambiguous.
  const lines = texts.map((t) => (squished ? t : squish(t)) || ".");
  const doc = wink.readDoc(lines.join("\n\n"));
  const tokens = doc.tokens();
  const values = tokens.out() as string[];
  const pos = tokens.out(its.pos) as string[];
  // The typings give its.lemma an extra (addons) parameter that wink passes itself.
  const lemmas = tokens.out(its.lemma as unknown as ItsFunction<string>) as string[];
  let current = 0;
  let cursor = 0;
  for (let i = 0; i < values.length; i++) {
    const value = values[i] ?? "";
    if (pos[i] === "SPACE" && value.includes("\n\n")) {
      current++;
      cursor = 0;
      continue;
    }
    const line = lines[current] ?? "";
    const found = line.indexOf(value, cursor);
    const offset = found >= 0 ? found : cursor;
    // Offsets give the spacing too, which saves asking wink for it.
    const space = offset > cursor || (cursor === 0 && offset > 0) ? " " : "";
    cursor = found >= 0 ? found + value.length : cursor;
    const lower = value.toLowerCase();
    const lemma = lemmas[i] ?? lower;
    out[current]?.push({
      value,
      lemma: plausibleLemma(lower, lemma),
      pos: corrected(pos[i] ?? "X", value, out[current]?.at(-1), out[current]?.at(-2)),
      space,
      offset,
    });
  }
  for (const list of out) modifiersInDisguise(list);
  return out;
}

/** "the", "our": a word that says whose, or which, the noun after it is. */
function owner(t: TaggedToken | undefined): boolean {
  return t?.pos === "DET" || /^(my|our|your|their|its)$/i.test(t?.value ?? "");
}

/** "our £20 missed appointment fee": a past participle between a determiner or number and a noun describes it. */
function modifiersInDisguise(tokens: TaggedToken[]): void {
  tokens.forEach((t, i) => {
    const before = tokens[i - 1];
    const next = tokens[i + 1];
    // "new coworking space opening in the spring": "new" describes, "coworking" names the kind of space,
    // and "opening" after the space is what it does.
    // "make people sign up", "help customers check in": a word between people and a particle is their verb.
    if (
      t.pos === "NOUN" &&
      /^(people|customers|members|students|parents|users|them|us|you|folks)$/i.test(before?.value ?? "") &&
      /^(up|in|out|off|back|on)$/i.test(next?.value ?? "")
    )
      t.pos = "VERB";
    // "why juniors drop out after U13": a word before its particle, after the plural doing it, is their verb.
    if (
      t.pos === "NOUN" &&
      /^(drop|sign|turn|give|pull|opt|drift|fall|stay|move|leave|come|keep|stop)$/i.test(t.value) &&
      before?.pos === "NOUN" &&
      /[^s]s$/i.test(before.value) &&
      /^(out|off|away|up|in|back)$/i.test(next?.value ?? "")
    )
      t.pos = "VERB";
    // "whether the Tuesday evening slot suits, if...": a verb of suiting closing its clause after one thing.
    if (
      t.pos === "NOUN" &&
      /^(suits|works)$/i.test(t.value) &&
      before?.pos === "NOUN" &&
      !/[^s]s$/i.test(before.value) &&
      (next === undefined || next.pos === "PUNCT" || /^(you|them|people|everyone|for)$/i.test(next.value))
    )
      t.pos = "VERB";
    // "whether visiting times work for you": after the plural it follows, "work" is its verb.
    if (
      t.pos === "NOUN" &&
      /^(work|suit|fit|help|clash)$/i.test(t.value) &&
      before?.pos === "NOUN" &&
      /[^s]s$/i.test(before.value) &&
      /^(for|with|well|ok|okay|better)$/i.test(next?.value ?? "")
    ) {
      t.pos = "VERB";
      // "visiting times", "opening hours": the "-ing" before the things is their kind.
      const kind = tokens[i - 2];
      if (kind?.pos === "VERB" && /ing$/i.test(kind.value)) kind.pos = "NOUN";
    }
    // "bike hire shop", "costume hire company": the hire is the kind of business, not a verb.
    if (
      t.pos === "VERB" &&
      /^(hire|rental)$/i.test(t.value) &&
      /^(NOUN|PROPN)$/.test(before?.pos ?? "") &&
      (/^(shop|store|company|firm|business|service|centre|center|place|desk|scheme)$/i.test(next?.value ?? "") ||
        // "self-drive boat hire on the river": a hire closing the thing's name.
        next?.pos === "ADP")
    )
      t.pos = "NOUN";
    // "our invoicing software", "our B2B invoicing SaaS": a gerund after an owner, before a name, is its kind.
    if (
      t.pos === "VERB" &&
      /ing$/i.test(t.value) &&
      /^(NOUN|PROPN)$/.test(next?.pos ?? "") &&
      (owner(before) || (/^(PROPN|ADJ)$/.test(before?.pos ?? "") && owner(tokens[i - 2])))
    )
      t.pos = "NOUN";
    // "how supported our volunteers feel", "how well informed staff are": a participle after "how" is
    // how they feel or are.
    if (
      t.pos === "VERB" &&
      /ed$/i.test(t.value) &&
      (/^how$/i.test(before?.value ?? "") ||
        (/^(well|fully)$/i.test(before?.value ?? "") && /^how$/i.test(tokens[i - 2]?.value ?? ""))) &&
      tokens.slice(i + 2, i + 6).some((x) => /^(feel|feels|felt|are|is|were|was|seem|seems)$/i.test(x.value))
    )
      t.pos = "ADJ";
    // "satisfaction with racing programme, moorings", "about build quality": a gerund or bare verb before a
    // noun that ends the item names its kind.
    const after = tokens[i + 2];
    if (
      t.pos === "VERB" &&
      (/ing$/i.test(t.value) || t.value.toLowerCase() === t.lemma) &&
      /^(with|about|on|of|for)$/i.test(before?.value ?? "") &&
      next?.pos === "NOUN" &&
      (!after || after.pos === "PUNCT" || /^(and|&)$/i.test(after.value))
    )
      t.pos = "NOUN";
    // "the lid clip broke", "the door handle fell off": a second noun before the verb, not a verb itself.
    if (
      t.pos === "VERB" &&
      before?.pos === "NOUN" &&
      !/[^s]s$/i.test(before.value) &&
      owner(tokens[i - 2]) &&
      next?.pos === "VERB" &&
      !/ing$/i.test(next.value) &&
      t.value.toLowerCase() === t.lemma &&
      !/(ed|ing)$/i.test(t.value)
    )
      t.pos = "NOUN";
    // "our knife-making course", "the cheese-making workshop": a compound's "-making" names a kind, and
    // the noun after it is no adverb ("course" is not "of course").
    if (t.pos === "VERB" && /ing$/i.test(t.value) && before?.value === "-" && before.space === "" && t.space === "") {
      t.pos = "NOUN";
      if (next?.pos === "ADV" && /^course$/i.test(next.value)) next.pos = "NOUN";
    }
    // "we do guided ghost walks": what the owner does is a thing, its "-ed" a kind and its plural no verb.
    const does = tokens.slice(Math.max(0, i - 4), i).findLastIndex((x) => /^(do|run|offer)$/i.test(x.value));
    const doer = does >= 0 ? tokens[Math.max(0, i - 4) + does - 1] : undefined;
    if (
      t.pos === "VERB" &&
      /^(we|i)$/i.test(doer?.value ?? "") &&
      tokens.slice(Math.max(0, i - 4) + does + 1, i).every((x) => /^(NOUN|ADJ|VERB|DET)$/.test(x.pos))
    ) {
      if (/ed$/i.test(t.value) && next?.pos === "NOUN") t.pos = "ADJ";
      else if (/[^s]s$/i.test(t.value) && before?.pos === "NOUN") t.pos = "NOUN";
      // "we run a ghost walk company": a bare verb between two nouns is part of the thing.
      else if (before?.pos === "NOUN" && next?.pos === "NOUN" && t.value.toLowerCase() === t.lemma) t.pos = "NOUN";
    }
    // "was the instructor patient and clear": how someone was, not the patients.
    if (
      t.pos === "NOUN" &&
      /^patient$/i.test(t.value) &&
      (/^(and|with|enough|,)$/i.test(next?.value ?? "") || next === undefined || next.pos === "PUNCT") &&
      before?.pos === "NOUN" &&
      /^(was|is|were|are|seem|seemed|felt)$/i.test(tokens[i - 3]?.value ?? "")
    )
      t.pos = "ADJ";
    if (t.pos === "ADV" && /^(new|old)$/i.test(t.value) && /^(NOUN|VERB|PROPN)$/.test(next?.pos ?? "")) t.pos = "ADJ";
    if (t.pos === "VERB" && /ing$/i.test(t.value) && before?.pos === "ADJ" && next?.pos === "NOUN" && i === 1)
      t.pos = "NOUN";
    if (
      t.pos === "NOUN" &&
      /^(opening|closing|launching|starting|reopening)$/i.test(t.value) &&
      before?.pos === "NOUN" &&
      /^(in|on|at|this|next|soon|later)$/i.test(next?.value ?? "")
    )
      t.pos = "VERB";
    if (
      t.pos === "VERB" &&
      /ed$/i.test(t.value) &&
      tokens[i + 1]?.pos === "NOUN" &&
      before &&
      (/^(DET|NUM)$/.test(before.pos) || /^(my|our|your|their|his|her|its)$/i.test(before.value))
    )
      t.pos = "ADJ";
  });
}

/**
 * Two slips of wink's tagger: a capitalised word it does not know ("the Riverside Theatre") is part
 * of a name, and a plural after a thing's possessive ("this season's shows") is things, not a verb.
 */
function corrected(pos: string, value: string, previous?: TaggedToken, owner?: TaggedToken): string {
  if (pos === "X" && /^\p{Lu}\p{Ll}+$/u.test(value) && previous?.pos === "PROPN") return "PROPN";
  if (pos === "VERB" && /[^s]s$/.test(value) && previous?.value === "'s" && owner?.pos === "NOUN") return "NOUN";
  return pos;
}

/** Keeps inflection lemmas ("times" -> "time", "children" -> "child"), drops synonyms ("app" -> "application"). */
function plausibleLemma(word: string, lemma: string): string {
  if (lemma === word) return word;
  if (lemma.length > word.length + 1) return word;
  const stem = lemma.slice(0, Math.max(1, Math.min(lemma.length, word.length) - 2));
  return word.startsWith(stem) ? lemma : word;
}
