import { msg } from '@lingui/core/macro';

/**
 * Messages the spec fixes word for word and that more than one screen shows. The statements
 * screen (a later issue) raises `statementSaved` as a success page alert.
 * spec billing §8: in Spanish "Estado de cuenta guardado".
 */
export const sharedMessages = {
  statementSaved: msg`Statement saved`,
  /** spec platform §8 / billing §8: the generic message, dismissed with OK. */
  generic: msg`Sorry, something didn't work as it should. Please try again later.`,
};
