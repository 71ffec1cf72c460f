/**
 * Forms that gather who is coming or who may take part, not what people thought: an RSVP, a sign-up
 * sheet, a study's screener. They ask the practical questions such a form needs and the owner's own
 * items, and never ask anyone to rate something that has not happened.
 */
import type { Template } from "./domains.ts";
import { isEnglishWord } from "./screen.ts";
import { titleCase } from "./title.ts";
import { capitalise, escapeRegExp } from "./util.ts";

export type SignUpKind = "rsvp" | "sign-up" | "screener";

/** The form's own name, where it leads the purpose or is what is asked for: "RSVP for ...", "a screener for ...". */
const LEAD = /^\W*(?:[\w'-]+\s+){0,4}?/;
const NAMED = /\b(?:a|an|the|our|my)\s+(?:quick\s+|short\s+|simple\s+|online\s+)?/;
const RSVP_NAME = /rsvps?\b/;
const SIGN_UP_NAME = /(?:(?:sign[- ]?up|registration|booking)\s+(?:form|sheet)\b|sign[- ]?ups\s+for\b)/;
const SCREENER_NAME =
  /(?:screener|screening (?:survey|questionnaire|form)|eligibility (?:survey|form|check)|screen (?:volunteers|participants|people|applicants|candidates) for)\b/;
const RSVP_ASK = /\b(are you coming|who is coming|who's coming)\b/i;
/** "Screener for a sleep study" or "a sign-up form for the beach clean", never "would you sign up for a workshop". */
function names(form: RegExp, purpose: string): boolean {
  return new RegExp(`${LEAD.source}${form.source}|${NAMED.source}${form.source}`, "i").test(purpose);
}

/** What kind of gathering form the purpose asks for, if it asks for one. */
export function signUpKind(purpose: string): SignUpKind | undefined {
  // "feedback on our sign-up form" asks what people thought of the form.
  if (
    /\b(feedback|views|thoughts|opinions?|survey) (on|about|of) (the |our )?(sign[- ]?up|registration|booking|rsvp)/i.test(
      purpose,
    )
  )
    return undefined;
  if (/\b(form|sheet|rsvps?)\s+(feedback|survey|review|experience)\b/i.test(purpose)) return undefined;
  if (names(SCREENER_NAME, purpose)) return "screener";
  // "membership renewal for our orchard group - need name, address, payment method": a form to fill in.
  if (/\bmembership renewals?\b/i.test(purpose) && /\b(name|address|payment|email)\b/i.test(purpose)) return "sign-up";
  if (names(RSVP_NAME, purpose) || RSVP_ASK.test(purpose)) return "rsvp";
  if (names(SIGN_UP_NAME, purpose)) return "sign-up";
  return undefined;
}

/** "RSVP for the street party on 14 June" -> "the street party"; "Screener for a sleep study" -> "the sleep study". */
export function gatheringFor(purpose: string): string | undefined {
  const m =
    /\b(?:rsvps?|screener|sign[- ]?up (?:form|sheet)|sign[- ]?ups?|registration form|booking form|register (?:for|your interest in)|form|screen (?:volunteers|participants|people|applicants|candidates))\s+(?:for|to)\s+(?:(?:a|an|the|our|my)\s+)?([a-z0-9][\w'&-]*(?:\s+(?!(?:on|at|in|recruiting|for|of|with|to|from|by|next|this|and|-)\b)[a-z0-9][\w'&-]*){0,4})/i.exec(
      purpose,
    );
  const name = m?.[1]?.trim();
  return name ? `the ${name}` : undefined;
}

const TITLE_WORD: Record<SignUpKind, string> = { rsvp: "RSVP", "sign-up": "Sign-Up", screener: "Screener" };

/** "Street Party RSVP", "Sleep Study Screener": what is gathered for, and what the form is. */
export function signUpTitle(kind: SignUpKind, purpose: string, subject: string): string {
  const name = (gatheringFor(purpose) ?? subject)
    .replace(/^(the|our|a|an|my) /i, "")
    // "volunteers at the Harbour Kite Festival": the festival names the form.
    .replace(
      /^(?:volunteers?|helpers|stewards|marshals)$/i,
      (who) => new RegExp(`\\b${who} (?:at|for) (?:the |our )?([^.,;!?]+)`, "i").exec(purpose)?.[1]?.trim() ?? who,
    );
  const what = /\bmembership renewals?\b/i.test(purpose) ? "Membership Renewal" : TITLE_WORD[kind];
  return titleCase([...name.split(" ").filter(Boolean), what]);
}

const AGE_BANDS = ["Under 18", "18 to 24", "25 to 34", "35 to 44", "45 to 54", "55 to 64", "65 to 74", "75 or over"];

/** Who a study recruits, asked of the one answering: "night-shift workers" -> "Are you a night-shift worker?". */
function eligibility(purpose: string): Template[] {
  // A study takes people of some ages: asked always, in bands.
  const out: Template[] = [{ type: "radio", text: "How old are you?", options: AGE_BANDS }];
  const group =
    /\brecruiting ([a-z][\w'-]*(?: [a-z][\w'-]*){0,3}?)(?= (?:for|to|who|in|at|aged|over|under|from|with)\b|[.,;:!?]|$)/i.exec(
      purpose,
    )?.[1];
  if (group && !/^(participants|people|volunteers|adults|respondents|users|testers)$/i.test(group)) {
    const who = /^(?:people|adults|those|anyone) who (.+)$/i.exec(group);
    if (who?.[1]) out.push({ type: "radio", text: `Do you ${who[1].replace(/\btheir\b/g, "your")}?`, options: YES_NO });
    else if (/[^s]s$/i.test(group)) {
      const one = group.replace(/ies$/i, "y").replace(/s$/i, "");
      out.push({ type: "radio", text: `Are you ${/^[aeiou]/i.test(one) ? "an" : "a"} ${one}?`, options: YES_NO });
    }
  }
  return out;
}

const YES_NO = ["Yes", "No"];

/**
 * "We need their availability across the weekend, T-shirt size, and any first aid experience": the details
 * the owner collects, each asked for as such.
 */
export function details(purpose: string): Template[] {
  // Commas inside brackets list answers, not items: "payment method (cash, bank transfer, standing order)".
  const kept = purpose.replace(/\([^()]*\)/g, (inside) => inside.replace(/,/g, ";"));
  const lists = [
    ...kept.matchAll(/\b(?:need|collect|ask for|ask|get|want)\s+(?:to know\s+)?(?:their|your|the)?\s*([^.!?]+)/gi),
  ].map((m) => m[1] ?? "");
  const list = lists.join(", ");
  if (!list) return [];
  const out: Template[] = [];
  for (const raw of list.split(
    /\s*,\s*(?:and\s+)?|\s+and\s+(?=any\b|their\b|whether\b|if\b|payment\b|t-?shirt\b|best\b|contact\b|e-?mail\b|phone\b)/i,
  )) {
    const item = raw.trim().replace(/^(?:their|your|any|the)\s+/i, "");
    const ways = /\(([^()]+)\)/.exec(item)?.[1]?.split(/\s*[,;]\s*(?:or\s+)?|\s+or\s+/);
    const slashed = /(\w+(?:\/\w+)+)/.exec(item)?.[1]?.split("/");
    if (/^address\b/i.test(item)) out.push({ type: "open-ended", text: "What is your address?" });
    else if (/^(contact )?e-?mail( address)?$/i.test(item))
      out.push({ type: "open-ended", text: "What is your email address?" });
    else if (/^(phone|mobile)( number)?\b/i.test(item))
      out.push({ type: "open-ended", text: "What is your phone number?" });
    else if (/^best time to (call|contact|ring)\b/i.test(item))
      out.push({ type: "open-ended", text: "When is the best time to call you?" });
    else if (/^availability\b/i.test(item))
      out.push({
        type: "open-ended",
        text: `When are you available${item.replace(/^availability/i, "").replace(/\s*\(.*$/, "")}?`,
      });
    else if (/^t-?shirt size\b/i.test(item))
      out.push({ type: "radio", text: "What is your T-shirt size?", options: ["XS", "S", "M", "L", "XL", "XXL"] });
    else if (/^([\w -]+?) experience$/i.test(item))
      out.push({ type: "radio", text: `Do you have any ${item}?`, options: YES_NO });
    else if (/^payment method\b/i.test(item))
      out.push(
        ways && ways.length >= 2
          ? { type: "radio", text: "How would you like to pay?", options: ways.map((w) => capitalise(w.trim())) }
          : { type: "open-ended", text: "How would you like to pay?" },
      );
    else if (/^whether renewing as\b/i.test(item) && slashed && slashed.length >= 2)
      out.push({ type: "radio", text: "Which membership are you renewing?", options: slashed.map(capitalise) });
  }
  return out;
}

/**
 * "need to check they work at least 3 night shifts a week, are 18-65, no diabetes diagnosis, and can come
 * in to the lab twice": each criterion asked of the one answering, yes or no.
 */
export function criteria(purpose: string): Template[] {
  const list =
    /\b(?:check|confirm|make sure|ensure|know)\s+(?:that\s+)?(?:they|participants|people|applicants|volunteers)\s+([^.;]+)/i.exec(
      purpose,
    )?.[1];
  if (!list) return [];
  return list
    .split(/\s*,\s*(?:and\s+)?|\s+and\s+(?=(?:are|can|could|have|has|no|not|do|will|live|work|use|own|speak)\b)/i)
    .map((item) =>
      item
        .trim()
        // "twice (in manchester)": the aside is part of the criterion, and a place keeps its capital.
        .replace(/\s*\(([^)]*)\)/g, " $1")
        .replace(/\b(in|at|near|around)\s+([a-z]+)\b/g, (whole, at: string, place: string) =>
          isEnglishWord(place) ? whole : `${at} ${capitalise(place)}`,
        )
        .replace(/\btheir\b/gi, "your")
        .replace(/\bthey\b/gi, "you"),
    )
    .filter((item) => item.split(" ").length >= 2 || /^are\s/i.test(item))
    .map(criterionQuestion)
    .filter((q): q is Template => q !== undefined);
}

function criterionQuestion(item: string): Template | undefined {
  const ages = /^are (?:aged )?(\d+)\s*(?:-|–|to)\s*(\d+)$/i.exec(item);
  if (ages) return { type: "radio", text: `Are you aged ${ages[1]} to ${ages[2]}?`, options: YES_NO };
  // "no diabetes diagnosis", "no diagnosed diabetes".
  const diagnosed =
    /^(?:no|not)\s+(?:a\s+)?(?:history of\s+)?([\w' -]+?)\s+(?:diagnosis|diagnosed)$|^no (?:diagnosed|diagnosis of) ([\w' -]+)$/i.exec(
      item,
    );
  const condition = diagnosed?.[1] ?? diagnosed?.[2];
  if (condition) return { type: "radio", text: `Have you been diagnosed with ${condition}?`, options: YES_NO };
  const isNot = /^not ([a-z]+)$/i.exec(item);
  if (isNot) return { type: "radio", text: `Are you ${isNot[1]}?`, options: YES_NO };
  const lacking = /^no\s+([\w' -]+)$/i.exec(item);
  if (lacking) return { type: "radio", text: `Do you have ${lacking[1]}?`, options: YES_NO };
  const modal = /^(are|can|could|will|have|has)\s+(.+)$/i.exec(item);
  if (modal?.[1] && modal[2]) {
    const verb = modal[1].toLowerCase() === "has" ? "have" : modal[1].toLowerCase();
    return verb === "have"
      ? { type: "radio", text: `Have you ${modal[2]}?`, options: YES_NO }
      : { type: "radio", text: `${capitalise(verb)} you ${modal[2]}?`, options: YES_NO };
  }
  if (/^[a-z]+\s/i.test(item) && !/^(the|a|an|no|not|if|whether)\s/i.test(item))
    return { type: "radio", text: `Do you ${item}?`, options: YES_NO };
  return undefined;
}

/** The owner's items the practical questions below already ask: not asked twice. */
export function practicalItem(kind: SignUpKind, item: string): boolean {
  return (kind === "screener" ? SCREENER_ITEM : GUEST_ITEM).test(item);
}
const GUEST_ITEM =
  /\b(names?|how many|numbers?|guests?|plus[- ]ones?|dietary|allerg\w*|are you coming|coming|attend(?:ing|ance)?|contact|e-?mail|phone numbers?|rsvps?|address|availability|t-?shirt|size|experience|payment|renewing)\b/i;
const SCREENER_ITEM = /\b(ages?|how old|contact|e-?mail|phone numbers?|screener|best time)\b/i;

/** Food is served at these: dietary needs are asked. */
const FOOD =
  /\b(dinner|lunch|breakfast|brunch|meal|food|party|bbq|barbecue|picnic|buffet|wedding|supper|feast|tea|christmas do|celebration|dietary|allerg)/i;

/**
 * The form: what such a form always asks first, then the owner's own items (already drafted as
 * `ownItems`), then the practical details, never more than `max`.
 */
export function signUpQuestions(
  kind: SignUpKind,
  purpose: string,
  subject: string,
  ownItems: Template[],
  max: number,
): Template[] {
  const thing = gatheringFor(purpose);
  const lead: Template[] = [];
  const tail: Template[] = [];
  if (kind === "screener") {
    const checks = criteria(purpose);
    lead.push(
      ...eligibility(purpose).filter(
        (q) => !(q.text === "How old are you?" && checks.some((c) => /\baged\b/.test(c.text))),
      ),
    );
    lead.push(...checks);
    if (!ownItems.some((q) => /\b(attend|take part|available|availability)\b/i.test(q.text)))
      tail.push({
        type: "radio",
        text: `Would you be able to take part in ${thing ?? "the study"}?`,
        options: ["Yes", "Maybe", "No"],
      });
    const contact = details(purpose).filter((q) => /email|phone|call/i.test(q.text));
    tail.push(
      ...(contact.length > 0
        ? contact
        : [
            {
              type: "open-ended" as const,
              text: "What email address or phone number can we reach you on if you are eligible?",
            },
          ]),
    );
  } else {
    lead.push({ type: "open-ended", text: "What is your name?" }, ...details(purpose));
    if (kind === "rsvp")
      lead.push({
        type: "radio",
        text: `Will you be coming${thing ? ` to ${thing}` : ""}?`,
        options: ["Yes", "No", "Not sure yet"],
      });
    // Volunteers and members sign up as themselves: nobody comes with them.
    const alone = /\b(volunteers?|members?|membership|helpers?|stewards?|marshals?)\b/i.test(purpose);
    if (/\bplus[- ]ones?\b|\bbring(?:ing)? (?:a )?(?:guest|partner)\b/i.test(purpose))
      lead.push({ type: "radio", text: "Will you be bringing a plus one?", options: YES_NO });
    else if (!alone)
      lead.push({
        type: "radio",
        text: "How many people will be coming, including you?",
        options: ["Just me", "2", "3", "4", "5 or more"],
      });
    if (FOOD.test(purpose))
      tail.push({
        type: "open-ended",
        text: "Do you have any dietary requirements or allergies we should know about?",
      });
    if (!/\bmembership\b/i.test(purpose))
      tail.push({ type: "open-ended", text: "Is there anything else we should know, such as access needs?" });
  }
  // "Which phone do you usually use in the banking app?": a screener's items are about the one answering.
  const where = subject ? new RegExp(` (?:in|at|with|on|for|from) ${escapeRegExp(subject)}(?=\\?$)`, "i") : undefined;
  const own = ownItems
    .filter((q) => !RATES.test(q.text))
    .map((q) => (kind === "screener" && where ? { ...q, text: q.text.replace(where, "") } : q))
    // "How did you first hear about the lab?": a screener's subject is the study it recruits for.
    .map((q) =>
      kind === "screener" && thing && subject && /^how did you (first )?hear about /i.test(q.text)
        ? { ...q, text: q.text.replace(new RegExp(`${escapeRegExp(subject)}(?=\\?$)`, "i"), thing) }
        : q,
    )
    // Details to collect, not views to follow up.
    .map((q) => (q.type === "open-ended" ? { ...q, prompt: false } : q));
  const form = [...lead, ...own, ...tail];
  return form.slice(0, max).map((q) => ({ ...q, text: capitalise(q.text) }));
}

/** A rating, a recommendation or a "what would improve": feedback, which a gathering form does not ask. */
const RATES =
  /\b(rate|rating|recommend|satisf|enjoy|improve|better for you|expectations|scale of 0|stands? out|highlight|one change)\b/i;
