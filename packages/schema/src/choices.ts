/**
 * A checkbox answer is its chosen options joined with ', ' (spec section 3), and an option may
 * itself contain ', '. Splits an answer back into the options it names, in order, each at most
 * once; null when it is not such a list. No zod here, so any bundle may import it.
 */
export function splitChoices(answer: string, options: readonly string[]): string[] | null {
  if (answer === "") return [];
  // Breadth-first over positions in the answer; each position remembers the options used to reach it.
  const reachable = new Map<number, string[]>([[0, []]]);
  for (let i = 0; i <= answer.length; i++) {
    const used = reachable.get(i);
    if (!used) continue;
    if (i === answer.length) return used;
    for (const option of options) {
      if (option === "" || used.includes(option) || !answer.startsWith(option, i)) continue;
      const end = i + option.length;
      const next = end === answer.length ? end : answer.startsWith(", ", end) ? end + 2 : -1;
      if (next === -1 || (next === answer.length && end !== answer.length)) continue;
      if (!reachable.has(next)) reachable.set(next, [...used, option]);
    }
  }
  return null;
}

/** Joins chosen options the way a respondent's answer stores them. */
export const joinChoices = (chosen: readonly string[]): string => chosen.join(", ");

/**
 * The options a checkbox answer names, for counting: `splitChoices`, or when the answer is not a
 * list of the options (edited since, or not sent), its ', '-separated parts.
 */
export function chosenOptions(answer: string, options: readonly string[]): string[] {
  return (
    splitChoices(answer, options) ??
    answer
      .split(", ")
      .map((part) => part.trim())
      .filter(Boolean)
  );
}
