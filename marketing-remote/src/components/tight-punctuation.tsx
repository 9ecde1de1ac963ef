import type { ReactNode } from 'react';
import styles from './tight-punctuation.module.css';

/*
 * Plus Jakarta Sans, at the heavy weights of headings (700-800), draws its comma, full stop, colon and
 * semicolon with about 0.11 em of space before the mark, and kerns the pair only after the letters that
 * overhang it (r, v, w, y, P, T, V, Y, 7). After any other letter the gap before the mark is about
 * twice the gap between letters, which the headings' tight tracking makes plainer still: at the home
 * hero's 56 px it read as "Secure ," (6.5 px against 2.5 px between letters; at 390 px the same, in
 * smaller type). A mark after such a letter, and before a space or the end, is pulled back by the
 * excess (tight-punctuation.module.css); the text, and so a heading's accessible name, is unchanged.
 */
const LOOSE_MARK = /(?<=[\p{L}\p{N}])(?<![rvwyPTVY7])[,.:;](?=\s|$)/gu;

/** A heading's text with each loosely spaced punctuation mark in a span that tightens it. */
export function tightPunctuation(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const { index, 0: mark } of text.matchAll(LOOSE_MARK)) {
    parts.push(
      text.slice(from, index),
      <span key={index} className={styles.mark}>
        {mark}
      </span>,
    );
    from = index + mark.length;
  }
  if (parts.length === 0) return text;
  parts.push(text.slice(from));
  return parts;
}
