// Generated from openapi/pcharging.yaml by `npm run codegen`. Do not edit.

/** station_status dictionary: 0 draft, 1 under review, 2 rejected, 3 operating, 4 suspended, 5 under construction */
export const StationStatus = {
  Draft: 0,
  UnderReview: 1,
  Rejected: 2,
  Operating: 3,
  Suspended: 4,
  Construction: 5,
} as const;
export type StationStatus = (typeof StationStatus)[keyof typeof StationStatus];

/** audit_status dictionary, a charger's onboarding: 0 draft, 1 under review, 2 rejected, 3 approved (only approved chargers are live) */
export const AuditStatus = {
  Draft: 0,
  UnderReview: 1,
  Rejected: 2,
  Approved: 3,
} as const;
export type AuditStatus = (typeof AuditStatus)[keyof typeof AuditStatus];

/** pile_status dictionary: 0 offline, 1 online, 2 fault, 3 restarting */
export const ChargerStatus = {
  Offline: 0,
  Online: 1,
  Fault: 2,
  Restarting: 3,
} as const;
export type ChargerStatus = (typeof ChargerStatus)[keyof typeof ChargerStatus];

/** port_status dictionary: 0 unavailable, 1 available, 2 preparing, 3 charging, 4 finishing, 5 faulted */
export const PortStatus = {
  Unavailable: 0,
  Available: 1,
  Preparing: 2,
  Charging: 3,
  Finishing: 4,
  Faulted: 5,
} as const;
export type PortStatus = (typeof PortStatus)[keyof typeof PortStatus];

/** charger_type dictionary: 1 AC, 2 DC */
export const ChargerType = {
  AC: 1,
  DC: 2,
} as const;
export type ChargerType = (typeof ChargerType)[keyof typeof ChargerType];

/** alarm_status dictionary: 0 open, 1 acknowledged, 2 repaired */
export const AlarmStatus = {
  Open: 0,
  Acknowledged: 1,
  Repaired: 2,
} as const;
export type AlarmStatus = (typeof AlarmStatus)[keyof typeof AlarmStatus];

/** user_status dictionary, for customers and system users: 0 disabled, 1 enabled */
export const AccountStatus = {
  Disabled: 0,
  Enabled: 1,
} as const;
export type AccountStatus = (typeof AccountStatus)[keyof typeof AccountStatus];

/** order_status dictionary: 1 charging, 2 finished (unpaid), 3 paid */
export const OrderStatus = {
  Charging: 1,
  Unpaid: 2,
  Paid: 3,
} as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

/** journal_type dictionary: 1 top-up, 2 charging payment, 3 refund, 4 pre-authorization, 5 adjustment */
export const JournalType = {
  TopUp: 1,
  Payment: 2,
  Refund: 3,
  PreAuthorization: 4,
  Adjustment: 5,
} as const;
export type JournalType = (typeof JournalType)[keyof typeof JournalType];

/** A named group of extensions of the legacy API (see `x-capabilities`). */
export const Capability = {
  Discovery: "discovery",
  Sessions: "sessions",
  PortControl: "port-control",
  Timeline: "timeline",
  Map: "map",
  MoneyCorrections: "money-corrections",
  PricePreview: "price-preview",
  Statements: "statements",
  NetworkSettings: "network-settings",
  EquipmentStatusFilter: "equipment-status-filter",
  PeopleSearch: "people-search",
  LivePush: "live-push",
  Training: "training",
  Uptime: "uptime",
  PermissionWildcards: "permission-wildcards",
  DailyClose: "daily-close",
  ListTotals: "list-totals",
  RemoteStart: "remote-start",
  ChargerLog: "charger-log",
} as const;
export type Capability = (typeof Capability)[keyof typeof Capability];

/** Every SortOrder, in the document's order. */
export const sortOrders = ["asc","desc"] as const;

/** Every DictionaryKey, in the document's order. */
export const dictionaryKeys = ["bool","user_status","station_status","station_type","pile_status","port_status","alarm_status","alarm_level","alarm_source","order_start_mode","order_status","journal_type","fee_type","connector_type","charger_type","audit_status","operator_type","card_status"] as const;

/** Every IncomeGranularity, in the document's order. */
export const incomeGranularities = ["day","week","month"] as const;

/** Every GrantablePermission, in the document's order. */
export const grantablePermissions = ["*:*:*","metadata:*:*","metadata:overview:*","metadata:overview:view","metadata:income:*","metadata:income:view","operator:*:*","operator:operator:*","operator:operator:list","operator:operator:add","operator:operator:edit","operator:operator:delete","operator:station:*","operator:station:list","operator:station:add","operator:station:edit","operator:station:delete","operator:station:status","operator:station:audit","operator:pile:*","operator:pile:list","operator:pile:add","operator:pile:edit","operator:pile:delete","operator:pile:restart","operator:pile:whitelist","operator:pile:audit","operator:port:*","operator:port:list","operator:port:edit","operator:port:unlock","operator:session:*","operator:session:list","operator:session:stop","operator:session:start","operator:rfid:*","operator:rfid:list","operator:rfid:add","operator:rfid:import","operator:rfid:bind","operator:rfid:unbind","operator:rfid:account","operator:price:*","operator:price:list","operator:price:add","operator:price:edit","operator:price:delete","operator:equipment:*","operator:equipment:list","operator:equipment:add","operator:equipment:edit","operator:equipment:delete","operator:alarm:*","operator:alarm:list","operator:alarm:ack","operator:alarm:repair","operator:uptime:*","operator:uptime:view","operator:uptime:exclude","money:*:*","money:order:*","money:order:list","money:order:export","money:order:refund","money:journal:*","money:journal:list","money:journal:export","money:journal:adjust","money:close:*","money:close:view","money:close:close","money:adjust:*","money:adjust:approve","customer:*:*","customer:customer:*","customer:customer:list","customer:customer:status","system:*:*","system:user:*","system:user:list","system:user:add","system:user:edit","system:user:delete","system:user:status","system:user:reset","system:role:*","system:role:list","system:role:add","system:role:edit","system:role:delete","system:log:*","system:log:list"] as const;

/** Every SessionState, in the document's order. */
export const sessionStates = ["preparing","charging","finishing","ended"] as const;

/** Every SuspectReason, in the document's order. */
export const suspectReasons = ["charger_offline","no_energy"] as const;

/** Every OrderEndKind, in the document's order. */
export const orderEndKinds = ["car","remote","forced","charger"] as const;

/** Every SessionStopOutcome, in the document's order. */
export const sessionStopOutcomes = ["stopped","queued","closed"] as const;

/** Every TimelineKind, in the document's order. */
export const timelineKinds = ["status","session","alarm","command"] as const;

/** Every TimelineEvent, in the document's order. */
export const timelineEvents = ["status","session_started","session_ended","alarm_raised","alarm_acknowledged","alarm_repaired","command"] as const;

/** Every OutageCause, in the document's order. */
export const outageCauses = ["charger_offline","charger_fault","port_fault","out_of_service","stuck_session"] as const;

/** Every OutageExclusionReason, in the document's order. */
export const outageExclusionReasons = ["utility","vehicle","maintenance","vandalism","natural_disaster","outside_hours"] as const;

/** Every OutageExclusionChoice, in the document's order. */
export const outageExclusionChoices = ["none","utility","vehicle","maintenance","vandalism","natural_disaster","outside_hours"] as const;

/** Every OcppAction, in the document's order. */
export const ocppActions = ["BootNotification","Heartbeat","StatusNotification","MeterValues","Authorize","StartTransaction","StopTransaction","RemoteStartTransaction","RemoteStopTransaction","UnlockConnector","ChangeAvailability","Reset"] as const;

/** Every OcppDirection, in the document's order. */
export const ocppDirections = ["from_charger","to_charger"] as const;

/** Every OcppMessageType, in the document's order. */
export const ocppMessageTypes = ["CALL","CALLRESULT","CALLERROR"] as const;

/** Every OrderRefundState, in the document's order. */
export const orderRefundStates = ["none","partial","full"] as const;

/** Every AdjustmentRequestStatus, in the document's order. */
export const adjustmentRequestStatuses = ["waiting","approved","rejected"] as const;
