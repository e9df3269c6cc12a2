import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import type { Profile } from '../domain/session';
import { billingAccessGuard, enforce, flagGuard, mobileGuard, peekProfile, requireProfile, servicesGuard, voiceGuard, type Guard } from './guards';
import { authLayout, openLayout } from './layouts';
import { rootRoute } from './root';
import { SELF_INSTALL_URL } from './external';
import {
  dropRejectedParams,
  validateAccountRecoverySearch,
  validateBillingHomeSearch,
  validateLoginSearch,
  validatePayBillSearch,
  validateSummarySearch,
} from './search';
import { PayBillScreen } from './pay-bill-screen';
import { unbuiltRoute } from './unbuilt';
import { withArea, type Area } from '../i18n/locale';
import { AUDIT_PAGE_SIZE } from '../domain/audit-areas';
import { isAdmin } from '../domain/roles';
import { validateAuditSearch } from '../features/audit/search';
import { validateInvitationSearch } from '../features/invitation/search';

// The route table of spec platform §2. Built here: /, /login, /account-summary, /services (and
// /services/mobile),
// /billing (home), /billing/pay-bill (one-time and future-dated payments, Auto Pay),
// /maintenance, /404. Every other named path exists with its guards and answers 404 until its
// area lands.

const auth = () => authLayout;
const open = () => openLayout;

// spec platform §2: the voice module's routes are loaded only when the voice feature flag is off.
const voiceModuleGuard: Guard = (p) => (p.featureFlags.voice ? { kind: 'notFound' } : null);

// ---- built screens -------------------------------------------------------------------------

const indexRoute = createRoute({
  getParentRoute: open,
  path: '/',
  beforeLoad: async ({ context }) => {
    const profile = await peekProfile(context.session);
    throw redirect({ to: profile ? '/account-summary' : '/login', replace: true });
  },
});

const loginRoute = createRoute({
  getParentRoute: open,
  path: '/login',
  validateSearch: validateLoginSearch,
  // spec platform §2 redirects: login goes to the root, for someone already signed in. Not
  // right after a sign-out: if the server could not be told, its session lingers until it idles
  // out, and the user who chose to leave must not be sent back in.
  beforeLoad: async ({ context, location, search }) => {
    if (!search.loggedOut && (await peekProfile(context.session))) throw redirect({ to: '/', replace: true });
    dropRejectedParams(location, validateLoginSearch);
  },
  component: lazyRouteComponent(() => withArea('login', () => import('../features/login/login-page')), 'LoginPage'),
});

const accountRecoveryRoute = createRoute({
  getParentRoute: open,
  path: '/account-recovery',
  validateSearch: validateAccountRecoverySearch,
  beforeLoad: ({ location }) => dropRejectedParams(location, validateAccountRecoverySearch),
  component: lazyRouteComponent(() => withArea('login', () => import('../features/login/account-recovery-page')), 'AccountRecoveryPage'),
});

// an invited person accepts their invitation here, with no session (spec platform §2)
const createSubAccountRoute = createRoute({
  getParentRoute: open,
  path: '/create-sub-account',
  validateSearch: validateInvitationSearch,
  component: lazyRouteComponent(() => withArea('profile', () => import('../features/invitation/accept-page')), 'InvitationAcceptPage'),
});

const maintenanceRoute = createRoute({
  getParentRoute: open,
  path: '/maintenance',
  component: lazyRouteComponent(() => withArea('system', () => import('../features/system/maintenance-page')), 'MaintenancePage'),
});
const notFoundRoute = createRoute({
  getParentRoute: open,
  path: '/404',
  component: lazyRouteComponent(() => withArea('system', () => import('../features/system/not-found-page')), 'NotFoundPage'),
});

const accountSummaryRoute = createRoute({
  getParentRoute: auth,
  path: '/account-summary',
  validateSearch: validateSummarySearch,
  staticData: { hidePageAlerts: true },
  beforeLoad: ({ location }) => dropRejectedParams(location, validateSummarySearch),
  // The data layer loads with the page, so /login does not pay for it.
  loader: async ({ context }) => (await import('../features/account-summary/load-summary')).loadSummary(context.profile),
  component: lazyRouteComponent(() => import('./summary-screen'), 'SummaryScreen'),
});

// spec platform §2: services (equipment module, behind the service-eligibility guard)
const servicesRoute = createRoute({
  getParentRoute: auth,
  path: '/services',
  beforeLoad: ({ context }) => enforce(context.profile, [servicesGuard]),
  loader: async () => (await import('../api/equipment')).fetchEquipment(),
  component: lazyRouteComponent(() => withArea('equipment', () => import('../features/equipment/services-page')), 'ServicesPage'),
});

// the equipment of one line of business (spec platform §2 named paths), behind the same guard
const servicesOf = (path: '/services/internet' | '/services/tv' | '/services/voice', guards: Guard[], page: 'InternetPage' | 'TvPage' | 'VoicePage') =>
  createRoute({
    getParentRoute: auth,
    path,
    beforeLoad: ({ context }) => enforce(context.profile, guards),
    loader: async () => (await import('../api/equipment')).fetchEquipment(),
    component: lazyRouteComponent(() => withArea('equipment', () => import('../features/equipment/services-page')), page),
  });
const servicesInternetRoute = servicesOf('/services/internet', [servicesGuard], 'InternetPage');
const servicesTvRoute = servicesOf('/services/tv', [servicesGuard], 'TvPage');
const servicesVoiceRoute = servicesOf('/services/voice', [servicesGuard, voiceGuard], 'VoicePage');

// one device's page: another account's device, or none, is the 404 page
const deviceRoute = createRoute({
  getParentRoute: auth,
  path: '/services/equipment/$equipmentId',
  beforeLoad: ({ context }) => enforce(context.profile, [servicesGuard]),
  loader: async ({ params }) => {
    const device = await (await import('../api/equipment')).fetchEquipmentDetail(params.equipmentId);
    if (!device) throw redirect({ to: '/404', replace: true });
    return device;
  },
  component: lazyRouteComponent(() => withArea('equipment', () => import('./device-screen')), 'DeviceScreen'),
});

// The mobile account (spec platform §3), under the Services tab and its service-eligibility
// guard (docs/decisions/046-mobile-routes.md): an account without mobile service is 404, like
// one without the service of /services/voice; a line of another account, or none, is 404 too.
const mobileGuards = [servicesGuard, mobileGuard];
const mobileRoute = createRoute({
  getParentRoute: auth,
  path: '/services/mobile',
  beforeLoad: ({ context }) => enforce(context.profile, mobileGuards),
  loader: async () => (await import('../api/mobile-account')).fetchMobileOverview(),
  component: lazyRouteComponent(() => withArea('mobile', () => import('../features/mobile/mobile-pages')), 'MobileOverviewPage'),
});
const mobileLineRoute = createRoute({
  getParentRoute: auth,
  path: '/services/mobile/lines/$lineId',
  beforeLoad: ({ context }) => enforce(context.profile, mobileGuards),
  loader: async ({ params }) => {
    const line = await (await import('../api/mobile-account')).fetchMobileLine(params.lineId);
    if (!line) throw redirect({ to: '/404', replace: true });
    return line;
  },
  component: lazyRouteComponent(() => withArea('mobile', () => import('../features/mobile/mobile-pages')), 'MobileLinePage'),
});

// ---- redirects of spec platform §2 ---------------------------------------------------------

/** An old path that only sends the user on to where its screen is now (replacing it in history). */
const movedTo = <P extends string>(path: P, to: '/user-preferences/people' | '/services/voice/call-guard' | '/') =>
  createRoute({
    getParentRoute: open,
    path,
    beforeLoad: () => {
      throw redirect({ to, replace: true });
    },
  });

const manageUsersRedirect = movedTo('/manage-users', '/user-preferences/people');
// spec platform §2 names /manage-users/list (the Users tab) too: the same redirect
const manageUsersListRedirect = movedTo('/manage-users/list', '/user-preferences/people');
const voiceRedirect = movedTo('/voice', '/services/voice/call-guard');
const searchRedirect = createRoute({
  getParentRoute: open,
  path: '/search',
  beforeLoad: ({ location }) => {
    throw redirect({ href: `/search-results${location.searchStr}`, replace: true });
  },
});
const servicesOverviewRedirect = movedTo('/services-overview', '/');

// ---- self-install: toggle, then authentication, then the self-install check -----------------

const selfInstallRoute = createRoute({
  getParentRoute: open,
  path: '/selfinstall',
  beforeLoad: async ({ context, location }) => {
    // The toggle is per account here, so the profile is needed before it can be read.
    const profile = await requireProfile(context.session, location.href);
    if (!profile.featureFlags.selfInstall) {
      const external = SELF_INSTALL_URL;
      if (external) enforce(profile, [() => ({ kind: 'external', href: external })]);
      throw redirect({ to: '/404', replace: true });
    }
    enforce(profile, [servicesGuard]);
    throw redirect({ to: '/404', replace: true });
  },
});

// ---- billing: one layout holds the billing-access guard for every billing path -------------

const billingLayout = createRoute({
  getParentRoute: auth,
  path: '/billing',
  beforeLoad: ({ context }) => enforce(context.profile, [billingAccessGuard]),
});
const billing = () => billingLayout;
/** A billing screen loaded on demand with the words of the areas it shows (src/i18n/locale.ts `withArea`). */
const billingScreen = <T extends Record<string, unknown>, K extends keyof T>(areas: readonly Area[], load: () => Promise<T>, name: K) =>
  lazyRouteComponent(() => withArea(areas, load), name);
/** A page of the billing layout that needs no loader. */
const billingPage = <P extends '/bill-pay-options' | '/view-statements' | '/payment-history', T extends Record<string, unknown>, K extends keyof T>(
  path: P,
  areas: readonly Area[],
  load: () => Promise<T>,
  name: K,
) => createRoute({ getParentRoute: billing, path, component: billingScreen(areas, load, name) });
// spec billing §2: the billing home (its status and Auto Pay cards for now)
const loadBillingHome = async ({ context }: { context: { profile: Profile } }) =>
  context.profile.billingSuppressed ? null : (await import('../api/billing')).loadBillingHome(context.profile.featureFlags.softDisconnectLookup);
const BillingHome = lazyRouteComponent(() => withArea('billing-home', () => import('./billing-home-screen')), 'BillingHomeScreen');
const billingHomeRoute = createRoute({
  getParentRoute: billing,
  path: '/',
  validateSearch: validateBillingHomeSearch,
  beforeLoad: ({ location }) => dropRejectedParams(location, validateBillingHomeSearch),
  loader: loadBillingHome,
  component: BillingHome,
});
// spec billing §2: billing-stub and billing-stub-2 load the billing module (the Billing tab's
// target when the billing-stub flag is on) behind the flag and the billing-access guard.
const billingStubRoutes = (['/billing-stub', '/billing-stub-2'] as const).map((path) =>
  createRoute({
    getParentRoute: auth,
    path,
    beforeLoad: ({ context }) => enforce(context.profile, [flagGuard('billingStub'), billingAccessGuard]),
    loader: loadBillingHome,
    component: BillingHome,
  }),
);
const payBillRoute = createRoute({
  getParentRoute: billing,
  path: '/pay-bill',
  validateSearch: validatePayBillSearch,
  // spec billing §2: otp (the default) and fdp are the one-time payment, ap is Auto Pay, bd is bill delivery
  beforeLoad: ({ location }) => dropRejectedParams(location, validatePayBillSearch),
  // Auto Pay opens Enroll or Manage, whichever the account's enrollment calls for.
  loaderDeps: ({ search }) => ({ open: search.open }),
  loader: async ({ deps, context }) =>
    deps.open === 'ap' && !context.profile.billingSuppressed ? (await import('../api/billing')).loadAutoPayEnrolled() : null,
  component: PayBillScreen,
});
// spec billing §2: bill delivery preferences, in Settings (the same page as /billing/pay-bill?open=bd)
const billDeliverySettingsRoute = createRoute({
  getParentRoute: auth,
  path: '/user-preferences/notifications/manage/bill-delivery',
  beforeLoad: ({ context }) => enforce(context.profile, [billingAccessGuard]),
  component: billingScreen(['bill-delivery'], () => import('../features/bill-delivery/bill-delivery-page'), 'BillDeliveryPage'),
});
// spec billing §2: the ways to pay, the wallet and the scheduled payments
const billPayOptionsRoute = billingPage(
  '/bill-pay-options',
  ['wallet', 'scheduled-payments', 'payment-forms'],
  () => import('./bill-pay-options-screen'),
  'BillPayOptionsScreen',
);
// spec billing §2: the statements, the digital statement, compare with last month, the PDF
// the call details' verification uses the profile's code dialog: its words come too
const viewStatementsRoute = billingPage('/view-statements', ['statements', 'profile'], () => import('./statements-screen'), 'StatementsScreen');
// spec billing §2: every payment, its lifecycle, filters and the CSV
const paymentHistoryRoute = billingPage('/payment-history', ['activity'], () => import('../features/activity/payment-history-page'), 'PaymentHistoryPage');
// spec billing §2: payments and charges with the balance each left; the mobile transactions
const accountActivityRoute = createRoute({
  getParentRoute: billing,
  path: '/account-activity',
  loader: async ({ context }) => (context.profile.billingSuppressed ? null : (await import('../api/billing')).loadHasMobile()),
  component: billingScreen(['activity'], () => import('../features/activity/account-activity-page'), 'AccountActivityPage'),
});
// Profile & Settings (spec platform §2): the same page at both named paths; the
// trailing-slash variant of /user-preferences comes here too (canonical-url.ts)
const ProfilePage = lazyRouteComponent(() => withArea('profile', () => import('../features/profile/profile-page')), 'ProfilePage');
const profileRoutes = (['/user-preferences', '/profile-and-settings'] as const).map((path) =>
  createRoute({ getParentRoute: auth, path, component: ProfilePage }),
);
// People and roles (spec platform §2, §6): every role reads the list, the admin group changes it
const peopleRoute = createRoute({
  getParentRoute: auth,
  path: '/user-preferences/people',
  component: lazyRouteComponent(() => withArea('profile', () => import('../features/people/people-page')), 'PeoplePage'),
});

// The audit trail: who changed what, for the admin group; filters in the search params
const auditRoute = createRoute({
  getParentRoute: auth,
  path: '/user-preferences/activity',
  validateSearch: (raw: Record<string, unknown>) => validateAuditSearch(raw),
  beforeLoad: ({ location }) => dropRejectedParams(location, validateAuditSearch),
  loaderDeps: ({ search }) => ({ person: search.person, kind: search.kind, shown: search.shown }),
  loader: async ({ deps, context }) =>
    isAdmin(context.profile.role)
      ? (await import('../api/audit')).loadAuditTrail({ userId: deps.person, area: deps.kind, limit: deps.shown ?? AUDIT_PAGE_SIZE })
      : null,
  component: lazyRouteComponent(() => withArea('profile', () => import('../features/audit/audit-page')), 'AuditPage'),
});

const billingRoutes = [billingHomeRoute, payBillRoute, billPayOptionsRoute, viewStatementsRoute, accountActivityRoute, paymentHistoryRoute];

// ---- authenticated routes not built yet ------------------------------------------------------

const community = [flagGuard('community')];
const securitySuite = [flagGuard('securitySuite')];
const voiceModule = [servicesGuard, voiceGuard, voiceModuleGuard];

const authUnbuilt = [
  unbuiltRoute(auth, '/homepage-mfe'),
  unbuiltRoute(auth, '/community', community),
  unbuiltRoute(auth, '/community/community-channels/reorder-active-channels', community),
  unbuiltRoute(auth, '/community/community-channels/activate-device', community),
  unbuiltRoute(auth, '/community/community-channels/edit-channels', community),
  unbuiltRoute(auth, '/channel-settings'),
  unbuiltRoute(auth, '/troubleshoot-stub'),
  unbuiltRoute(auth, '/troubleshoot-stub-2'),
  unbuiltRoute(auth, '/upgrade', [], { chrome: 'focused' }),
  unbuiltRoute(auth, '/buy', [], { chrome: 'nested-buy' }),
  unbuiltRoute(auth, '/security-suite', securitySuite),
  unbuiltRoute(auth, '/security-suite/new-device', securitySuite),
  unbuiltRoute(auth, '/services/voice/phone', voiceModule),
  unbuiltRoute(auth, '/services/voice/call-guard', voiceModule),
  unbuiltRoute(auth, '/services/voice/call-forwarding', voiceModule),
  unbuiltRoute(auth, '/voice/messages', [voiceGuard]),
  unbuiltRoute(auth, '/voice/call-logs', [voiceGuard]),
  unbuiltRoute(auth, '/voice/manage-lines', [voiceGuard]),
  unbuiltRoute(auth, '/voice/forwarding-manager', [voiceGuard]),
  unbuiltRoute(auth, '/tv', [servicesGuard]),
  unbuiltRoute(auth, '/service-appointments'),
  unbuiltRoute(auth, '/service-appointments/$appointmentId/reschedule'),
  unbuiltRoute(auth, '/service-appointments/$appointmentId/cancel'),
  unbuiltRoute(auth, '/desktop-security'),
  unbuiltRoute(auth, '/outage-callback'),
  unbuiltRoute(auth, '/sign-in-redirect', [], { hidePageAlerts: true }),
];

// ---- routes without the authentication guard (spec platform §2) -----------------------------

const openUnbuilt = [
  unbuiltRoute(open, '/manage-property-contacts'),
  unbuiltRoute(open, '/manage-business-hours'),
  unbuiltRoute(open, '/outage-map'),
  unbuiltRoute(open, '/contactus'),
  unbuiltRoute(open, '/page'),
  unbuiltRoute(open, '/page/customer-commitment'),
  unbuiltRoute(open, '/search-results'),
  unbuiltRoute(open, '/support'),
  unbuiltRoute(open, '/support/forms'),
  unbuiltRoute(open, '/support/category'),
  unbuiltRoute(open, '/disclaimers'),
  unbuiltRoute(open, '/verify-link'),
  unbuiltRoute(open, '/create-account'),
  unbuiltRoute(open, '/wg'),
  unbuiltRoute(open, '/wg/login'),
  unbuiltRoute(open, '/wg/account-recovery'),
];

// ---- the machine explorer: for analysts, open to all, outside both layouts ---------
// No session probe and no customer navigation; its code (and elkjs) loads with it only.
const machinesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/machines',
  component: lazyRouteComponent(() => import('../features/explorer/explorer-list-page'), 'ExplorerListPage'),
});
const machineRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/machines/$flowId',
  component: lazyRouteComponent(() => import('../features/explorer/machine-page'), 'MachinePage'),
});

export const routeTree = rootRoute.addChildren([
  machinesRoute,
  machineRoute,
  openLayout.addChildren([
    indexRoute,
    loginRoute,
    accountRecoveryRoute,
    createSubAccountRoute,
    maintenanceRoute,
    notFoundRoute,
    manageUsersRedirect,
    manageUsersListRedirect,
    voiceRedirect,
    searchRedirect,
    servicesOverviewRedirect,
    selfInstallRoute,
    ...openUnbuilt,
  ]),
  authLayout.addChildren([
    accountSummaryRoute,
    servicesRoute,
    servicesInternetRoute,
    servicesTvRoute,
    servicesVoiceRoute,
    deviceRoute,
    mobileRoute,
    mobileLineRoute,
    billingLayout.addChildren(billingRoutes),
    ...billingStubRoutes,
    billDeliverySettingsRoute,
    ...profileRoutes,
    peopleRoute,
    auditRoute,
    ...authUnbuilt,
  ]),
]);
