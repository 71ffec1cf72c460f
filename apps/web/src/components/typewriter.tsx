import { useReducedMotion } from "@mantine/hooks";
import { useEffect, useState } from "react";
import classes from "./typewriter.module.css";

/** Spec section 9: typing 100 ms per character, deleting 70 ms, a 2200 ms pause on a complete word. */
export const TYPEWRITER_TIMING = { typeMs: 100, deleteMs: 70, pauseMs: 2200 } as const;

export interface TypewriterTiming {
  typeMs: number;
  deleteMs: number;
  pauseMs: number;
}

interface TypewriterState {
  wordIndex: number;
  length: number;
  deleting: boolean;
}

/**
 * The visible part of the current word. It types the word, pauses, deletes it, then types the
 * next one, cycling through `words` for as long as it is mounted.
 */
export function useTypewriter(
  words: readonly string[],
  timing: TypewriterTiming = TYPEWRITER_TIMING,
  enabled = true,
): string {
  const [state, setState] = useState<TypewriterState>({ wordIndex: 0, length: 0, deleting: false });
  const word = words[state.wordIndex % Math.max(words.length, 1)] ?? "";
  const { typeMs, deleteMs, pauseMs } = timing;

  useEffect(() => {
    if (!enabled || words.length === 0) return;
    const { wordIndex, length, deleting } = state;
    let delay: number;
    let next: TypewriterState;
    if (!deleting && length < word.length) {
      delay = typeMs;
      next = { wordIndex, length: length + 1, deleting: false };
    } else if (!deleting) {
      delay = pauseMs;
      next = { wordIndex, length: length - 1, deleting: true };
    } else if (length > 0) {
      delay = deleteMs;
      next = { wordIndex, length: length - 1, deleting: true };
    } else {
      delay = typeMs;
      next = { wordIndex: (wordIndex + 1) % words.length, length: 1, deleting: false };
    }
    const timer = setTimeout(() => setState(next), delay);
    return () => clearTimeout(timer);
  }, [state, word.length, words.length, enabled, typeMs, deleteMs, pauseMs]);

  if (!enabled) return words[0] ?? "";
  return word.slice(0, state.length);
}

interface TypewriterProps {
  /** Text before the animated word, e.g. 'Better '. */
  prefix: string;
  words: readonly string[];
  /** Class of the animated word (a gradient, a colour). */
  wordClassName?: string;
  timing?: TypewriterTiming;
}

/**
 * A headline whose last word is typed and deleted in turn. Screen readers get the whole sentence
 * once instead of every keystroke; people who ask for reduced motion see the first word, still.
 */
export function Typewriter({ prefix, words, wordClassName, timing }: TypewriterProps) {
  const reduceMotion = useReducedMotion();
  const text = useTypewriter(words, timing, !reduceMotion);

  return (
    <>
      <span className={classes.srOnly}>{`${prefix}${words.join(", ")}`}</span>
      <span aria-hidden="true" data-testid="typewriter">
        {prefix}
        <span className={wordClassName}>{text}</span>
        <span className={classes.caret} />
      </span>
    </>
  );
}
