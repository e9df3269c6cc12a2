import { z } from 'zod/mini';

/**
 * The one rule for human-readable text a person types and the portal keeps or passes on: names
 * on cards and bank accounts, nicknames, reasons. Such text is shown again later (on screens,
 * statements, to support staff, in logs), so it must read as what it is:
 * - Cc, control characters (NUL, BEL, ESC, CR, LF, TAB, DEL, C1): they end strings early in other
 *   systems, colour or clear a terminal, or split one field into lines;
 * - Cf, invisible format characters, among them the bidirectional overrides and isolates
 *   (U+202A–U+202E, U+2066–U+2069) that make text display in another order than it is stored,
 *   and zero-width spaces that make two different names look alike;
 * - Cs, a surrogate half without its partner: not a character at all (JSON can carry one as
 *   "\ud800"), and many encoders fail on it;
 * - Co, private-use code points, which have no agreed glyph; Zl, Zp, line and paragraph separators.
 * Zero-width joiner and non-joiner (U+200D, U+200C) stay allowed: emoji sequences and several
 * scripts (Persian, the Indic scripts) need them, and they reorder nothing.
 * Letters of any script, accents, punctuation and emoji pass. Unassigned code points (Cn) are
 * not refused: which are unassigned depends on the Unicode version of the browser or of Node,
 * and the form and the server must give the same answer.
 */
const UNSAFE = /(?![\u200C\u200D])[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}]/u;

/** The stable issue message of the rule, translated by the forms. */
export const TEXT_CHARACTERS = 'text.characters';

export const isReadableText = (value: string): boolean => !UNSAFE.test(value);

export interface TextRule {
  /** fewest characters after trimming, with its issue message (omit for optional text) */
  min?: { length: number; message: string };
  max: { length: number; message: string };
}

/**
 * A human-readable text field: the characters are checked as sent (a control character at the
 * ends counts too; nothing is silently dropped), then the text is trimmed and measured. A
 * refused character stops there, so a field reports one issue, `text.characters`.
 */
export function humanText({ min, max }: TextRule) {
  const checked = z.string().check(z.refine(isReadableText, { message: TEXT_CHARACTERS, abort: true }), z.trim());
  return (min ? checked.check(z.minLength(min.length, min.message)) : checked).check(z.maxLength(max.length, max.message));
}
