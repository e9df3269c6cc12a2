import { randomBytes, randomInt } from 'node:crypto';
import type { Router } from 'express';
import { BankLinkConnectRequest, type BankInstitution, type BankLinkConnectResponse, type LinkedBankAccount } from '../../domain/bank-link';
import { assertBillingCall, callerOf } from '../auth/middleware';
import type { Clock } from '../clock';
import type { ServerContext } from '../context';
import { ApiError } from '../errors';
import { parseInput } from './parse';

/**
 * The simulated online-banking provider of the 5-step one-time payment (docs/decisions/023-online-banking-provider.md). Signing in
 * at a listed institution with username `good` (any password of 4+ characters) links it;
 * username `fail`, or an armed fault on operation `bankLink`, is the provider being down
 * (503); other usernames are credentials the bank refused. A link is a provider token, not
 * customer data: it lives in memory, bound to the session that made it, for LINK_TTL_MS of
 * server clock. Bank credentials are never stored or logged.
 */

const INSTITUTIONS: readonly BankInstitution[] = [
  { id: 'ins_lakeshore', name: 'Lakeshore Community Bank' },
  { id: 'ins_granite', name: 'Granite State Savings' },
  { id: 'ins_meridian', name: 'Meridian Federal Credit Union' },
];

const LINK_TTL_MS = 30 * 60 * 1000;

interface LinkedBank extends BankLinkConnectResponse {
  sessionId: string;
  expiresAt: number;
}

export class BankLinks {
  private readonly byId = new Map<string, LinkedBank>();

  constructor(private readonly clock: Clock) {}

  connect(sessionId: string, institution: BankInstitution): BankLinkConnectResponse {
    const now = this.clock.now().getTime();
    for (const [id, link] of this.byId) if (link.expiresAt <= now) this.byId.delete(id);
    const accounts: LinkedBankAccount[] = [
      { id: newId('lba'), name: 'Business Checking', accountType: 'CHECKING', last4: fourDigits() },
      { id: newId('lba'), name: 'Business Savings', accountType: 'SAVINGS', last4: fourDigits() },
    ];
    const link: LinkedBank = { linkedBankId: newId('lnk'), institutionName: institution.name, accounts, sessionId, expiresAt: now + LINK_TTL_MS };
    this.byId.set(link.linkedBankId, link);
    return { linkedBankId: link.linkedBankId, institutionName: link.institutionName, accounts };
  }

  /** One account of a live link made by this session, or null. */
  account(sessionId: string, linkedBankId: string, accountId: string): LinkedBankAccount | null {
    const link = this.byId.get(linkedBankId);
    if (!link || link.sessionId !== sessionId || link.expiresAt <= this.clock.now().getTime()) return null;
    return link.accounts.find((a) => a.id === accountId) ?? null;
  }
}

const newId = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url')}`;
const fourDigits = () => String(randomInt(0, 10_000)).padStart(4, '0');

export function mountBankLinkRoutes(router: Router, ctx: ServerContext, links: BankLinks): void {
  router.get('/api/pub/bank-link/v1/institutions', (_req, res) => {
    assertBillingCall('bankLinkInstitutions', ctx, callerOf(res));
    res.json({ institutions: INSTITUTIONS });
  });

  router.post('/api/pub/bank-link/v1/connect', (req, res) => {
    const caller = callerOf(res);
    assertBillingCall('bankLink', ctx, caller);
    const input = parseInput(BankLinkConnectRequest, req.body);
    const institution = INSTITUTIONS.find((i) => i.id === input.institutionId);
    if (!institution) {
      throw new ApiError('VALIDATION_FAILED', 'No such institution', [{ path: ['institutionId'], code: 'custom', message: 'bankLink.unknownInstitution' }]);
    }
    if (input.username === 'fail') throw new ApiError('SERVICE_UNAVAILABLE', 'The online-banking provider is not answering');
    if (input.username !== 'good') {
      // the bank refused the sign-in: a field error of this form, not a 401 (which would end the portal session)
      throw new ApiError('VALIDATION_FAILED', 'The bank did not accept these credentials', [
        { path: ['username'], code: 'custom', message: 'bankLink.credentialsRejected' },
      ]);
    }
    res.status(201).json(links.connect(caller.session.id, institution));
  });
}
