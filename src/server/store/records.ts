import { SERVICE_KEYS, SERVICE_STATUSES } from '../../domain/service-state';
import { z } from 'zod';
import { BankAccountType } from '../../domain/bank';
import { DelinquencyTier, PaymentChannel, PaymentRestrictionType, PaymentStatus, StatementLineKind, StatementSection } from '../../domain/billing';
import { CardBrand } from '../../domain/card';
import { IsoDate, IsoInstant } from '../../domain/dates';
import { ContactMethod, ContactType, InvalidReason, PhoneType } from '../../domain/contacts';
import { Cents, SignedCents } from '../../domain/money';
import { EventFamily } from '../../domain/notification-preferences';
import { SecurityQuestionId } from '../../domain/security-question';
import { PersonStatus } from '../../domain/people';
import { NoticeId } from '../../domain/notices';
import { Footprint, Role, UserType } from '../../domain/roles';
import { FeatureFlags } from '../../domain/session';
import { FREQUENCY_BANDS, PROTOCOLS, SECURITY_MODES } from '../../domain/network';
import { ReturnReason } from '../../domain/payment-lifecycle';
import { CallDetail, OtpPurpose } from '../../domain/call-details';
import { MobileStatementDetail } from '../../domain/mobile-statement';
import { LineFeatureCode, LineFeatureStatus } from '../../domain/mobile-line-features';
import { ConsentStatus, OrderStatus } from '../../domain/mobile-order-status';
import { PORT_EXCEPTIONS } from '../../domain/mobile-port-timeline';
import { AuditEntry } from '../../domain/audit';
import { OpeningHours, PaymentStoreKind } from '../../domain/payment-store';
import { ServiceDetails } from '../../domain/service-details';
import { CARRIERS } from '../../domain/equipment-shipment';
import { SUBMISSION_FAILURES } from '../../domain/payment-lifecycle';

/**
 * The shape of every record in db.json. The store is validated against this on load, so a
 * hand-edited or damaged file is refused with the path of the first bad field instead of
 * failing later inside a resolver. Ids are strings with a collection prefix ("pm_12");
 * the numeric part comes from meta.nextIds and is never reused.
 */

export { FeatureFlags, PaymentChannel, PaymentRestrictionType, PaymentStatus };

const Id = z.string().min(1);
/** The first fields of a record in one account's collection: its id, and the account it belongs to. */
const ofAccount = { id: Id, accountId: Id };

export const Address = z.object({
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  state: z.string().length(2),
  zip: z.string().regex(/^\d{5}$/),
});

export const UserRecord = z.object({
  id: Id,
  username: z.string().email(),
  /** scrypt$<salt hex>$<hash hex>, never a password */
  passwordHash: z.string().startsWith('scrypt$'),
  role: Role,
  userType: UserType,
  accountId: Id,
  firstName: z.string(),
  lastName: z.string(),
  guid: z.string(),
  passwordResetRequired: z.boolean(),
  /** INVITED, ACTIVE or SUSPENDED (src/domain/people.ts); absent is ACTIVE, as every seeded sign-in is */
  status: z.optional(PersonStatus),
  /** an INVITED person's open invitation (src/domain/invitation.ts): the token only as its SHA-256; cleared when accepted */
  invitation: z.object({ tokenHash: z.string().regex(/^[0-9a-f]{64}$/), issuedAt: IsoInstant, expiresAt: IsoInstant }).optional(),
  /** the account-recovery question; the answer only as scrypt of its normalised form (src/domain/security-question.ts) */
  securityQuestion: z.object({ questionId: SecurityQuestionId, answerHash: z.string().startsWith('scrypt$'), updatedAt: IsoInstant }).optional(),
  /** wrong current passwords typed in a signed-in change (the security question), and the lockout they led to */
  passwordChecks: z.object({ failures: z.number().int().min(0), lockedUntil: z.nullable(IsoInstant) }).optional(),
  /** the billing dialogs this person dismissed (src/domain/notices.ts); absent is none */
  dismissedNotices: z.array(NoticeId).optional(),
});
export type UserRecord = z.infer<typeof UserRecord>;

const AccountStatus = z.enum([
  'ACTIVATION_PENDING',
  'ACTIVATION_READY',
  'ACTIVE',
  'CANCELED',
  'DEACTIVATED',
  'DEACTIVATION_PENDING',
  'HOTLINED',
  'PENDING',
  'PROSPECT',
  'TEMPORARILY_DEACTIVATED',
  'UNKNOWN',
]);

export const AccountRecord = z.object({
  id: Id,
  accountNumber: z.string().regex(/^\d{16}$/),
  accountType: z.literal('COMMERCIAL'),
  accountStatus: AccountStatus,
  companyName: z.string(),
  billToAddress: Address,
  serviceAddress: Address,
  footprint: Footprint,
  /** what is owed now, cents; payments that post reduce it */
  currentBalance: SignedCents,
  pastDueAmount: Cents,
  dueDate: IsoDate,
  delinquencyTier: z.nullable(DelinquencyTier),
  /** soft-disconnected: service interrupted until a payment restores it */
  softDisconnected: z.boolean(),
  /** when set, a payment was made and service comes back at this instant (server clock) */
  restoreServiceAt: z.nullable(IsoInstant),
  /** the payment (its core part) that set restoreServiceAt: a bank return of it undoes the restoration (src/domain/service-state.ts) */
  restoredBy: Id.optional(),
  paymentRestriction: PaymentRestrictionType,
  discountEligible: z.boolean(),
  paperless: z.boolean(),
  autoPay: z.object({
    enrolled: z.boolean(),
    methodId: Id.nullable(),
    debitDay: z.number().int().min(1).max(28).nullable(),
    services: z.array(z.enum(['CORE', 'MOBILE'])),
  }),
  /** spec platform §9: two start/end ranges of selectable debit days */
  debitDayRanges: z.array(z.object({ start: z.number().int().min(1).max(28), end: z.number().int().min(1).max(28) })).length(2),
  billingSuppressed: z.boolean(),
  featureFlags: FeatureFlags,
  communityAgreement: z.enum(['ACCEPTED', 'REJECTED']).nullable(),
  serviceLocation: z.object({ node: z.string(), isSpectrumReady: z.boolean() }),
  customerCode: z.string(),
  /** the channels the account agreed to be sent offers by (src/domain/marketing.ts); none until set */
  marketing: z
    .object({ channels: z.object({ EMAIL: z.boolean(), SMS: z.boolean(), VOICE: z.boolean(), MAIL: z.boolean() }), updatedAt: IsoInstant })
    .optional(),
  /** the account's last CPNI verification (src/domain/cpni.ts); none until an administrator verifies */
  cpni: z
    .object({ verifiedAt: IsoInstant, contactId: Id, method: ContactMethod, destination: z.string(), userId: Id, userName: z.string() })
    .nullable()
    .optional(),
});
export type AccountRecord = z.infer<typeof AccountRecord>;

export const ServiceRecord = z.object({
  ...ofAccount,
  serviceKey: z.enum(SERVICE_KEYS),
  serviceId: z.string(),
  name: z.string(),
  status: z.enum(SERVICE_STATUSES),
  monthlyRate: Cents,
  /** what it gives, as fields (src/domain/service-details.ts) */
  details: ServiceDetails,
});

export const StatementLineItem = z.object({
  id: Id,
  section: StatementSection,
  /** only where the data explains a change (src/domain/statement.ts) */
  kind: z.optional(StatementLineKind),
  description: z.string(),
  amount: SignedCents,
});

export const StatementRecord = z.object({
  ...ofAccount,
  statementDate: IsoDate,
  servicePeriodFrom: IsoDate,
  servicePeriodThru: IsoDate,
  dueDate: IsoDate,
  previousBalance: SignedCents,
  paymentsReceived: Cents,
  currentCharges: SignedCents,
  totalDue: SignedCents,
  lineItems: z.array(StatementLineItem).min(1),
  /** the mobile fields billed with it, for an account with mobile (spec platform §3; src/domain/mobile-statement.ts) */
  mobile: z.optional(MobileStatementDetail),
});
export type StatementRecord = z.infer<typeof StatementRecord>;

export const PaymentRecord = z.object({
  ...ofAccount,
  confirmationNumber: z.string(),
  amount: Cents,
  paymentDate: IsoDate,
  methodType: z.enum(['CARD', 'BANK', 'CASH']),
  brand: z.nullable(CardBrand),
  last4: z
    .string()
    .regex(/^\d{4}$/)
    .nullable(),
  methodId: Id.nullable(),
  channel: PaymentChannel,
  status: PaymentStatus,
  createdAt: IsoInstant,
  /** the user who made it, when made online */
  userId: Id.nullable(),
  /** a bank payment the bank sends back on its settlement day, and why (src/domain/payment-lifecycle.ts) */
  returnReason: z.enum(ReturnReason.options).nullable().optional(),
  /** a scheduled payment that could not be submitted on its day (FAILED), and why (src/domain/scheduled-payment.ts) */
  failureReason: z.enum(SUBMISSION_FAILURES).optional(),
  /** the balance it pays (spec billing §2 dual balance): the mobile balance, or the core services when absent */
  service: z.enum(['CORE', 'MOBILE']).optional(),
});
export type PaymentRecord = z.infer<typeof PaymentRecord>;

/** Which balance a payment record pays: the core services unless it says mobile. */
export const serviceOfPayment = (p: { service?: 'CORE' | 'MOBILE' }): 'CORE' | 'MOBILE' => p.service ?? 'CORE';

export const PaymentMethodRecord = z.object({
  ...ofAccount,
  /** opaque processor token; the number itself is never stored */
  token: z.string().startsWith('tok_'),
  type: z.enum(['CARD', 'BANK']),
  brand: z.nullable(CardBrand),
  last4: z.string().regex(/^\d{4}$/),
  /** MMYY, cards only */
  expiry: z
    .string()
    .regex(/^(0[1-9]|1[0-2])\d{2}$/)
    .nullable(),
  nameOnCard: z.string().nullable(),
  zip: z
    .string()
    .regex(/^\d{5}$/)
    .nullable(),
  /** prepaid and gift cards: one-time payments only (spec billing §5) */
  prepaid: z.boolean(),
  bankAccountType: z.nullable(BankAccountType),
  routingLast4: z
    .string()
    .regex(/^\d{4}$/)
    .nullable(),
  nickname: z.string().nullable(),
  createdAt: IsoInstant,
});
export type PaymentMethodRecord = z.infer<typeof PaymentMethodRecord>;

export const DelinquencyScheduleRecord = z.object({
  ...ofAccount,
  softDisconnectDate: z.nullable(IsoDate),
  hardDisconnectDate: z.nullable(IsoDate),
  statements: z.array(
    z.object({
      statementId: Id,
      delinquencyDays: z.number().int().min(0),
      amount: Cents,
      startDate: IsoDate,
      actions: z.array(z.enum(['INTERRUPT_SERVICE', 'SUSPEND_SERVICE', 'RESTORE_SERVICE', 'RETURN_EQUIPMENT'])),
    }),
  ),
});

/** A Wi-Fi network the router broadcasts: its name, passphrase (a secret: never logged) and security (src/domain/network.ts). */
const AccessPointRecord = z.object({
  id: Id,
  ssid: z.string(),
  /** the WPA passphrase: a secret, never logged; `password` in the API (spec platform §3) */
  passphrase: z.string(),
  securityMode: z.enum(SECURITY_MODES),
  radios: z.array(z.object({ frequencyBand: z.enum(FREQUENCY_BANDS) })),
});

/** The router's network settings a business manages (spec platform §3, §7; rules in src/domain/network.ts). */
const RouterNetworkRecord = z.object({
  /** the router's own LAN address and the subnet's prefix length */
  lan: z.object({ routerAddress: z.string(), prefixLength: z.number().int().min(8).max(30) }),
  customDnsEnabled: z.boolean(),
  primaryDns: z.string().nullable(),
  secondaryDns: z.string().nullable(),
  upnpEnabled: z.boolean(),
  hotspotEnabled: z.boolean(),
  connectedDevices: z.array(
    z.object({
      name: z.string(),
      kind: z.enum(['PRINTER', 'CAMERA', 'TERMINAL', 'COMPUTER', 'PHONE', 'TABLET', 'OTHER']),
      macAddress: z.string(),
      ipAddress: z.string(),
      /** a radio band, or ETHERNET for a wired device */
      band: z.enum([...FREQUENCY_BANDS, 'ETHERNET']),
    }),
  ),
  portForwards: z.array(
    z.object({ id: Id, name: z.string(), protocol: z.enum(PROTOCOLS), externalPorts: z.string(), internalPorts: z.string(), targetAddress: z.string() }),
  ),
  dhcpReservations: z.array(z.object({ id: Id, deviceName: z.string(), macAddress: z.string(), ipAddress: z.string() })),
  additionalNetworks: z.array(
    z.object({ id: Id, ssid: z.string(), passphrase: z.string(), securityMode: z.enum(SECURITY_MODES), broadcast: z.boolean(), enabled: z.boolean() }),
  ),
  /** static public addresses the account rents, read-only in the portal */
  staticIpSubnets: z.array(
    z.object({ networkAddress: z.string(), prefixLength: z.number().int(), gateway: z.string(), firstUsable: z.string(), lastUsable: z.string() }),
  ),
  /** a factory reset in progress: back online (with the provider's defaults) at this server-clock instant */
  factoryResetUntil: z.nullable(IsoInstant),
});

export const EquipmentRecord = z.object({
  ...ofAccount,
  equipmentType: z.enum(['ROUTER', 'MODEM', 'SET_TOP_BOX', 'DVR', 'POD', 'VOICE_ADAPTER']),
  manufacturer: z.string(),
  model: z.string(),
  nickname: z.string().nullable(),
  ownership: z.enum(['LEASED', 'OWNED']),
  serialNumber: z.string(),
  firmwareVersion: z.string(),
  linesOfBusiness: z.array(z.enum(['INTERNET', 'TV', 'VOICE'])),
  supportedFeatures: z.array(z.enum(['REBOOT', 'FACTORY_RESET', 'NICKNAME', 'ACCESS_POINTS', 'PORT_FORWARDS', 'DNS', 'UPNP'])),
  /** reboot polling (spec platform §7): whether the device reports its state while rebooting */
  pollingSupported: z.boolean(),
  connectionState: z.enum(['ONLINE', 'OFFLINE']),
  /** while rebooting: the server-clock instant it comes back online */
  onlineAt: z.nullable(IsoInstant),
  components: z.object({
    modem: z.object({ docsisCapability: z.string(), wanIpV4Address: z.string(), lanIpV4Address: z.string(), macAddress: z.string() }).nullable(),
    router: z
      .object({
        wanIpV4Address: z.string(),
        wanIpV6Address: z.string(),
        macAddress: z.string(),
        managementStatus: z.string(),
        accessPoints: z.array(AccessPointRecord),
        ...RouterNetworkRecord.shape,
      })
      .nullable(),
    setTopBox: z.object({ isWorldbox: z.boolean(), macAddress: z.string(), lanIpV4Address: z.string() }).nullable(),
    pod: z.object({ connectedDeviceCount: z.number().int().min(0) }).nullable(),
  }),
});
export type EquipmentRecord = z.infer<typeof EquipmentRecord>;

/** An equipment shipment (spec platform §3): its status is read from its days (src/domain/equipment-shipment.ts shipmentStatusOn). */
export const EquipmentShipmentRecord = z.object({
  ...ofAccount,
  orderId: z.string(),
  orderDate: IsoDate,
  carrier: z.enum(CARRIERS),
  trackingNumber: z.string(),
  shipDate: z.nullable(IsoDate),
  deliveryDate: IsoDate,
  returnDate: z.nullable(IsoDate),
  address: Address,
  items: z
    .array(
      z.object({
        equipmentId: Id.nullable(),
        equipmentType: EquipmentRecord.shape.equipmentType,
        model: z.string(),
        quantity: z.number().int().min(1),
      }),
    )
    .min(1),
});
export type EquipmentShipmentRecord = z.infer<typeof EquipmentShipmentRecord>;

const LineStatus = z.enum([
  'ACTIVE',
  'CONFIRMED',
  'DEACTIVATED',
  'FAILED',
  'IN_PROGRESS',
  'NEW_LINE_IN_PROGRESS',
  'NOT_ACTIVATED',
  'PENDING',
  'PORT_IN_PROGRESS',
  'READY_FOR_ACTIVATION',
  'SUSPENDED',
]);
const MobileDeviceType = z.enum(['PHONE', 'SMARTWATCH', 'TABLET']);

/** A mobile line (spec platform §3 lines). Its data used is its usage records' (MobileUsageRecord), not a field. */
export const MobileLineRecord = z.object({
  ...ofAccount,
  lineName: z.string(),
  lineNumber: z.string().regex(/^\d{10}$/),
  status: LineStatus,
  activationStatus: LineStatus,
  networkStatus: z.enum(['DISABLED', 'ENABLED', 'INELIGIBLE']),
  throttled: z.boolean(),
  simType: z.enum(['PSIM', 'ESIM']),
  pendingRatePlanChange: z.boolean(),
  originalOrderId: z.string().nullable(),
  passExtraBuyInd: z.boolean(),
  transactionType: z.enum(['NEW_LINE', 'PORT_IN', 'UPGRADE']),
  activationErrorFlag: z.boolean(),
  iccId: z.string(),
  imei: z.string(),
  type: MobileDeviceType,
  errorCode: z.string().nullable(),
  errorDescription: z.string().nullable(),
  errorCategory: z.string().nullable(),
  autoActivationEligible: z.boolean(),
  /** where a ported-in number came from: the other carrier's account number is kept as its last four only */
  portInfo: z
    .object({
      carrierName: z.string(),
      accountNumberLast4: z.string().regex(/^\d{4}$/),
      firstName: z.string(),
      lastName: z.string(),
      businessName: z.string().nullable(),
      billingAddress: Address,
    })
    .nullable(),
  deviceId: Id.nullable(),
  planGroupId: Id,
  planName: z.string(),
  /** the line's network features as last set (spec platform §4 network feature status); changes in flight are LineFeatureRequestRecord */
  features: z.array(z.object({ code: LineFeatureCode, status: LineFeatureStatus })),
});

export const MobileDeviceRecord = z.object({
  ...ofAccount,
  brand: z.string(),
  model: z.string(),
  color: z.string(),
  capacity: z.string(),
  imei: z.string(),
  deviceType: MobileDeviceType,
  deviceStatus: z.enum([
    'ACTIVE',
    'AUNDEL',
    'AUUPGRADE',
    'DEACTIVE',
    'DEFERRED_PORTIN',
    'DPP_OUTSTANDING',
    'EXCHANGE',
    'INSURANCE',
    'NDEL',
    'NETWORK',
    'NEWSIM',
    'NOT_ACTIVATED',
    'PENDING',
    'UPGRADE',
    'WARRANTY',
  ]),
  is5G: z.boolean(),
  eSimCapable: z.boolean(),
  simPreInstalled: z.boolean(),
  isBYOD: z.boolean(),
  isLocked: z.boolean(),
  deviceOS: z.enum(['IOS', 'ANDROID', 'WATCHOS']),
  activationType: z.enum(['PSIM', 'ESIM']),
  callToActivate: z.boolean(),
  upgradeEligibilityStatus: z.enum(['ELIGIBLE', 'NOT_ELIGIBLE', 'FINANCING_REMAINING']),
  /** what the device cost; 0 for one the customer brought */
  price: Cents,
  /** the protection plan it is insured under (MobileAccountRecord.insurancePlans), null when not insured */
  insurancePlanId: Id.nullable(),
  orderNumber: z.string().nullable(),
  orderStatus: z.enum(['COMPLETED', 'DELIVERED', 'SHIPPED', 'PENDING']).nullable(),
  financing: z
    .object({
      price: Cents,
      termLength: z.number().int().min(1),
      remainingBalance: Cents,
      remainingPaymentCount: z.number().int().min(0),
      monthlyDevicePayment: Cents,
    })
    .nullable(),
});

const DataTier = z.object({ value: z.number().int().min(1).max(100), label: z.string() });

/** The mobile account's own settings and reference data (spec platform §3 mobile account), one per account with mobile. */
export const MobileAccountRecord = z.object({
  ...ofAccount,
  mobileAccountNumber: z.string().regex(/^\d{12}$/),
  soloMobileAccountId: z.string(),
  accountLock: z.object({ enabled: z.boolean(), selfServeEligible: z.boolean(), type: z.enum(['PORT_OUT']) }),
  dataNotifications: z.object({
    dataNotificationEnabled: z.boolean(),
    dataNotificationsThreshold: z.number().int(),
    dataTierOptions: z.array(DataTier).min(1),
  }),
  contactInfo: z.object({
    businessName: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    emailAddress: z.string(),
    phone: z.string().regex(/^\d{10}$/),
    existingCustomer: z.boolean(),
    migrationStatus: z.enum(['NOT_MIGRATED', 'MIGRATED']),
    billerStatus: z.enum(['ACTIVE', 'INACTIVE']),
    billerNumber: z.string(),
    /** the day the mobile account opened: tenureInDays is counted from it */
    customerSince: IsoDate,
  }),
  planGroups: z.array(
    z.object({
      id: Id,
      planName: z.string(),
      allowanceQuotaGB: z.number().int().min(0),
      overageAmountPerGB: Cents,
      /** cents a month for the group: the statement's MOBILE line for it */
      planLevelTotalAmount: Cents,
      /** the statement line that bills the group (its description's start) */
      statementItem: z.string(),
      dataThrottleLimitGB: z.number().int().min(1).nullable(),
    }),
  ),
  insurancePlans: z.array(z.object({ id: Id, name: z.string(), cost: Cents })),
  promotions: z.array(
    z.object({
      id: Id,
      code: z.string(),
      name: z.string(),
      description: z.string(),
      type: z.enum(['SERVICE', 'DEVICE']),
      offerDiscount: Cents,
      discountType: z.enum(['AMOUNT', 'PERCENT']),
      termsAndConditions: z.string(),
      serviceDurationMonths: z.number().int().min(1).nullable(),
      deviceDurationMonths: z.number().int().min(1).nullable(),
    }),
  ),
  /** the models the network knows by type allocation code (an IMEI's first eight digits): what a device swap can take */
  deviceCatalog: z.array(
    z.object({
      tac: z.string().regex(/^\d{8}$/),
      brand: z.string(),
      model: z.string(),
      color: z.string(),
      capacity: z.string(),
      deviceType: MobileDeviceType,
      deviceOS: z.enum(['IOS', 'ANDROID', 'WATCHOS']),
      is5G: z.boolean(),
      eSimCapable: z.boolean(),
    }),
  ),
});

/**
 * A line's data use in one billing cycle, a day at a time from `from` (dailyMb[0] is that day's
 * MB). The current cycle's list ends on the seed's day; the reset moves `from` and `thru` with
 * every other date, so it ends on the server's today (docs/decisions/046-mobile-routes.md).
 */
export const MobileUsageRecord = z.object({
  ...ofAccount,
  lineId: Id,
  from: IsoDate,
  thru: IsoDate,
  dailyMb: z.array(z.number().int().min(0)),
});

/** One international usage event of a line (spec platform §3 international usage). */
export const InternationalUsageRecord = z.object({
  ...ofAccount,
  lineId: Id,
  date: IsoDate,
  country: z.string().regex(/^[A-Z]{2}$/),
  eventType: z.enum(['ROAMING_DATA', 'ROAMING_VOICE', 'ROAMING_TEXT', 'LONG_DISTANCE', 'DAY_PASS']),
  unitType: z.enum(['MB', 'MINUTE', 'MESSAGE', 'DAY']),
  units: z.number().int().min(1),
  /** cents per unit */
  rate: Cents,
  charge: Cents,
});

/** A mobile order (spec platform §3 mobile order and orders list; §4 order status). Money in cents. */
export const MobileOrderRecord = z.object({
  ...ofAccount,
  orderNumber: z.string().regex(/^\d{8,12}$/),
  createdDate: IsoDate,
  status: OrderStatus,
  consentStatus: ConsentStatus,
  /** where the customer gives consent, while it is PENDING */
  consentCaptureUrl: z.string().url().nullable(),
  salesChannel: z.enum(['ONLINE', 'STORE', 'PHONE']),
  lines: z
    .array(
      z.object({
        name: z.string(),
        brand: z.string(),
        capacity: z.string().nullable(),
        color: z.string().nullable(),
        /** a static asset of the front end, or null when the product has no picture */
        image: z.string().nullable(),
        price: Cents,
        quantity: z.number().int().min(1),
        isDevice: z.boolean(),
      }),
    )
    .min(1),
  shipping: z.object({
    address: Address,
    method: z.enum(['STANDARD', 'EXPRESS', 'OVERNIGHT']),
    price: Cents,
    signatureRequired: z.boolean(),
    shippingStatus: z.enum(['NOT_SHIPPED', 'IN_TRANSIT', 'DELIVERED', 'UNDELIVERED', 'RETURNING', 'RETURNED', 'CANCELED']),
    trackingUrl: z.string().url().nullable(),
  }),
  taxes: Cents,
  fees: Cents,
  orderTotal: Cents,
  payment: z.object({ brand: z.string(), lastFour: z.string().regex(/^\d{4}$/) }),
});
export type MobileOrderRecord = z.infer<typeof MobileOrderRecord>;

/** One submission of a port-in to the old carrier and the answer the simulation gave it (src/domain/mobile-port-timeline.ts). */
const PortAttemptRecord = z.object({
  submittedAt: IsoInstant,
  answersAt: IsoInstant,
  activeAt: z.nullable(IsoInstant),
  answer: z.union([
    z.object({ kind: z.literal('EXCEPTION'), exception: z.enum(PORT_EXCEPTIONS) }),
    z.object({ kind: z.literal('CONFIRM') }),
    z.object({ kind: z.literal('STALL') }),
  ]),
});

/**
 * A line of an order waiting to be activated (spec platform §3 line activation details; §4 line
 * and activation status; §8 errorCode, errorDescription, errorCategory). A port-in keeps what it
 * was asked with except the secrets: of the old account number its last four, of the PIN nothing.
 */
export const LineActivationRecord = z.object({
  ...ofAccount,
  orderNumber: z.string(),
  lineName: z.string(),
  /** the number given, once there is one */
  lineNumber: z
    .string()
    .regex(/^\d{10}$/)
    .nullable(),
  iccId: z.string(),
  imei: z.string(),
  simType: z.enum(['PSIM', 'ESIM']),
  type: MobileDeviceType,
  deviceName: z.string(),
  callToActivate: z.boolean(),
  activationStatus: LineStatus,
  provisioningStatus: z.enum(['NOT_STARTED', 'PROVISIONING', 'PROVISIONED', 'ERROR']),
  /** when an activation in progress finishes on the server clock, and how */
  completesAt: z.nullable(IsoInstant),
  outcome: z.enum(['ACTIVE', 'FAILED', 'NEEDS_CALL']).nullable(),
  errorCode: z.string().nullable(),
  errorDescription: z.string().nullable(),
  errorCategory: z.string().nullable(),
  portIn: z
    .object({
      phoneNumber: z.string().regex(/^\d{10}$/),
      carrierId: Id,
      accountNumberLast4: z.string().regex(/^[A-Za-z0-9]{4}$/),
      firstName: z.string(),
      lastName: z.string(),
      businessName: z.string().nullable(),
      billingAddress: Address,
      attempts: z.array(PortAttemptRecord),
    })
    .nullable(),
});
export type LineActivationRecord = z.infer<typeof LineActivationRecord>;

/**
 * A carrier numbers are ported from, and the simulated old carrier's own record of a few of its
 * numbers: what a port-in is compared with. Its account numbers and PINs are scrypt hashes, as
 * passwords are (src/server/auth/password.ts).
 */
export const CarrierRecord = z.object({
  id: Id,
  name: z.string(),
  accountNumberLength: z.object({ min: z.number().int().min(4), max: z.number().int().max(20) }),
  pinLength: z.object({ min: z.number().int().min(4), max: z.number().int().max(10) }),
  /** how long it takes to answer a submission, and then to release a confirmed number */
  answerSeconds: z.number().int().min(1),
  releaseSeconds: z.number().int().min(1),
  subscribers: z.array(
    z.object({
      phoneNumber: z.string().regex(/^\d{10}$/),
      accountNumberHash: z.string().startsWith('scrypt$'),
      pinHash: z.string().startsWith('scrypt$'),
      firstName: z.string(),
      lastName: z.string(),
      zip: z.string().regex(/^\d{5}$/),
      locked: z.boolean(),
      /** never answers by its date */
      stalls: z.boolean(),
    }),
  ),
});
export type CarrierRecord = z.infer<typeof CarrierRecord>;

/** A change of a line feature the network applies at `completesAt` (server clock), or refuses with `failureReason`. */
export const LineFeatureRequestRecord = z.object({
  ...ofAccount,
  lineId: Id,
  feature: LineFeatureCode,
  requestedStatus: z.enum(['ENABLED', 'DISABLED']),
  requestedAt: IsoInstant,
  completesAt: IsoInstant,
  failureReason: z.string().nullable(),
});

export const MobileBalanceRecord = z.object({
  ...ofAccount,
  /** the mobile account's status (spec platform §4): HOTLINED, TEMPORARILY_DEACTIVATED, DEACTIVATED are mobile delinquency states */
  accountStatus: AccountStatus,
  totalBalance: Cents,
  pastDue: Cents,
  dueDate: IsoDate,
  cycleEndDate: IsoDate,
});

/** A streaming subscription billed with the account (spec billing §2 billing home). */
export const StreamingSubscriptionRecord = z.object({
  ...ofAccount,
  name: z.string(),
  monthlyPrice: Cents,
  /** the next renewal, a calendar day */
  renewalDate: IsoDate,
});

export const ContactRecord = z.object({
  ...ofAccount,
  firstName: z.string(),
  lastName: z.string(),
  role: z.nullable(Role),
  /** what the value is: an e-mail address, or a phone number (ten digits) */
  type: ContactType,
  /** how a notice reaches it: follows from the type and `sms` (src/domain/contacts.ts contactMethodOf) */
  contactMethod: ContactMethod,
  contactValue: z.string(),
  phoneType: z.nullable(PhoneType),
  /** a landline's extension */
  extension: z
    .string()
    .regex(/^\d{1,6}$/)
    .nullable(),
  /** the phone takes text messages */
  sms: z.boolean(),
  optin: z.boolean(),
  /** known to work; when not, why (a bounced e-mail, a number out of service) */
  valid: z.boolean(),
  invalidReason: z.nullable(InvalidReason),
  verified: z.boolean(),
  dateLastConfirmed: z.nullable(IsoDate),
  /** the user whose own contact this is (updateIdentityContact), or null for another person of the account */
  userId: Id.nullable(),
});
export type ContactRecord = z.infer<typeof ContactRecord>;

/** A contact's verification by one-time code in progress (src/domain/otp.ts); the code only as a hash. */
export const OtpChallengeRecord = z.object({
  ...ofAccount,
  contactId: Id,
  /** scrypt of the code; null once a lockout has voided it */
  codeHash: z.string().startsWith('scrypt$').nullable(),
  sentAt: IsoInstant,
  expiresAt: IsoInstant,
  resendAt: IsoInstant,
  attempts: z.number().int().min(0),
  lockedUntil: z.nullable(IsoInstant),
  /** what the code sent proves (src/domain/call-details.ts); a contact's verification when absent */
  purpose: z.optional(OtpPurpose),
});
export type OtpChallengeRecord = z.infer<typeof OtpChallengeRecord>;

/** spec platform §3: a communication preference links a contact to a serviceEventCode (an event family here). */
export const CommunicationPreferenceRecord = z.object({
  ...ofAccount,
  contactId: Id,
  serviceEventCode: EventFamily,
});
export type CommunicationPreferenceRecord = z.infer<typeof CommunicationPreferenceRecord>;

/** An entry of the audit trail (src/domain/audit.ts, written by src/server/audit.ts): never a secret. */
export const AuditEntryRecord = z.object({ ...AuditEntry.shape, accountId: Id });
export type AuditEntryRecord = z.infer<typeof AuditEntryRecord>;

/** Store locations: public reference data for "pay cash at a store" / "find a store". */
export const StoreLocationRecord = z.object({
  id: Id,
  kind: PaymentStoreKind,
  name: z.string(),
  address: Address,
  phone: z.string(),
  /** days and times, which the pages write in the reader's language (src/domain/payment-store.ts) */
  hours: z.array(OpeningHours),
  acceptsCash: z.boolean(),
});

export const AppointmentRecord = z.object({
  ...ofAccount,
  orderId: z.string(),
  jobId: z.string(),
  type: z.enum(['INSTALL', 'REPAIR', 'UPGRADE']),
  status: z.enum(['SCHEDULED', 'COMPLETED', 'CANCELLED']),
  date: IsoDate,
  windowStart: z.string().regex(/^\d{2}:\d{2}$/),
  windowEnd: z.string().regex(/^\d{2}:\d{2}$/),
});

export const VoiceMessageRecord = z.object({
  ...ofAccount,
  lineNumber: z.string().regex(/^\d{10}$/),
  kind: z.enum(['voicemail', 'fax']),
  from: z.string(),
  receivedAt: IsoInstant,
  unread: z.boolean(),
  durationSeconds: z.number().int().min(0),
});

/** A call on a Business Phone line, itemised on the statement of the month it falls in (shown only to a verified session). */
export const CallDetailRecord = z.object({ ...CallDetail.shape, accountId: Id, statementId: Id });
export type CallDetailRecord = z.infer<typeof CallDetailRecord>;

export const ValueAddedServiceRecord = z.object({
  id: Id,
  serviceId: z.string(),
  title: z.string(),
  rateCode: z.string(),
  /** account ids that have it provisioned */
  provisionedFor: z.array(Id),
});

const DeviceTiming = z.object({
  offlineSeconds: z.number().int().min(1),
  startDelaySeconds: z.number().int().min(0),
  intervalSeconds: z.number().int().min(1),
  durationSeconds: z.number().int().min(1),
});

const Config = z.object({
  /** business time zone: "today" and the cut-off are read here */
  timeZone: z.string(),
  maintenance: z.boolean(),
  payment: z.object({
    minAmount: Cents,
    maxAmount: Cents,
    /** last allowed future date = today + this many days */
    futureDays: z.number().int().min(0),
    /** HH:MM business time after which tomorrow can no longer be chosen */
    cutoffTime: z.string().regex(/^\d{2}:\d{2}$/),
    maxScheduled: z.number().int().min(0),
  }),
  autoPayDiscountCents: Cents,
  /** a bank payment settles (or comes back returned) this many business days after it was paid; BANK_SETTLE_BUSINESS_DAYS when not set */
  bankSettleBusinessDays: z.number().int().min(1).optional(),
  /** soft-disconnected service comes back this many minutes after a payment */
  restoreServiceMinutes: z.number().int().min(0),
  /** the idle session limit, seconds: the 780 s warning plus the 120 s countdown */
  sessionIdleSeconds: z.number().int().min(1),
  /** the simulated devices: how long a reboot takes, and the polling guidance the API gives */
  reboot: DeviceTiming,
  /** a router's factory reset, the same way; FACTORY_RESET_TIMING (src/server/graphql/resolvers/network.ts) when not set */
  factoryReset: DeviceTiming.optional(),
  /** a line feature change: applied `offlineSeconds` after it is accepted, and the polling guidance; LINE_FEATURE_TIMING (src/server/graphql/resolvers/mobile-context.ts) when not set */
  lineFeatureChange: DeviceTiming.optional(),
  /** the starts of numbers that cannot be ported in (ranges the provider does not take) */
  notPortablePrefixes: z.array(z.string().regex(/^\d{3,6}$/)).optional(),
});

const Meta = z.object({
  /** the day the seed's dates are written for; dates move with the clock at start (docs/decisions/006-dates-on-any-day.md) */
  anchorDate: IsoDate,
  /** next numeric id per collection; never lowered, so deleted ids are not reused */
  nextIds: z.record(z.string(), z.number().int().min(1)),
});

export const Store = z.object({
  meta: Meta,
  config: Config,
  users: z.array(UserRecord),
  accounts: z.array(AccountRecord),
  services: z.array(ServiceRecord),
  statements: z.array(StatementRecord),
  payments: z.array(PaymentRecord),
  paymentMethods: z.array(PaymentMethodRecord),
  delinquencySchedules: z.array(DelinquencyScheduleRecord),
  equipment: z.array(EquipmentRecord),
  equipmentShipments: z.array(EquipmentShipmentRecord),
  mobileLines: z.array(MobileLineRecord),
  mobileDevices: z.array(MobileDeviceRecord),
  mobileBalances: z.array(MobileBalanceRecord),
  mobileAccounts: z.array(MobileAccountRecord),
  mobileUsage: z.array(MobileUsageRecord),
  internationalUsage: z.array(InternationalUsageRecord),
  lineFeatureRequests: z.array(LineFeatureRequestRecord),
  mobileOrders: z.array(MobileOrderRecord),
  lineActivations: z.array(LineActivationRecord),
  carriers: z.array(CarrierRecord),
  streamingSubscriptions: z.array(StreamingSubscriptionRecord),
  contacts: z.array(ContactRecord),
  otpChallenges: z.array(OtpChallengeRecord),
  communicationPreferences: z.array(CommunicationPreferenceRecord),
  appointments: z.array(AppointmentRecord),
  voiceMessages: z.array(VoiceMessageRecord),
  callDetails: z.array(CallDetailRecord),
  valueAddedServices: z.array(ValueAddedServiceRecord),
  stores: z.array(StoreLocationRecord),
  /** one-time payment idempotency: key → request hash and first answer */
  idempotency: z.array(
    z.object({ id: Id, key: z.string(), accountId: Id, requestHash: z.string(), status: z.number().int(), body: z.unknown(), createdAt: IsoInstant }),
  ),
  /** the audit trail, oldest first */
  auditEntries: z.array(AuditEntryRecord),
});
export type Store = z.infer<typeof Store>;
export type CollectionName = Exclude<keyof Store, 'meta' | 'config'>;
