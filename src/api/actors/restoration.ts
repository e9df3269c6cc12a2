import { z } from 'zod/mini';
import type { Transport } from '../transport';

// the server's view of the account: a soft disconnect reads as lifted once its restoration instant has passed
const SERVICE_STATE = `query ServiceState { billing { softDisconnected } }`;
const ServiceStateAnswer = z.object({ billing: z.object({ softDisconnected: z.boolean() }) });

/** The restoration timeline's call (machines/equipment/service-restoration.ts): is the service back? */
export function restorationCalls(transport: Transport) {
  return {
    checkService: async (): Promise<{ restored: boolean }> => ({
      restored: !(await transport.graph(SERVICE_STATE, ServiceStateAnswer)).billing.softDisconnected,
    }),
  };
}
