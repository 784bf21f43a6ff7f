// Generated from openapi/pcharging.yaml by `npm run codegen`. Do not edit.

import type { Capability } from './enums';

export interface OperationDescriptor {
  readonly operationId: string;
  readonly method: 'get' | 'post' | 'put' | 'delete' | 'patch';
  readonly path: string;
  readonly tag: string;
  readonly summary: string;
  /** Action string required, `authenticated` for any session, null for public calls. */
  readonly permission: string | null;
  readonly isPublic: boolean;
  /** Changes state: recorded in the operation log, refused to read-only roles. */
  readonly mutating: boolean;
  readonly errorCodes: ReadonlyArray<number | string>;
  /** The extension this operation belongs to (`x-capability`); null for the legacy API. */
  readonly capability: Capability | null;
}

export const operations = [
  {
    "operationId": "getCaptcha",
    "method": "post",
    "path": "/Base/verification_code",
    "tag": "auth",
    "summary": "A fresh image captcha, bound to the caller by the `pcaptcha` cookie",
    "permission": null,
    "isPublic": true,
    "mutating": false,
    "errorCodes": [
      1001,
      1004
    ],
    "capability": null
  },
  {
    "operationId": "getCapabilities",
    "method": "post",
    "path": "/Base/capabilities",
    "tag": "base",
    "summary": "Which extensions of the legacy API this backend offers",
    "permission": null,
    "isPublic": true,
    "mutating": false,
    "errorCodes": [
      1001
    ],
    "capability": "discovery"
  },
  {
    "operationId": "login",
    "method": "post",
    "path": "/Admin_user/login",
    "tag": "auth",
    "summary": "Sign in with account, md5 password and captcha",
    "permission": null,
    "isPublic": true,
    "mutating": true,
    "errorCodes": [
      1001,
      1002,
      1003,
      1004,
      1006
    ],
    "capability": null
  },
  {
    "operationId": "logout",
    "method": "post",
    "path": "/Admin_user/logout",
    "tag": "auth",
    "summary": "End the session",
    "permission": "authenticated",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      1005
    ],
    "capability": null
  },
  {
    "operationId": "getCurrentUser",
    "method": "post",
    "path": "/Admin_user/info",
    "tag": "auth",
    "summary": "The signed-in user with permissions and menu, used to restore a session",
    "permission": "authenticated",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      1005
    ],
    "capability": null
  },
  {
    "operationId": "changePassword",
    "method": "post",
    "path": "/Admin_user/changepw",
    "tag": "auth",
    "summary": "Change the signed-in user's own password",
    "permission": "authenticated",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      1001,
      1005,
      1007
    ],
    "capability": null
  },
  {
    "operationId": "updateProfile",
    "method": "put",
    "path": "/system/user/profile",
    "tag": "auth",
    "summary": "Update the signed-in user's own profile",
    "permission": "authenticated",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      1001,
      1005
    ],
    "capability": null
  },
  {
    "operationId": "getFileInfo",
    "method": "post",
    "path": "/base/get_file_info_by_url",
    "tag": "base",
    "summary": "Metadata of an uploaded file, by its path relative to the uploads folder",
    "permission": "authenticated",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      404,
      1001,
      1005
    ],
    "capability": null
  },
  {
    "operationId": "uploadImage",
    "method": "post",
    "path": "/base/upload_image",
    "tag": "base",
    "summary": "Store a PNG or JPEG image (a station's logo or pictures) and answer where it is served",
    "permission": "operator:station:edit",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      1001,
      1005
    ],
    "capability": null
  },
  {
    "operationId": "getDictionary",
    "method": "get",
    "path": "/base/getDatadictionary/{key}",
    "tag": "base",
    "summary": "One dictionary, with names in the request's language",
    "permission": "authenticated",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      404,
      1005
    ],
    "capability": null
  },
  {
    "operationId": "listSessions",
    "method": "post",
    "path": "/Charging_session/lists",
    "tag": "session",
    "summary": "Sessions in progress, suspect ones first, then the newest",
    "permission": "operator:session:list",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      1001,
      1005
    ],
    "capability": "sessions"
  },
  {
    "operationId": "getSession",
    "method": "post",
    "path": "/Charging_session/info",
    "tag": "session",
    "summary": "One session, in progress or ended, with its power curve and its bill so far",
    "permission": "operator:session:list",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005
    ],
    "capability": "sessions"
  },
  {
    "operationId": "stopSession",
    "method": "post",
    "path": "/Charging_session/stop",
    "tag": "session",
    "summary": "Stop a session remotely, with a reason",
    "permission": "operator:session:stop",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1009
    ],
    "capability": "sessions"
  },
  {
    "operationId": "startSessionRemotely",
    "method": "post",
    "path": "/Charging_session/start",
    "tag": "session",
    "summary": "Start a session on a port for a customer, as the charger's RemoteStartTransaction does",
    "permission": "operator:session:start",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1010,
      1011,
      1012
    ],
    "capability": "remote-start"
  },
  {
    "operationId": "listStationMap",
    "method": "post",
    "path": "/Station/map",
    "tag": "station",
    "summary": "Every station at its coordinates with its live state, for the network map",
    "permission": "operator:station:list",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      1005
    ],
    "capability": "map"
  },
  {
    "operationId": "listTimeline",
    "method": "post",
    "path": "/Timeline/lists",
    "tag": "timeline",
    "summary": "What happened at a station, charger or port, newest first, paged",
    "permission": "operator:station:list",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      1001,
      1005
    ],
    "capability": "timeline"
  },
  {
    "operationId": "exportTimeline",
    "method": "post",
    "path": "/Timeline/export",
    "tag": "timeline",
    "summary": "The stream of a station, charger or port as an XLSX workbook, headings in the request's language",
    "permission": "operator:station:list",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      1001,
      1005
    ],
    "capability": "timeline"
  },
  {
    "operationId": "listPortUptime",
    "method": "post",
    "path": "/Uptime/lists",
    "tag": "uptime",
    "summary": "Each port's uptime over the rolling year and by month, worst first, paged",
    "permission": "operator:uptime:view",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005
    ],
    "capability": "uptime"
  },
  {
    "operationId": "listPortOutages",
    "method": "post",
    "path": "/Uptime/outages",
    "tag": "uptime",
    "summary": "A port's outages over the rolling year, newest first, with their causes and exclusions",
    "permission": "operator:uptime:view",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005
    ],
    "capability": "uptime"
  },
  {
    "operationId": "excludePortOutage",
    "method": "post",
    "path": "/Uptime/exclude",
    "tag": "uptime",
    "summary": "Mark an outage excluded from the uptime with a reason of 23 CFR 680.116(b)(3), or count it again",
    "permission": "operator:uptime:exclude",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005
    ],
    "capability": "uptime"
  },
  {
    "operationId": "exportPortUptime",
    "method": "post",
    "path": "/Uptime/export",
    "tag": "uptime",
    "summary": "The quarterly data of 23 CFR 680.112 for the ports of a station or the network, as an XLSX workbook",
    "permission": "operator:uptime:view",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005
    ],
    "capability": "uptime"
  },
  {
    "operationId": "listAlarms",
    "method": "post",
    "path": "/Alarm/lists",
    "tag": "alarm",
    "summary": "Alarms, filtered, newest first, paged",
    "permission": "operator:alarm:list",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      1001,
      1005
    ],
    "capability": null
  },
  {
    "operationId": "countOpenAlarms",
    "method": "post",
    "path": "/Alarm/count",
    "tag": "alarm",
    "summary": "How many alarms are open (for the header badge) and how many acknowledged but not repaired",
    "permission": "operator:alarm:list",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      1005
    ],
    "capability": null
  },
  {
    "operationId": "getAlarm",
    "method": "post",
    "path": "/Alarm/info",
    "tag": "alarm",
    "summary": "One alarm",
    "permission": "operator:alarm:list",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005
    ],
    "capability": null
  },
  {
    "operationId": "acknowledgeAlarm",
    "method": "post",
    "path": "/Alarm/ack",
    "tag": "alarm",
    "summary": "Acknowledge an open alarm; the answer says by whom and when",
    "permission": "operator:alarm:ack",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1009
    ],
    "capability": null
  },
  {
    "operationId": "repairAlarm",
    "method": "post",
    "path": "/Alarm/repair",
    "tag": "alarm",
    "summary": "Mark an open or acknowledged alarm repaired, with a note and the time of the repair",
    "permission": "operator:alarm:repair",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1009
    ],
    "capability": null
  },
  {
    "operationId": "listPiles",
    "method": "post",
    "path": "/Pile/lists",
    "tag": "charger",
    "summary": "Installed chargers, across the network or of one station",
    "permission": "operator:pile:list",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      1001,
      1005
    ],
    "capability": null
  },
  {
    "operationId": "getPile",
    "method": "post",
    "path": "/Pile/info",
    "tag": "charger",
    "summary": "One charger with its station, ports and whitelist",
    "permission": "operator:pile:list",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005
    ],
    "capability": null
  },
  {
    "operationId": "addPile",
    "method": "post",
    "path": "/Pile/add",
    "tag": "charger",
    "summary": "Add a charger to a station as a draft (temporary store), with one port per connector",
    "permission": "operator:pile:add",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1008
    ],
    "capability": null
  },
  {
    "operationId": "editPile",
    "method": "post",
    "path": "/Pile/edit",
    "tag": "charger",
    "summary": "Change a charger; its serial number and number of ports are fixed once it has gone live",
    "permission": "operator:pile:edit",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1008,
      1009
    ],
    "capability": null
  },
  {
    "operationId": "deletePile",
    "method": "post",
    "path": "/Pile/del",
    "tag": "charger",
    "summary": "Delete a charger with no charging history while none of its ports is in a session",
    "permission": "operator:pile:delete",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1008,
      1009
    ],
    "capability": null
  },
  {
    "operationId": "submitPile",
    "method": "post",
    "path": "/Pile/submit",
    "tag": "charger",
    "summary": "Submit a draft or rejected charger for audit (submit / resubmit); it must be installed at a station",
    "permission": "operator:pile:edit",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1009
    ],
    "capability": null
  },
  {
    "operationId": "auditPile",
    "method": "post",
    "path": "/Pile/audit",
    "tag": "charger",
    "summary": "Approve (goes live) or reject (with a reason) a charger under review",
    "permission": "operator:pile:audit",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1009
    ],
    "capability": null
  },
  {
    "operationId": "restartPile",
    "method": "post",
    "path": "/Pile/remote_restart",
    "tag": "charger",
    "summary": "Send a remote restart to a live, connected charger",
    "permission": "operator:pile:restart",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1009
    ],
    "capability": null
  },
  {
    "operationId": "getPileWhitelist",
    "method": "post",
    "path": "/Pile/white_list",
    "tag": "charger",
    "summary": "The RFID cards a charger accepts while it cannot reach the back office",
    "permission": "operator:pile:list",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005
    ],
    "capability": null
  },
  {
    "operationId": "setPileWhitelist",
    "method": "post",
    "path": "/Pile/set_white_list",
    "tag": "charger",
    "summary": "Replace a charger's offline whitelist; only while the charger is online",
    "permission": "operator:pile:whitelist",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1009
    ],
    "capability": null
  },
  {
    "operationId": "listChargerMessages",
    "method": "post",
    "path": "/Pile/messages",
    "tag": "charger",
    "summary": "The messages a charger and the back office exchanged, newest first, paged",
    "permission": "operator:pile:list",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005
    ],
    "capability": "charger-log"
  },
  {
    "operationId": "exportChargerMessages",
    "method": "post",
    "path": "/Pile/messages_export",
    "tag": "charger",
    "summary": "The charger's messages the filters select, as OCPP-J frames one per line (JSON Lines)",
    "permission": "operator:pile:list",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005
    ],
    "capability": "charger-log"
  },
  {
    "operationId": "listPorts",
    "method": "post",
    "path": "/Port/lists",
    "tag": "charger",
    "summary": "The ports of one charger, by connector number",
    "permission": "operator:port:list",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005
    ],
    "capability": null
  },
  {
    "operationId": "getPort",
    "method": "post",
    "path": "/Port/info",
    "tag": "charger",
    "summary": "One port with today's energy, sessions and charging minutes",
    "permission": "operator:port:list",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005
    ],
    "capability": null
  },
  {
    "operationId": "editPort",
    "method": "post",
    "path": "/Port/edit",
    "tag": "charger",
    "summary": "Rename a port (its alias, e.g. the bay painted on the ground); empty clears it",
    "permission": "operator:port:edit",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005
    ],
    "capability": null
  },
  {
    "operationId": "setPortAvailability",
    "method": "post",
    "path": "/Port/availability",
    "tag": "charger",
    "summary": "Take a port out of service (inoperative, with a reason) or put it back (operative)",
    "permission": "operator:port:edit",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1009
    ],
    "capability": "port-control"
  },
  {
    "operationId": "unlockPort",
    "method": "post",
    "path": "/Port/unlock",
    "tag": "charger",
    "summary": "Release a stuck connector, as the charger's unlock command does",
    "permission": "operator:port:unlock",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1009
    ],
    "capability": "port-control"
  },
  {
    "operationId": "setPortVoltageLimits",
    "method": "post",
    "path": "/Port/voltage_limits",
    "tag": "charger",
    "summary": "Set a port's voltage limits (100–1000 V, lower below upper)",
    "permission": "operator:port:edit",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005
    ],
    "capability": null
  },
  {
    "operationId": "listCustomers",
    "method": "post",
    "path": "/Customer/lists",
    "tag": "customer",
    "summary": "Customers with their balance and number of cards",
    "permission": "customer:customer:list",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      1001,
      1005
    ],
    "capability": null
  },
  {
    "operationId": "getCustomer",
    "method": "post",
    "path": "/Customer/info",
    "tag": "customer",
    "summary": "One customer with balance, cards, the 20 most recent orders and journal entries, and lifetime totals",
    "permission": "customer:customer:list",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005
    ],
    "capability": null
  },
  {
    "operationId": "setCustomerStatus",
    "method": "post",
    "path": "/Customer/status",
    "tag": "customer",
    "summary": "Enable (1) or disable (0) a customer account; a disabled account cannot be bound to cards",
    "permission": "customer:customer:status",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005
    ],
    "capability": null
  },
  {
    "operationId": "listEquipment",
    "method": "post",
    "path": "/Equipment/lists",
    "tag": "equipment",
    "summary": "The inventory, installed and in stock",
    "permission": "operator:equipment:list",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      1001,
      1005
    ],
    "capability": null
  },
  {
    "operationId": "getEquipment",
    "method": "post",
    "path": "/Equipment/info",
    "tag": "equipment",
    "summary": "One device with its ports and, when installed, its station",
    "permission": "operator:equipment:list",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005
    ],
    "capability": null
  },
  {
    "operationId": "addEquipment",
    "method": "post",
    "path": "/Equipment/add",
    "tag": "equipment",
    "summary": "Add a device to stock, with one port per connector",
    "permission": "operator:equipment:add",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1008
    ],
    "capability": null
  },
  {
    "operationId": "editEquipment",
    "method": "post",
    "path": "/Equipment/edit",
    "tag": "equipment",
    "summary": "Change a device; same rules as changing a charger",
    "permission": "operator:equipment:edit",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1008,
      1009
    ],
    "capability": null
  },
  {
    "operationId": "deleteEquipment",
    "method": "post",
    "path": "/Equipment/del",
    "tag": "equipment",
    "summary": "Delete a device in stock that has no charging history",
    "permission": "operator:equipment:delete",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1008,
      1009
    ],
    "capability": null
  },
  {
    "operationId": "installEquipment",
    "method": "post",
    "path": "/Equipment/install",
    "tag": "equipment",
    "summary": "Install a device from stock at a station; it becomes a draft charger there",
    "permission": "operator:equipment:edit",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1009
    ],
    "capability": null
  },
  {
    "operationId": "uninstallEquipment",
    "method": "post",
    "path": "/Equipment/uninstall",
    "tag": "equipment",
    "summary": "Take a device back into stock while none of its ports is in a session",
    "permission": "operator:equipment:edit",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1009
    ],
    "capability": null
  },
  {
    "operationId": "listJournalEntries",
    "method": "post",
    "path": "/Journal/lists",
    "tag": "journal",
    "summary": "Journal entries, filtered, newest first, paged",
    "permission": "money:journal:list",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      1001,
      1005
    ],
    "capability": null
  },
  {
    "operationId": "adjustCustomerBalance",
    "method": "post",
    "path": "/Journal/adjust",
    "tag": "journal",
    "summary": "Credit or debit a customer's balance by hand, with a reason",
    "permission": "money:journal:adjust",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1009
    ],
    "capability": "money-corrections"
  },
  {
    "operationId": "exportStatement",
    "method": "post",
    "path": "/Journal/statement",
    "tag": "journal",
    "summary": "A statement of a month or any range of days for a station, an operator or the whole network, as an XLSX workbook",
    "permission": "money:journal:export",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005
    ],
    "capability": "statements"
  },
  {
    "operationId": "getJournalTotals",
    "method": "post",
    "path": "/Journal/totals",
    "tag": "journal",
    "summary": "The count and sums by type of the journal entries the list's filters select",
    "permission": "money:journal:list",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      1001,
      1005
    ],
    "capability": "list-totals"
  },
  {
    "operationId": "getDayClose",
    "method": "post",
    "path": "/Close/info",
    "tag": "close",
    "summary": "A network day's or a range's money figures, by station and start mode, with its closed days",
    "permission": "money:close:view",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      1001,
      1005
    ],
    "capability": "daily-close"
  },
  {
    "operationId": "closeDay",
    "method": "post",
    "path": "/Close/close",
    "tag": "close",
    "summary": "Close a network day that has ended, recording its figures with who closed it and when",
    "permission": "money:close:close",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      1001,
      1005,
      1008,
      1009
    ],
    "capability": "daily-close"
  },
  {
    "operationId": "exportJournalEntries",
    "method": "post",
    "path": "/Journal/export",
    "tag": "journal",
    "summary": "The journal entries matching the list filters as an XLSX workbook, headings in the request's language",
    "permission": "money:journal:export",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      1001,
      1005
    ],
    "capability": null
  },
  {
    "operationId": "requestBalanceAdjustment",
    "method": "post",
    "path": "/Adjustment/request",
    "tag": "journal",
    "summary": "Ask for a balance adjustment above one's ceiling; it waits for a second person's approval",
    "permission": "money:journal:adjust",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005
    ],
    "capability": "money-corrections"
  },
  {
    "operationId": "listAdjustmentRequests",
    "method": "post",
    "path": "/Adjustment/lists",
    "tag": "journal",
    "summary": "Adjustment requests, waiting first then newest, paged",
    "permission": "money:adjust:approve",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      1001,
      1005
    ],
    "capability": "money-corrections"
  },
  {
    "operationId": "approveAdjustmentRequest",
    "method": "post",
    "path": "/Adjustment/approve",
    "tag": "journal",
    "summary": "Approve a waiting adjustment request, writing its journal entry",
    "permission": "money:adjust:approve",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1009
    ],
    "capability": "money-corrections"
  },
  {
    "operationId": "rejectAdjustmentRequest",
    "method": "post",
    "path": "/Adjustment/reject",
    "tag": "journal",
    "summary": "Reject a waiting adjustment request; nothing moves",
    "permission": "money:adjust:approve",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1009
    ],
    "capability": "money-corrections"
  },
  {
    "operationId": "listOperators",
    "method": "post",
    "path": "/Operator/lists",
    "tag": "operator",
    "summary": "Operators with their number of stations",
    "permission": "operator:operator:list",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      1001,
      1005
    ],
    "capability": null
  },
  {
    "operationId": "getOperator",
    "method": "post",
    "path": "/Operator/info",
    "tag": "operator",
    "summary": "One operator, without its secrets",
    "permission": "operator:operator:list",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005
    ],
    "capability": null
  },
  {
    "operationId": "addOperator",
    "method": "post",
    "path": "/Operator/add",
    "tag": "operator",
    "summary": "Create an operator; its account must be unused",
    "permission": "operator:operator:add",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      1001,
      1005,
      1008
    ],
    "capability": null
  },
  {
    "operationId": "editOperator",
    "method": "post",
    "path": "/Operator/edit",
    "tag": "operator",
    "summary": "Change an operator; an empty or absent secret keeps the current one",
    "permission": "operator:operator:edit",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1008
    ],
    "capability": null
  },
  {
    "operationId": "deleteOperator",
    "method": "post",
    "path": "/Operator/del",
    "tag": "operator",
    "summary": "Delete an operator that runs no station and owns no charger",
    "permission": "operator:operator:delete",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1008
    ],
    "capability": null
  },
  {
    "operationId": "listOrders",
    "method": "post",
    "path": "/Order/lists",
    "tag": "order",
    "summary": "Orders, filtered, newest first (or by total or energy), paged",
    "permission": "money:order:list",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      1001,
      1005
    ],
    "capability": null
  },
  {
    "operationId": "getOrder",
    "method": "post",
    "path": "/Order/info",
    "tag": "order",
    "summary": "One order with its price breakdown, the card used and its journal entries",
    "permission": "money:order:list",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005
    ],
    "capability": null
  },
  {
    "operationId": "refundOrder",
    "method": "post",
    "path": "/Order/refund",
    "tag": "order",
    "summary": "Refund a paid order in full or in part, with a reason",
    "permission": "money:order:refund",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1009
    ],
    "capability": "money-corrections"
  },
  {
    "operationId": "exportOrders",
    "method": "post",
    "path": "/Order/export",
    "tag": "order",
    "summary": "The orders matching the list filters as an XLSX workbook, headings in the request's language",
    "permission": "money:order:export",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      1001,
      1005
    ],
    "capability": null
  },
  {
    "operationId": "getOrderTotals",
    "method": "post",
    "path": "/Order/totals",
    "tag": "order",
    "summary": "The count and sums of the orders the list's filters select",
    "permission": "money:order:list",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      1001,
      1005
    ],
    "capability": "list-totals"
  },
  {
    "operationId": "listPriceTemplates",
    "method": "post",
    "path": "/PriceTemplate/lists",
    "tag": "price",
    "summary": "Price templates with the number of stations using each",
    "permission": "operator:price:list",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      1001,
      1005
    ],
    "capability": null
  },
  {
    "operationId": "listPriceTemplateOptions",
    "method": "post",
    "path": "/PriceTemplate/options",
    "tag": "price",
    "summary": "Every template as id and name, for selection; empty until one is set up",
    "permission": "operator:price:list",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      1005
    ],
    "capability": null
  },
  {
    "operationId": "getPriceTemplate",
    "method": "post",
    "path": "/PriceTemplate/info",
    "tag": "price",
    "summary": "One template",
    "permission": "operator:price:list",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005
    ],
    "capability": null
  },
  {
    "operationId": "addPriceTemplate",
    "method": "post",
    "path": "/PriceTemplate/add",
    "tag": "price",
    "summary": "Create a template",
    "permission": "operator:price:add",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      1001,
      1005,
      1008
    ],
    "capability": null
  },
  {
    "operationId": "editPriceTemplate",
    "method": "post",
    "path": "/PriceTemplate/edit",
    "tag": "price",
    "summary": "Change a template; every station using it charges the new prices from the next session",
    "permission": "operator:price:edit",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1008
    ],
    "capability": null
  },
  {
    "operationId": "previewPriceTemplate",
    "method": "post",
    "path": "/PriceTemplate/preview",
    "tag": "price",
    "summary": "What proposed fees would do to the stations using a template, before the change is saved",
    "permission": "operator:price:edit",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005
    ],
    "capability": "price-preview"
  },
  {
    "operationId": "deletePriceTemplate",
    "method": "post",
    "path": "/PriceTemplate/del",
    "tag": "price",
    "summary": "Delete a template no station uses",
    "permission": "operator:price:delete",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1008
    ],
    "capability": null
  },
  {
    "operationId": "setStationPriceTemplate",
    "method": "post",
    "path": "/Station/set_price",
    "tag": "station",
    "summary": "Choose the price template a station charges with (the price-setting tab)",
    "permission": "operator:station:edit",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1009
    ],
    "capability": null
  },
  {
    "operationId": "listRfidCards",
    "method": "post",
    "path": "/Rfid/lists",
    "tag": "rfid",
    "summary": "RFID cards with the bound customer and station, newest first",
    "permission": "operator:rfid:list",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      1001,
      1005
    ],
    "capability": null
  },
  {
    "operationId": "addRfidCard",
    "method": "post",
    "path": "/Rfid/add",
    "tag": "rfid",
    "summary": "Add one unbound card to the stock",
    "permission": "operator:rfid:add",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1008
    ],
    "capability": null
  },
  {
    "operationId": "importRfidCards",
    "method": "post",
    "path": "/Rfid/import",
    "tag": "rfid",
    "summary": "Import cards from an XLS or XLSX sheet and answer a report per row",
    "permission": "operator:rfid:import",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      1001,
      1005
    ],
    "capability": null
  },
  {
    "operationId": "bindRfidCard",
    "method": "post",
    "path": "/Rfid/bind",
    "tag": "rfid",
    "summary": "Bind an unbound card to a registered customer account and e-mail the customer a notice",
    "permission": "operator:rfid:bind",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1008
    ],
    "capability": null
  },
  {
    "operationId": "unbindRfidCard",
    "method": "post",
    "path": "/Rfid/unbind",
    "tag": "rfid",
    "summary": "Unbind a card from its customer and e-mail the customer a notice",
    "permission": "operator:rfid:unbind",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1009
    ],
    "capability": null
  },
  {
    "operationId": "createRfidAccount",
    "method": "post",
    "path": "/Rfid/create_account",
    "tag": "rfid",
    "summary": "Create an account for a card holder who has none, bind the card and e-mail a request for consent",
    "permission": "operator:rfid:account",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1008
    ],
    "capability": null
  },
  {
    "operationId": "listStations",
    "method": "post",
    "path": "/Station/lists",
    "tag": "station",
    "summary": "Stations, filtered, sorted and paged",
    "permission": "operator:station:list",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      1001,
      1005
    ],
    "capability": null
  },
  {
    "operationId": "getStation",
    "method": "post",
    "path": "/Station/info",
    "tag": "station",
    "summary": "One station with its operation, equipment and price figures",
    "permission": "operator:station:list",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005
    ],
    "capability": null
  },
  {
    "operationId": "addStation",
    "method": "post",
    "path": "/Station/add",
    "tag": "station",
    "summary": "Create a station as a draft (the spec's \"temporary store\")",
    "permission": "operator:station:add",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1008
    ],
    "capability": null
  },
  {
    "operationId": "editStation",
    "method": "post",
    "path": "/Station/edit",
    "tag": "station",
    "summary": "Change a station's details",
    "permission": "operator:station:edit",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1008
    ],
    "capability": null
  },
  {
    "operationId": "deleteStation",
    "method": "post",
    "path": "/Station/del",
    "tag": "station",
    "summary": "Delete a station that has no chargers and no orders",
    "permission": "operator:station:delete",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1008
    ],
    "capability": null
  },
  {
    "operationId": "submitStation",
    "method": "post",
    "path": "/Station/submit",
    "tag": "station",
    "summary": "Submit a draft or rejected station for audit (submit / resubmit)",
    "permission": "operator:station:edit",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1009
    ],
    "capability": null
  },
  {
    "operationId": "auditStation",
    "method": "post",
    "path": "/Station/audit",
    "tag": "station",
    "summary": "Approve (goes live) or reject (with a reason) a station under review",
    "permission": "operator:station:audit",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1009
    ],
    "capability": null
  },
  {
    "operationId": "setStationStatus",
    "method": "post",
    "path": "/Station/status",
    "tag": "station",
    "summary": "Enable (operating) or disable (suspended) a live station",
    "permission": "operator:station:status",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1009
    ],
    "capability": null
  },
  {
    "operationId": "setStationLoadBalance",
    "method": "post",
    "path": "/Station/load_balance",
    "tag": "station",
    "summary": "Set the load-balancing upper limit and adjustment period; every change is kept in the history",
    "permission": "operator:station:edit",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005
    ],
    "capability": null
  },
  {
    "operationId": "listStationLoadHistory",
    "method": "post",
    "path": "/Station/load_history",
    "tag": "station",
    "summary": "Load-balancing changes of a station, newest first",
    "permission": "operator:station:list",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005
    ],
    "capability": null
  },
  {
    "operationId": "getOverview",
    "method": "post",
    "path": "/Statistics/overview",
    "tag": "statistics",
    "summary": "Network state, totals and averages of a date range, and its breakdown by day, type, start mode and station",
    "permission": "metadata:overview:view",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      1001,
      1005
    ],
    "capability": null
  },
  {
    "operationId": "getIncomeStatistics",
    "method": "post",
    "path": "/Statistics/income",
    "tag": "statistics",
    "summary": "Income of a date range by day, ISO week (starting Monday) or month, with its fee breakdown",
    "permission": "metadata:income:view",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      1001,
      1005
    ],
    "capability": null
  },
  {
    "operationId": "listIncomeByStation",
    "method": "post",
    "path": "/Statistics/income_by_station",
    "tag": "statistics",
    "summary": "Income of a date range per station, largest first, paged",
    "permission": "metadata:income:view",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      1001,
      1005
    ],
    "capability": null
  },
  {
    "operationId": "listUsers",
    "method": "post",
    "path": "/User/lists",
    "tag": "system",
    "summary": "System users, filtered and paged, newest first",
    "permission": "system:user:list",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      1001,
      1005
    ],
    "capability": null
  },
  {
    "operationId": "getUser",
    "method": "post",
    "path": "/User/info",
    "tag": "system",
    "summary": "One system user",
    "permission": "system:user:list",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005
    ],
    "capability": null
  },
  {
    "operationId": "addUser",
    "method": "post",
    "path": "/User/add",
    "tag": "system",
    "summary": "Create an enabled user with a role and an md5 password",
    "permission": "system:user:add",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1008
    ],
    "capability": null
  },
  {
    "operationId": "editUser",
    "method": "post",
    "path": "/User/edit",
    "tag": "system",
    "summary": "Change a user's details and role (not the username, not the password)",
    "permission": "system:user:edit",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1008,
      1009
    ],
    "capability": null
  },
  {
    "operationId": "deleteUser",
    "method": "post",
    "path": "/User/del",
    "tag": "system",
    "summary": "Delete a user and end their sessions",
    "permission": "system:user:delete",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1008,
      1009
    ],
    "capability": null
  },
  {
    "operationId": "setUserStatus",
    "method": "post",
    "path": "/User/status",
    "tag": "system",
    "summary": "Enable (1) or disable (0) a user; disabling ends the user's sessions",
    "permission": "system:user:status",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1009
    ],
    "capability": null
  },
  {
    "operationId": "resetUserPassword",
    "method": "post",
    "path": "/User/reset_password",
    "tag": "system",
    "summary": "Set a new md5 password for a user; the user's other sessions end",
    "permission": "system:user:reset",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005
    ],
    "capability": null
  },
  {
    "operationId": "listRoles",
    "method": "post",
    "path": "/Role/lists",
    "tag": "system",
    "summary": "Roles with the number of users holding each",
    "permission": "system:role:list",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      1001,
      1005
    ],
    "capability": null
  },
  {
    "operationId": "listRoleOptions",
    "method": "post",
    "path": "/Role/options",
    "tag": "system",
    "summary": "Every role as id and name, for the user form and the user filter",
    "permission": "system:user:list",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      1005
    ],
    "capability": null
  },
  {
    "operationId": "getRole",
    "method": "post",
    "path": "/Role/info",
    "tag": "system",
    "summary": "One role with its permissions",
    "permission": "system:role:list",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005
    ],
    "capability": null
  },
  {
    "operationId": "addRole",
    "method": "post",
    "path": "/Role/add",
    "tag": "system",
    "summary": "Create a role",
    "permission": "system:role:add",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      1001,
      1005,
      1008
    ],
    "capability": null
  },
  {
    "operationId": "editRole",
    "method": "post",
    "path": "/Role/edit",
    "tag": "system",
    "summary": "Change a role; its users hold the new permissions from their next call",
    "permission": "system:role:edit",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1008,
      1009
    ],
    "capability": null
  },
  {
    "operationId": "deleteRole",
    "method": "post",
    "path": "/Role/del",
    "tag": "system",
    "summary": "Delete a role no user holds (1008 otherwise)",
    "permission": "system:role:delete",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1008
    ],
    "capability": null
  },
  {
    "operationId": "getPermissionTree",
    "method": "post",
    "path": "/Role/permission_tree",
    "tag": "system",
    "summary": "Every grantable permission as a tree (all → area → entity → action) for the role editor",
    "permission": "system:role:list",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      1005
    ],
    "capability": null
  },
  {
    "operationId": "listOperationLogs",
    "method": "post",
    "path": "/OperationLog/lists",
    "tag": "system",
    "summary": "Recorded mutating calls, newest first, with their parameters (secrets masked) and result",
    "permission": "system:log:list",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      1001,
      1005
    ],
    "capability": null
  }
] as const satisfies readonly OperationDescriptor[];

export type OperationId = (typeof operations)[number]['operationId'];

/** Every action string a role can hold, from `x-permissions`. */
export const permissionCatalogue = [
  "metadata:overview:view",
  "metadata:income:view",
  "operator:operator:list",
  "operator:operator:add",
  "operator:operator:edit",
  "operator:operator:delete",
  "operator:station:list",
  "operator:station:add",
  "operator:station:edit",
  "operator:station:delete",
  "operator:station:status",
  "operator:station:audit",
  "operator:pile:list",
  "operator:pile:add",
  "operator:pile:edit",
  "operator:pile:delete",
  "operator:pile:restart",
  "operator:pile:whitelist",
  "operator:pile:audit",
  "operator:port:list",
  "operator:port:edit",
  "operator:port:unlock",
  "operator:session:list",
  "operator:session:stop",
  "operator:session:start",
  "operator:rfid:list",
  "operator:rfid:add",
  "operator:rfid:import",
  "operator:rfid:bind",
  "operator:rfid:unbind",
  "operator:rfid:account",
  "operator:price:list",
  "operator:price:add",
  "operator:price:edit",
  "operator:price:delete",
  "operator:equipment:list",
  "operator:equipment:add",
  "operator:equipment:edit",
  "operator:equipment:delete",
  "operator:alarm:list",
  "operator:alarm:ack",
  "operator:alarm:repair",
  "operator:uptime:view",
  "operator:uptime:exclude",
  "money:order:list",
  "money:order:export",
  "money:order:refund",
  "money:journal:list",
  "money:journal:export",
  "money:journal:adjust",
  "money:close:view",
  "money:close:close",
  "money:adjust:approve",
  "customer:customer:list",
  "customer:customer:status",
  "system:user:list",
  "system:user:add",
  "system:user:edit",
  "system:user:delete",
  "system:user:status",
  "system:user:reset",
  "system:role:list",
  "system:role:add",
  "system:role:edit",
  "system:role:delete",
  "system:log:list"
] as const;

export type Permission = (typeof permissionCatalogue)[number];

/** Actions that only read: list, view and export. */
export const readOnlyPermissions = [
  "metadata:overview:view",
  "metadata:income:view",
  "operator:operator:list",
  "operator:station:list",
  "operator:pile:list",
  "operator:port:list",
  "operator:session:list",
  "operator:rfid:list",
  "operator:price:list",
  "operator:equipment:list",
  "operator:alarm:list",
  "operator:uptime:view",
  "money:order:list",
  "money:order:export",
  "money:journal:list",
  "money:journal:export",
  "money:close:view",
  "customer:customer:list",
  "system:user:list",
  "system:role:list",
  "system:log:list"
] as const;
