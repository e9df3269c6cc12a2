import type { Router } from 'express';
import { addDays } from '../../domain/dates';
import { callerOf } from '../auth/middleware';
import { businessToday, type ServerContext } from '../context';
import { ApiError, notFound } from '../errors';
import { cpniOf } from '../views/cpni';
import { onePagePdf, silentWav } from './media';

/** The rest of spec platform §7's REST table, answered from the seeded world. All need a session. */
export function mountPlatformRoutes(router: Router, ctx: ServerContext): void {
  const state = () => ctx.store.state;

  router.get('/api/pub/identity/v3/identity/cpni/compliance', (_req, res) => {
    // the same status as the `cpni` query (src/domain/cpni.ts): compliant once an administrator has verified
    const status = cpniOf(state(), callerOf(res).account.id);
    res.json({ compliant: status.status === 'VERIFIED', ...status });
  });

  router.get('/api/pub/sbnetmemberedge/v2/cboam/member/:guid', (req, res) => {
    const { user, account } = callerOf(res);
    if (req.params.guid !== user.guid) throw new ApiError('FORBIDDEN', 'Not your member record');
    const filter = typeof req.query.fl === 'string' ? req.query.fl.toUpperCase() : null;
    const services = state().services.filter((s) => s.accountId === account.id && (!filter || s.serviceKey === filter));
    res.json({ guid: user.guid, memberServices: services.map((s) => ({ serviceKey: s.serviceKey, serviceId: s.serviceId, status: s.status })) });
  });

  router.get('/api/pub/sbnetserviceapptedge/v1/appointments', (_req, res) => {
    const { account } = callerOf(res);
    res.json({ appointments: state().appointments.filter((a) => a.accountId === account.id) });
  });

  router.get('/api/pub/sbnetserviceapptedge/v1/appointments/calendar/:orderId/:jobId', (req, res) => {
    const { account } = callerOf(res);
    const appointment = state().appointments.find((a) => a.accountId === account.id && a.orderId === req.params.orderId && a.jobId === req.params.jobId);
    if (!appointment) throw notFound('Appointment');
    // Open windows: the next ten weekdays, morning and afternoon.
    const today = businessToday(ctx);
    const days = Array.from({ length: 16 }, (_, i) => addDays(today, i + 1))
      .filter((d) => ![0, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay()))
      .slice(0, 10);
    res.json({
      orderId: appointment.orderId,
      jobId: appointment.jobId,
      slots: days.flatMap((date) => [
        { date, windowStart: '08:00', windowEnd: '12:00' },
        { date, windowStart: '13:00', windowEnd: '17:00' },
      ]),
    });
  });

  router.get('/api/pub/vox-con/voicemail/tn/:tn/unread-count', (req, res) => {
    ctx.faults.failIfArmed('voicemailUnreadCount');
    const { account } = callerOf(res);
    const messages = state().voiceMessages.filter((m) => m.accountId === account.id && m.lineNumber === req.params.tn);
    if (messages.length === 0 && !state().voiceMessages.some((m) => m.accountId === account.id)) throw notFound('Voice line');
    res.json({ tn: req.params.tn, unreadCount: messages.filter((m) => m.unread && m.kind === 'voicemail').length });
  });

  router.get('/api/pub/phoneedge/v1/assignment/account', (_req, res) => {
    const { account } = callerOf(res);
    const lines = [
      ...new Set(
        state()
          .voiceMessages.filter((m) => m.accountId === account.id)
          .map((m) => m.lineNumber),
      ),
    ];
    res.json({ assignments: lines.map((lineNumber) => ({ lineNumber, status: 'Assigned' })) });
  });

  router.get('/api/pub/phoneedge/v2/phone/voicemail/:id', (req, res) => {
    const { account } = callerOf(res);
    const message = state().voiceMessages.find((m) => m.id === req.params.id && m.accountId === account.id && m.kind === 'voicemail');
    if (!message) throw notFound('Voicemail');
    res.type('audio/wav').send(silentWav(Math.min(message.durationSeconds, 5)));
  });

  router.get('/api/pub/phoneedge/v2/phone/fax/:id', (req, res) => {
    const { account } = callerOf(res);
    const fax = state().voiceMessages.find((m) => m.id === req.params.id && m.accountId === account.id && m.kind === 'fax');
    if (!fax) throw notFound('Fax');
    res.type('application/pdf').send(onePagePdf(`Fax from ${fax.from} received ${fax.receivedAt}`));
  });

  router.get('/api/pub/valueaddedservices/v1/services', (_req, res) => {
    const { account } = callerOf(res);
    res.json({
      services: state().valueAddedServices.map(({ provisionedFor, ...tile }) => ({ ...tile, provisioned: provisionedFor.includes(account.id) })),
    });
  });

  router.get('/api/pub/entitlement/v1/services', (_req, res) => {
    const { account } = callerOf(res);
    res.json({
      entitlements: state()
        .services.filter((s) => s.accountId === account.id)
        .map((s) => ({ serviceKey: s.serviceKey, serviceId: s.serviceId, entitled: s.status === 'Active' })),
    });
  });
}

/** Partner-location checks (spec platform §7): public, each with a support variant. */
export function mountPartnerLocationRoutes(router: Router, ctx: ServerContext): void {
  const served = (zip: string) => {
    const match = ctx.store.state.accounts.find((a) => a.serviceAddress.zip.slice(0, 3) === zip.slice(0, 3));
    return { zipcode: zip, inFootprint: Boolean(match), footprint: match?.footprint ?? null };
  };
  for (const prefix of ['/api/pub/partner-location/v1', '/api/pub/partner-location/v1/support']) {
    router.get(`${prefix}/zipcode/:zipcode`, (req, res) => {
      if (!/^\d{5}$/.test(req.params.zipcode)) {
        throw new ApiError('VALIDATION_FAILED', 'The request has invalid fields', [{ path: ['zipcode'], code: 'invalid_format', message: 'zip.format' }]);
      }
      res.json({ ...served(req.params.zipcode), flow: req.query.flow ?? null, carryoverZipcode: req.query['carryover-zipcode'] ?? null });
    });
    router.get(`${prefix}/address`, (req, res) => {
      const zip = String(req.query.zip ?? '');
      if (!/^\d{5}$/.test(zip)) {
        throw new ApiError('VALIDATION_FAILED', 'The request has invalid fields', [{ path: ['zip'], code: 'invalid_format', message: 'zip.format' }]);
      }
      res.json(served(zip));
    });
    router.get(`${prefix}/ip`, (_req, res) => {
      // Loopback and private addresses have no location; the check says so instead of guessing.
      res.json({ zipcode: null, inFootprint: false, footprint: null });
    });
  }
}
