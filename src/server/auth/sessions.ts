import { randomBytes } from 'node:crypto';
import type { Clock } from '../clock';

export interface Session {
  id: string;
  userId: string;
  xsrfToken: string;
  lastSeen: number;
  /** the session passed a one-time code for the statements' voice call details: kept until it ends */
  callDetailsVerified?: boolean;
}

/**
 * Server-side sessions, in memory: a restart signs everyone out, which is what a real
 * provider's session store would also do on a failover without replication. The idle limit
 * is enforced here, on the server clock, whatever the browser's timer says.
 */
export class Sessions {
  private readonly byId = new Map<string, Session>();

  constructor(
    private readonly clock: Clock,
    private readonly idleLimitSeconds: () => number,
  ) {}

  create(userId: string): Session {
    const session: Session = {
      id: randomBytes(32).toString('base64url'),
      userId,
      xsrfToken: randomBytes(24).toString('base64url'),
      lastSeen: this.clock.now().getTime(),
    };
    this.byId.set(session.id, session);
    return session;
  }

  /** The live session for a cookie value: 'expired' when it idled out (and is then gone). */
  lookup(id: string | undefined): Session | 'expired' | undefined {
    if (!id) return undefined;
    const session = this.byId.get(id);
    if (!session) return undefined;
    if (this.clock.now().getTime() - session.lastSeen > this.idleLimitSeconds() * 1000) {
      this.byId.delete(id);
      return 'expired';
    }
    return session;
  }

  touch(session: Session): void {
    session.lastSeen = this.clock.now().getTime();
  }

  destroy(id: string): void {
    this.byId.delete(id);
  }

  clear(): void {
    this.byId.clear();
  }
}
