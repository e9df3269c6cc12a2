/**
 * The characters the text rule refuses in human-readable text (src/domain/text.ts), one of each
 * kind, by name: the unit tests try each anywhere in a text, the server tests paste a few into
 * names as a user or a script could.
 */
export const REFUSED_CHARACTERS = {
  NUL: '\u0000',
  BEL: '\u0007',
  TAB: '\t',
  LF: '\n',
  CR: '\r',
  ESC: '\u001b',
  DEL: '\u007f',
  'a C1 control': '\u0085',
  'left-to-right embedding': '\u202a',
  'right-to-left override': '\u202e',
  'first strong isolate': '\u2068',
  'right-to-left mark': '\u200f',
  'zero-width space': '\u200b',
  'byte order mark': '\ufeff',
  'soft hyphen': '\u00ad',
  'line separator': '\u2028',
  'paragraph separator': '\u2029',
  'a private-use character': '\ue000',
  'a lone high surrogate': '\ud83d',
  'a lone low surrogate': '\ude00',
  'surrogates in the wrong order': '\ude00\ud83d',
} as const;
