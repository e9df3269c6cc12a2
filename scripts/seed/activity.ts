import type { z } from 'zod';
import { addDays } from '../../src/domain/dates';
import type { AppointmentRecord, VoiceMessageRecord } from '../../src/server/store/records';
import type { Ids } from './ids';
import { ANCHOR, at, type AppointmentPlan, type VoiceMessagePlan } from './plan';
import { digits, type Rng } from './prng';

// Service appointments and voice mailbox contents of an account.

export function appointmentRecords(plans: AppointmentPlan[], accountId: string, ids: Ids, rng: Rng): z.infer<typeof AppointmentRecord>[] {
  return plans.map((a) => ({
    id: ids.next('appointments'),
    accountId,
    orderId: `ORD${digits(rng, 9)}`,
    jobId: `JOB${digits(rng, 7)}`,
    type: a.type,
    status: a.status,
    date: addDays(ANCHOR, a.daysFromAnchor),
    windowStart: a.window[0],
    windowEnd: a.window[1],
  }));
}

export function voiceMessageRecords(plans: VoiceMessagePlan[], voiceLines: string[], accountId: string, ids: Ids): z.infer<typeof VoiceMessageRecord>[] {
  return plans.map((m) => {
    const lineNumber = voiceLines[m.line];
    if (!lineNumber) throw new Error(`${accountId}: voice message on line ${m.line}, which the account does not have`);
    return {
      id: ids.next('voiceMessages'),
      accountId,
      lineNumber,
      kind: m.kind,
      from: m.from,
      receivedAt: at(addDays(ANCHOR, -m.daysAgo), m.time),
      unread: m.unread,
      durationSeconds: m.durationSeconds,
    };
  });
}
