import { z } from 'zod/mini';
import { humanText } from './text';

// A mobile line's name (spec platform §3 lineName; §7 "line nickname"). The equipment nickname
// (src/domain/equipment.ts) is a different rule: a line's name is often a person's, so it takes
// the apostrophe and the ampersand of a company name but not the equipment's "#".
// Decided here: trimmed, 1 to 30 characters, letters, digits, spaces and . , ' ( ) - & only.
export const LineNickname = humanText({ min: { length: 1, message: 'lineNickname.required' }, max: { length: 30, message: 'lineNickname.tooLong' } }).check(
  z.regex(/^[\p{L}\p{N} .,'()&-]+$/u, 'lineNickname.characters'),
);
