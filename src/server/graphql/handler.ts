import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { createHandler } from 'graphql-http/lib/use/express';
import type { Caller, ServerContext } from '../context';
import { formatGraphQLError } from './errors';
import { parseWithLimits, queryCostRule } from './limits';
import type { ResolverContext } from './resolver-context';
import { accountSettingsResolvers } from './resolvers/account-settings';
import { auditResolvers } from './resolvers/audit';
import { autoPayResolvers } from './resolvers/autopay';
import { billingHomeResolvers } from './resolvers/billing-home';
import { contactResolvers } from './resolvers/contacts';
import { marketingResolvers } from './resolvers/marketing';
import { mobileActivationResolvers } from './resolvers/mobile-activation';
import { mobileChangeResolvers } from './resolvers/mobile-changes';
import { mobileOrderReadResolvers } from './resolvers/mobile-order-reads';
import { mobileReadResolvers } from './resolvers/mobile-reads';
import { noticeResolvers } from './resolvers/notices';
import { equipmentResolvers } from './resolvers/equipment';
import { networkResolvers } from './resolvers/network';
import { peopleResolvers } from './resolvers/people';
import { preferenceResolvers } from './resolvers/preferences';
import { queryResolvers } from './resolvers/queries';
import { securityQuestionResolvers } from './resolvers/security-question';
import { shipmentResolvers } from './resolvers/shipments';
import { verificationResolvers } from './resolvers/verification';
import { walletResolvers } from './resolvers/wallet';

// the router's network settings and the billing home's reads extend the schema from files of their own
const schemaText = [
  './schema.graphql',
  './network.graphql',
  './billing-home.graphql',
  './profile-settings.graphql',
  './people.graphql',
  './audit.graphql',
  './notices.graphql',
  './shipments.graphql',
  './mobile.graphql',
  './mobile-orders.graphql',
]
  .map((file) => readFileSync(new URL(file, import.meta.url), 'utf8'))
  .join('\n');
export const schema = buildSchema(schemaText);

const rootValue = {
  ...queryResolvers,
  ...walletResolvers,
  ...accountSettingsResolvers,
  ...equipmentResolvers,
  ...networkResolvers,
  ...autoPayResolvers,
  ...contactResolvers,
  ...verificationResolvers,
  ...preferenceResolvers,
  ...peopleResolvers,
  ...securityQuestionResolvers,
  ...marketingResolvers,
  ...billingHomeResolvers,
  ...auditResolvers,
  ...noticeResolvers,
  ...shipmentResolvers,
  ...mobileReadResolvers,
  ...mobileChangeResolvers,
  ...mobileOrderReadResolvers,
  ...mobileActivationResolvers,
};

/** POST /selfservice/graph, after requireSession: resolvers see the server and the caller. */
export function graphqlHandler(server: ServerContext) {
  return createHandler<ResolverContext>({
    schema,
    rootValue,
    context: (req) => {
      return { server, caller: req.context.res.locals.caller as Caller };
    },
    // bounded before anything executes (./limits.ts); graphql-http appends the rule to graphql-js's own
    parse: parseWithLimits,
    validationRules: [queryCostRule],
    formatError: formatGraphQLError,
  });
}
