// Generated from openapi/pcharging.yaml by `npm run codegen`. Do not edit.

import { type ApiClient, settle } from '../client';
import { type DownloadedFile, downloadFile, fetchBlob } from '../download';
import type { DataOf, ParamsOf } from '../operation-types';
import { type PageRequest, toPageInfo } from '../page';
import { uploadParts } from '../upload';
import type { operations } from './schema';

/** A fresh image captcha, bound to the caller by the `pcaptcha` cookie */
export function getCaptcha(client: ApiClient): Promise<Blob> {
  return fetchBlob(client, '/Base/verification_code');
}

/** Which extensions of the legacy API this backend offers */
export function getCapabilities(client: ApiClient): Promise<DataOf<'getCapabilities'>> {
  return settle(client, 'getCapabilities', client.http.POST('/Base/capabilities', { body: {} }));
}

/** Sign in with account, md5 password and captcha */
export function login(client: ApiClient, params: ParamsOf<'login'>): Promise<DataOf<'login'>> {
  return settle(client, 'login', client.http.POST('/Admin_user/login', { body: { params } }));
}

/** End the session */
export function logout(client: ApiClient): Promise<DataOf<'logout'>> {
  return settle(client, 'logout', client.http.POST('/Admin_user/logout', { body: {} }));
}

/** The signed-in user with permissions and menu, used to restore a session */
export function getCurrentUser(client: ApiClient): Promise<DataOf<'getCurrentUser'>> {
  return settle(client, 'getCurrentUser', client.http.POST('/Admin_user/info', { body: {} }));
}

/** Change the signed-in user's own password */
export function changePassword(client: ApiClient, params: ParamsOf<'changePassword'>): Promise<DataOf<'changePassword'>> {
  return settle(client, 'changePassword', client.http.POST('/Admin_user/changepw', { body: { params } }));
}

/** Update the signed-in user's own profile */
export function updateProfile(client: ApiClient, params: ParamsOf<'updateProfile'>): Promise<DataOf<'updateProfile'>> {
  return settle(client, 'updateProfile', client.http.PUT('/system/user/profile', { body: { params } }));
}

/** Metadata of an uploaded file, by its path relative to the uploads folder */
export function getFileInfo(client: ApiClient, params: ParamsOf<'getFileInfo'>): Promise<DataOf<'getFileInfo'>> {
  return settle(client, 'getFileInfo', client.http.POST('/base/get_file_info_by_url', { body: { params } }));
}

/** Store a PNG or JPEG image (a station's logo or pictures) and answer where it is served */
export function uploadImage(client: ApiClient, parts: { file: File }): Promise<DataOf<'uploadImage'>> {
  return uploadParts<DataOf<'uploadImage'>>(client, 'uploadImage', '/base/upload_image', parts);
}

/** One dictionary, with names in the request's language */
export function getDictionary(client: ApiClient, path: operations['getDictionary']['parameters']['path']): Promise<DataOf<'getDictionary'>> {
  return settle(client, 'getDictionary', client.http.GET('/base/getDatadictionary/{key}', { params: { path } }));
}

/** Sessions in progress, suspect ones first, then the newest */
export function listSessions(client: ApiClient, params: ParamsOf<'listSessions'>, page: PageRequest): Promise<DataOf<'listSessions'>> {
  return settle(client, 'listSessions', client.http.POST('/Charging_session/lists', { body: { params, pageinfo: toPageInfo(page) } }));
}

/** One session, in progress or ended, with its power curve and its bill so far */
export function getSession(client: ApiClient, params: ParamsOf<'getSession'>): Promise<DataOf<'getSession'>> {
  return settle(client, 'getSession', client.http.POST('/Charging_session/info', { body: { params } }));
}

/** Stop a session remotely, with a reason */
export function stopSession(client: ApiClient, params: ParamsOf<'stopSession'>): Promise<DataOf<'stopSession'>> {
  return settle(client, 'stopSession', client.http.POST('/Charging_session/stop', { body: { params } }));
}

/** Start a session on a port for a customer, as the charger's RemoteStartTransaction does */
export function startSessionRemotely(client: ApiClient, params: ParamsOf<'startSessionRemotely'>): Promise<DataOf<'startSessionRemotely'>> {
  return settle(client, 'startSessionRemotely', client.http.POST('/Charging_session/start', { body: { params } }));
}

/** Every station at its coordinates with its live state, for the network map */
export function listStationMap(client: ApiClient): Promise<DataOf<'listStationMap'>> {
  return settle(client, 'listStationMap', client.http.POST('/Station/map', { body: {} }));
}

/** What happened at a station, charger or port, newest first, paged */
export function listTimeline(client: ApiClient, params: ParamsOf<'listTimeline'>, page: PageRequest): Promise<DataOf<'listTimeline'>> {
  return settle(client, 'listTimeline', client.http.POST('/Timeline/lists', { body: { params, pageinfo: toPageInfo(page) } }));
}

/** The stream of a station, charger or port as an XLSX workbook, headings in the request's language */
export function exportTimeline(client: ApiClient, params: ParamsOf<'exportTimeline'>): Promise<DownloadedFile> {
  return downloadFile(client, '/Timeline/export', { params }, 'timeline.xlsx');
}

/** Each port's uptime over the rolling year and by month, worst first, paged */
export function listPortUptime(client: ApiClient, params: ParamsOf<'listPortUptime'>, page: PageRequest): Promise<DataOf<'listPortUptime'>> {
  return settle(client, 'listPortUptime', client.http.POST('/Uptime/lists', { body: { params, pageinfo: toPageInfo(page) } }));
}

/** A port's outages over the rolling year, newest first, with their causes and exclusions */
export function listPortOutages(client: ApiClient, params: ParamsOf<'listPortOutages'>, page: PageRequest): Promise<DataOf<'listPortOutages'>> {
  return settle(client, 'listPortOutages', client.http.POST('/Uptime/outages', { body: { params, pageinfo: toPageInfo(page) } }));
}

/** Mark an outage excluded from the uptime with a reason of 23 CFR 680.116(b)(3), or count it again */
export function excludePortOutage(client: ApiClient, params: ParamsOf<'excludePortOutage'>): Promise<DataOf<'excludePortOutage'>> {
  return settle(client, 'excludePortOutage', client.http.POST('/Uptime/exclude', { body: { params } }));
}

/** The quarterly data of 23 CFR 680.112 for the ports of a station or the network, as an XLSX workbook */
export function exportPortUptime(client: ApiClient, params: ParamsOf<'exportPortUptime'>): Promise<DownloadedFile> {
  return downloadFile(client, '/Uptime/export', { params }, 'uptime.xlsx');
}

/** Alarms, filtered, newest first, paged */
export function listAlarms(client: ApiClient, params: ParamsOf<'listAlarms'>, page: PageRequest): Promise<DataOf<'listAlarms'>> {
  return settle(client, 'listAlarms', client.http.POST('/Alarm/lists', { body: { params, pageinfo: toPageInfo(page) } }));
}

/** How many alarms are open (for the header badge) and how many acknowledged but not repaired */
export function countOpenAlarms(client: ApiClient): Promise<DataOf<'countOpenAlarms'>> {
  return settle(client, 'countOpenAlarms', client.http.POST('/Alarm/count', { body: {} }));
}

/** One alarm */
export function getAlarm(client: ApiClient, params: ParamsOf<'getAlarm'>): Promise<DataOf<'getAlarm'>> {
  return settle(client, 'getAlarm', client.http.POST('/Alarm/info', { body: { params } }));
}

/** Acknowledge an open alarm; the answer says by whom and when */
export function acknowledgeAlarm(client: ApiClient, params: ParamsOf<'acknowledgeAlarm'>): Promise<DataOf<'acknowledgeAlarm'>> {
  return settle(client, 'acknowledgeAlarm', client.http.POST('/Alarm/ack', { body: { params } }));
}

/** Mark an open or acknowledged alarm repaired, with a note and the time of the repair */
export function repairAlarm(client: ApiClient, params: ParamsOf<'repairAlarm'>): Promise<DataOf<'repairAlarm'>> {
  return settle(client, 'repairAlarm', client.http.POST('/Alarm/repair', { body: { params } }));
}

/** Installed chargers, across the network or of one station */
export function listPiles(client: ApiClient, params: ParamsOf<'listPiles'>, page: PageRequest): Promise<DataOf<'listPiles'>> {
  return settle(client, 'listPiles', client.http.POST('/Pile/lists', { body: { params, pageinfo: toPageInfo(page) } }));
}

/** One charger with its station, ports and whitelist */
export function getPile(client: ApiClient, params: ParamsOf<'getPile'>): Promise<DataOf<'getPile'>> {
  return settle(client, 'getPile', client.http.POST('/Pile/info', { body: { params } }));
}

/** Add a charger to a station as a draft (temporary store), with one port per connector */
export function addPile(client: ApiClient, params: ParamsOf<'addPile'>): Promise<DataOf<'addPile'>> {
  return settle(client, 'addPile', client.http.POST('/Pile/add', { body: { params } }));
}

/** Change a charger; its serial number and number of ports are fixed once it has gone live */
export function editPile(client: ApiClient, params: ParamsOf<'editPile'>): Promise<DataOf<'editPile'>> {
  return settle(client, 'editPile', client.http.POST('/Pile/edit', { body: { params } }));
}

/** Delete a charger with no charging history while none of its ports is in a session */
export function deletePile(client: ApiClient, params: ParamsOf<'deletePile'>): Promise<DataOf<'deletePile'>> {
  return settle(client, 'deletePile', client.http.POST('/Pile/del', { body: { params } }));
}

/** Submit a draft or rejected charger for audit (submit / resubmit); it must be installed at a station */
export function submitPile(client: ApiClient, params: ParamsOf<'submitPile'>): Promise<DataOf<'submitPile'>> {
  return settle(client, 'submitPile', client.http.POST('/Pile/submit', { body: { params } }));
}

/** Approve (goes live) or reject (with a reason) a charger under review */
export function auditPile(client: ApiClient, params: ParamsOf<'auditPile'>): Promise<DataOf<'auditPile'>> {
  return settle(client, 'auditPile', client.http.POST('/Pile/audit', { body: { params } }));
}

/** Send a remote restart to a live, connected charger */
export function restartPile(client: ApiClient, params: ParamsOf<'restartPile'>): Promise<DataOf<'restartPile'>> {
  return settle(client, 'restartPile', client.http.POST('/Pile/remote_restart', { body: { params } }));
}

/** The RFID cards a charger accepts while it cannot reach the back office */
export function getPileWhitelist(client: ApiClient, params: ParamsOf<'getPileWhitelist'>): Promise<DataOf<'getPileWhitelist'>> {
  return settle(client, 'getPileWhitelist', client.http.POST('/Pile/white_list', { body: { params } }));
}

/** Replace a charger's offline whitelist; only while the charger is online */
export function setPileWhitelist(client: ApiClient, params: ParamsOf<'setPileWhitelist'>): Promise<DataOf<'setPileWhitelist'>> {
  return settle(client, 'setPileWhitelist', client.http.POST('/Pile/set_white_list', { body: { params } }));
}

/** The messages a charger and the back office exchanged, newest first, paged */
export function listChargerMessages(client: ApiClient, params: ParamsOf<'listChargerMessages'>, page: PageRequest): Promise<DataOf<'listChargerMessages'>> {
  return settle(client, 'listChargerMessages', client.http.POST('/Pile/messages', { body: { params, pageinfo: toPageInfo(page) } }));
}

/** The charger's messages the filters select, as OCPP-J frames one per line (JSON Lines) */
export function exportChargerMessages(client: ApiClient, params: ParamsOf<'exportChargerMessages'>): Promise<DownloadedFile> {
  return downloadFile(client, '/Pile/messages_export', { params }, 'pile.bin');
}

/** The ports of one charger, by connector number */
export function listPorts(client: ApiClient, params: ParamsOf<'listPorts'>, page: PageRequest): Promise<DataOf<'listPorts'>> {
  return settle(client, 'listPorts', client.http.POST('/Port/lists', { body: { params, pageinfo: toPageInfo(page) } }));
}

/** One port with today's energy, sessions and charging minutes */
export function getPort(client: ApiClient, params: ParamsOf<'getPort'>): Promise<DataOf<'getPort'>> {
  return settle(client, 'getPort', client.http.POST('/Port/info', { body: { params } }));
}

/** Rename a port (its alias, e.g. the bay painted on the ground); empty clears it */
export function editPort(client: ApiClient, params: ParamsOf<'editPort'>): Promise<DataOf<'editPort'>> {
  return settle(client, 'editPort', client.http.POST('/Port/edit', { body: { params } }));
}

/** Take a port out of service (inoperative, with a reason) or put it back (operative) */
export function setPortAvailability(client: ApiClient, params: ParamsOf<'setPortAvailability'>): Promise<DataOf<'setPortAvailability'>> {
  return settle(client, 'setPortAvailability', client.http.POST('/Port/availability', { body: { params } }));
}

/** Release a stuck connector, as the charger's unlock command does */
export function unlockPort(client: ApiClient, params: ParamsOf<'unlockPort'>): Promise<DataOf<'unlockPort'>> {
  return settle(client, 'unlockPort', client.http.POST('/Port/unlock', { body: { params } }));
}

/** Set a port's voltage limits (100–1000 V, lower below upper) */
export function setPortVoltageLimits(client: ApiClient, params: ParamsOf<'setPortVoltageLimits'>): Promise<DataOf<'setPortVoltageLimits'>> {
  return settle(client, 'setPortVoltageLimits', client.http.POST('/Port/voltage_limits', { body: { params } }));
}

/** Customers with their balance and number of cards */
export function listCustomers(client: ApiClient, params: ParamsOf<'listCustomers'>, page: PageRequest): Promise<DataOf<'listCustomers'>> {
  return settle(client, 'listCustomers', client.http.POST('/Customer/lists', { body: { params, pageinfo: toPageInfo(page) } }));
}

/** One customer with balance, cards, the 20 most recent orders and journal entries, and lifetime totals */
export function getCustomer(client: ApiClient, params: ParamsOf<'getCustomer'>): Promise<DataOf<'getCustomer'>> {
  return settle(client, 'getCustomer', client.http.POST('/Customer/info', { body: { params } }));
}

/** Enable (1) or disable (0) a customer account; a disabled account cannot be bound to cards */
export function setCustomerStatus(client: ApiClient, params: ParamsOf<'setCustomerStatus'>): Promise<DataOf<'setCustomerStatus'>> {
  return settle(client, 'setCustomerStatus', client.http.POST('/Customer/status', { body: { params } }));
}

/** The inventory, installed and in stock */
export function listEquipment(client: ApiClient, params: ParamsOf<'listEquipment'>, page: PageRequest): Promise<DataOf<'listEquipment'>> {
  return settle(client, 'listEquipment', client.http.POST('/Equipment/lists', { body: { params, pageinfo: toPageInfo(page) } }));
}

/** One device with its ports and, when installed, its station */
export function getEquipment(client: ApiClient, params: ParamsOf<'getEquipment'>): Promise<DataOf<'getEquipment'>> {
  return settle(client, 'getEquipment', client.http.POST('/Equipment/info', { body: { params } }));
}

/** Add a device to stock, with one port per connector */
export function addEquipment(client: ApiClient, params: ParamsOf<'addEquipment'>): Promise<DataOf<'addEquipment'>> {
  return settle(client, 'addEquipment', client.http.POST('/Equipment/add', { body: { params } }));
}

/** Change a device; same rules as changing a charger */
export function editEquipment(client: ApiClient, params: ParamsOf<'editEquipment'>): Promise<DataOf<'editEquipment'>> {
  return settle(client, 'editEquipment', client.http.POST('/Equipment/edit', { body: { params } }));
}

/** Delete a device in stock that has no charging history */
export function deleteEquipment(client: ApiClient, params: ParamsOf<'deleteEquipment'>): Promise<DataOf<'deleteEquipment'>> {
  return settle(client, 'deleteEquipment', client.http.POST('/Equipment/del', { body: { params } }));
}

/** Install a device from stock at a station; it becomes a draft charger there */
export function installEquipment(client: ApiClient, params: ParamsOf<'installEquipment'>): Promise<DataOf<'installEquipment'>> {
  return settle(client, 'installEquipment', client.http.POST('/Equipment/install', { body: { params } }));
}

/** Take a device back into stock while none of its ports is in a session */
export function uninstallEquipment(client: ApiClient, params: ParamsOf<'uninstallEquipment'>): Promise<DataOf<'uninstallEquipment'>> {
  return settle(client, 'uninstallEquipment', client.http.POST('/Equipment/uninstall', { body: { params } }));
}

/** Journal entries, filtered, newest first, paged */
export function listJournalEntries(client: ApiClient, params: ParamsOf<'listJournalEntries'>, page: PageRequest): Promise<DataOf<'listJournalEntries'>> {
  return settle(client, 'listJournalEntries', client.http.POST('/Journal/lists', { body: { params, pageinfo: toPageInfo(page) } }));
}

/** Credit or debit a customer's balance by hand, with a reason */
export function adjustCustomerBalance(client: ApiClient, params: ParamsOf<'adjustCustomerBalance'>): Promise<DataOf<'adjustCustomerBalance'>> {
  return settle(client, 'adjustCustomerBalance', client.http.POST('/Journal/adjust', { body: { params } }));
}

/** A statement of a month or any range of days for a station, an operator or the whole network, as an XLSX workbook */
export function exportStatement(client: ApiClient, params: ParamsOf<'exportStatement'>): Promise<DownloadedFile> {
  return downloadFile(client, '/Journal/statement', { params }, 'journal.xlsx');
}

/** The count and sums by type of the journal entries the list's filters select */
export function getJournalTotals(client: ApiClient, params: ParamsOf<'getJournalTotals'> = {}): Promise<DataOf<'getJournalTotals'>> {
  return settle(client, 'getJournalTotals', client.http.POST('/Journal/totals', { body: { params } }));
}

/** A network day's or a range's money figures, by station and start mode, with its closed days */
export function getDayClose(client: ApiClient, params: ParamsOf<'getDayClose'>): Promise<DataOf<'getDayClose'>> {
  return settle(client, 'getDayClose', client.http.POST('/Close/info', { body: { params } }));
}

/** Close a network day that has ended, recording its figures with who closed it and when */
export function closeDay(client: ApiClient, params: ParamsOf<'closeDay'>): Promise<DataOf<'closeDay'>> {
  return settle(client, 'closeDay', client.http.POST('/Close/close', { body: { params } }));
}

/** The journal entries matching the list filters as an XLSX workbook, headings in the request's language */
export function exportJournalEntries(client: ApiClient, params: ParamsOf<'exportJournalEntries'>): Promise<DownloadedFile> {
  return downloadFile(client, '/Journal/export', { params }, 'journal.xlsx');
}

/** Ask for a balance adjustment above one's ceiling; it waits for a second person's approval */
export function requestBalanceAdjustment(client: ApiClient, params: ParamsOf<'requestBalanceAdjustment'>): Promise<DataOf<'requestBalanceAdjustment'>> {
  return settle(client, 'requestBalanceAdjustment', client.http.POST('/Adjustment/request', { body: { params } }));
}

/** Adjustment requests, waiting first then newest, paged */
export function listAdjustmentRequests(client: ApiClient, params: ParamsOf<'listAdjustmentRequests'>, page: PageRequest): Promise<DataOf<'listAdjustmentRequests'>> {
  return settle(client, 'listAdjustmentRequests', client.http.POST('/Adjustment/lists', { body: { params, pageinfo: toPageInfo(page) } }));
}

/** Approve a waiting adjustment request, writing its journal entry */
export function approveAdjustmentRequest(client: ApiClient, params: ParamsOf<'approveAdjustmentRequest'>): Promise<DataOf<'approveAdjustmentRequest'>> {
  return settle(client, 'approveAdjustmentRequest', client.http.POST('/Adjustment/approve', { body: { params } }));
}

/** Reject a waiting adjustment request; nothing moves */
export function rejectAdjustmentRequest(client: ApiClient, params: ParamsOf<'rejectAdjustmentRequest'>): Promise<DataOf<'rejectAdjustmentRequest'>> {
  return settle(client, 'rejectAdjustmentRequest', client.http.POST('/Adjustment/reject', { body: { params } }));
}

/** Operators with their number of stations */
export function listOperators(client: ApiClient, params: ParamsOf<'listOperators'>, page: PageRequest): Promise<DataOf<'listOperators'>> {
  return settle(client, 'listOperators', client.http.POST('/Operator/lists', { body: { params, pageinfo: toPageInfo(page) } }));
}

/** One operator, without its secrets */
export function getOperator(client: ApiClient, params: ParamsOf<'getOperator'>): Promise<DataOf<'getOperator'>> {
  return settle(client, 'getOperator', client.http.POST('/Operator/info', { body: { params } }));
}

/** Create an operator; its account must be unused */
export function addOperator(client: ApiClient, params: ParamsOf<'addOperator'>): Promise<DataOf<'addOperator'>> {
  return settle(client, 'addOperator', client.http.POST('/Operator/add', { body: { params } }));
}

/** Change an operator; an empty or absent secret keeps the current one */
export function editOperator(client: ApiClient, params: ParamsOf<'editOperator'>): Promise<DataOf<'editOperator'>> {
  return settle(client, 'editOperator', client.http.POST('/Operator/edit', { body: { params } }));
}

/** Delete an operator that runs no station and owns no charger */
export function deleteOperator(client: ApiClient, params: ParamsOf<'deleteOperator'>): Promise<DataOf<'deleteOperator'>> {
  return settle(client, 'deleteOperator', client.http.POST('/Operator/del', { body: { params } }));
}

/** Orders, filtered, newest first (or by total or energy), paged */
export function listOrders(client: ApiClient, params: ParamsOf<'listOrders'>, page: PageRequest): Promise<DataOf<'listOrders'>> {
  return settle(client, 'listOrders', client.http.POST('/Order/lists', { body: { params, pageinfo: toPageInfo(page) } }));
}

/** One order with its price breakdown, the card used and its journal entries */
export function getOrder(client: ApiClient, params: ParamsOf<'getOrder'>): Promise<DataOf<'getOrder'>> {
  return settle(client, 'getOrder', client.http.POST('/Order/info', { body: { params } }));
}

/** Refund a paid order in full or in part, with a reason */
export function refundOrder(client: ApiClient, params: ParamsOf<'refundOrder'>): Promise<DataOf<'refundOrder'>> {
  return settle(client, 'refundOrder', client.http.POST('/Order/refund', { body: { params } }));
}

/** The orders matching the list filters as an XLSX workbook, headings in the request's language */
export function exportOrders(client: ApiClient, params: ParamsOf<'exportOrders'>): Promise<DownloadedFile> {
  return downloadFile(client, '/Order/export', { params }, 'order.xlsx');
}

/** The count and sums of the orders the list's filters select */
export function getOrderTotals(client: ApiClient, params: ParamsOf<'getOrderTotals'> = {}): Promise<DataOf<'getOrderTotals'>> {
  return settle(client, 'getOrderTotals', client.http.POST('/Order/totals', { body: { params } }));
}

/** Price templates with the number of stations using each */
export function listPriceTemplates(client: ApiClient, params: ParamsOf<'listPriceTemplates'>, page: PageRequest): Promise<DataOf<'listPriceTemplates'>> {
  return settle(client, 'listPriceTemplates', client.http.POST('/PriceTemplate/lists', { body: { params, pageinfo: toPageInfo(page) } }));
}

/** Every template as id and name, for selection; empty until one is set up */
export function listPriceTemplateOptions(client: ApiClient): Promise<DataOf<'listPriceTemplateOptions'>> {
  return settle(client, 'listPriceTemplateOptions', client.http.POST('/PriceTemplate/options', { body: {} }));
}

/** One template */
export function getPriceTemplate(client: ApiClient, params: ParamsOf<'getPriceTemplate'>): Promise<DataOf<'getPriceTemplate'>> {
  return settle(client, 'getPriceTemplate', client.http.POST('/PriceTemplate/info', { body: { params } }));
}

/** Create a template */
export function addPriceTemplate(client: ApiClient, params: ParamsOf<'addPriceTemplate'>): Promise<DataOf<'addPriceTemplate'>> {
  return settle(client, 'addPriceTemplate', client.http.POST('/PriceTemplate/add', { body: { params } }));
}

/** Change a template; every station using it charges the new prices from the next session */
export function editPriceTemplate(client: ApiClient, params: ParamsOf<'editPriceTemplate'>): Promise<DataOf<'editPriceTemplate'>> {
  return settle(client, 'editPriceTemplate', client.http.POST('/PriceTemplate/edit', { body: { params } }));
}

/** What proposed fees would do to the stations using a template, before the change is saved */
export function previewPriceTemplate(client: ApiClient, params: ParamsOf<'previewPriceTemplate'>): Promise<DataOf<'previewPriceTemplate'>> {
  return settle(client, 'previewPriceTemplate', client.http.POST('/PriceTemplate/preview', { body: { params } }));
}

/** Delete a template no station uses */
export function deletePriceTemplate(client: ApiClient, params: ParamsOf<'deletePriceTemplate'>): Promise<DataOf<'deletePriceTemplate'>> {
  return settle(client, 'deletePriceTemplate', client.http.POST('/PriceTemplate/del', { body: { params } }));
}

/** Choose the price template a station charges with (the price-setting tab) */
export function setStationPriceTemplate(client: ApiClient, params: ParamsOf<'setStationPriceTemplate'>): Promise<DataOf<'setStationPriceTemplate'>> {
  return settle(client, 'setStationPriceTemplate', client.http.POST('/Station/set_price', { body: { params } }));
}

/** RFID cards with the bound customer and station, newest first */
export function listRfidCards(client: ApiClient, params: ParamsOf<'listRfidCards'>, page: PageRequest): Promise<DataOf<'listRfidCards'>> {
  return settle(client, 'listRfidCards', client.http.POST('/Rfid/lists', { body: { params, pageinfo: toPageInfo(page) } }));
}

/** Add one unbound card to the stock */
export function addRfidCard(client: ApiClient, params: ParamsOf<'addRfidCard'>): Promise<DataOf<'addRfidCard'>> {
  return settle(client, 'addRfidCard', client.http.POST('/Rfid/add', { body: { params } }));
}

/** Import cards from an XLS or XLSX sheet and answer a report per row */
export function importRfidCards(client: ApiClient, parts: { file: File }): Promise<DataOf<'importRfidCards'>> {
  return uploadParts<DataOf<'importRfidCards'>>(client, 'importRfidCards', '/Rfid/import', parts);
}

/** Bind an unbound card to a registered customer account and e-mail the customer a notice */
export function bindRfidCard(client: ApiClient, params: ParamsOf<'bindRfidCard'>): Promise<DataOf<'bindRfidCard'>> {
  return settle(client, 'bindRfidCard', client.http.POST('/Rfid/bind', { body: { params } }));
}

/** Unbind a card from its customer and e-mail the customer a notice */
export function unbindRfidCard(client: ApiClient, params: ParamsOf<'unbindRfidCard'>): Promise<DataOf<'unbindRfidCard'>> {
  return settle(client, 'unbindRfidCard', client.http.POST('/Rfid/unbind', { body: { params } }));
}

/** Create an account for a card holder who has none, bind the card and e-mail a request for consent */
export function createRfidAccount(client: ApiClient, params: ParamsOf<'createRfidAccount'>): Promise<DataOf<'createRfidAccount'>> {
  return settle(client, 'createRfidAccount', client.http.POST('/Rfid/create_account', { body: { params } }));
}

/** Stations, filtered, sorted and paged */
export function listStations(client: ApiClient, params: ParamsOf<'listStations'>, page: PageRequest): Promise<DataOf<'listStations'>> {
  return settle(client, 'listStations', client.http.POST('/Station/lists', { body: { params, pageinfo: toPageInfo(page) } }));
}

/** One station with its operation, equipment and price figures */
export function getStation(client: ApiClient, params: ParamsOf<'getStation'>): Promise<DataOf<'getStation'>> {
  return settle(client, 'getStation', client.http.POST('/Station/info', { body: { params } }));
}

/** Create a station as a draft (the spec's "temporary store") */
export function addStation(client: ApiClient, params: ParamsOf<'addStation'>): Promise<DataOf<'addStation'>> {
  return settle(client, 'addStation', client.http.POST('/Station/add', { body: { params } }));
}

/** Change a station's details */
export function editStation(client: ApiClient, params: ParamsOf<'editStation'>): Promise<DataOf<'editStation'>> {
  return settle(client, 'editStation', client.http.POST('/Station/edit', { body: { params } }));
}

/** Delete a station that has no chargers and no orders */
export function deleteStation(client: ApiClient, params: ParamsOf<'deleteStation'>): Promise<DataOf<'deleteStation'>> {
  return settle(client, 'deleteStation', client.http.POST('/Station/del', { body: { params } }));
}

/** Submit a draft or rejected station for audit (submit / resubmit) */
export function submitStation(client: ApiClient, params: ParamsOf<'submitStation'>): Promise<DataOf<'submitStation'>> {
  return settle(client, 'submitStation', client.http.POST('/Station/submit', { body: { params } }));
}

/** Approve (goes live) or reject (with a reason) a station under review */
export function auditStation(client: ApiClient, params: ParamsOf<'auditStation'>): Promise<DataOf<'auditStation'>> {
  return settle(client, 'auditStation', client.http.POST('/Station/audit', { body: { params } }));
}

/** Enable (operating) or disable (suspended) a live station */
export function setStationStatus(client: ApiClient, params: ParamsOf<'setStationStatus'>): Promise<DataOf<'setStationStatus'>> {
  return settle(client, 'setStationStatus', client.http.POST('/Station/status', { body: { params } }));
}

/** Set the load-balancing upper limit and adjustment period; every change is kept in the history */
export function setStationLoadBalance(client: ApiClient, params: ParamsOf<'setStationLoadBalance'>): Promise<DataOf<'setStationLoadBalance'>> {
  return settle(client, 'setStationLoadBalance', client.http.POST('/Station/load_balance', { body: { params } }));
}

/** Load-balancing changes of a station, newest first */
export function listStationLoadHistory(client: ApiClient, params: ParamsOf<'listStationLoadHistory'>, page: PageRequest): Promise<DataOf<'listStationLoadHistory'>> {
  return settle(client, 'listStationLoadHistory', client.http.POST('/Station/load_history', { body: { params, pageinfo: toPageInfo(page) } }));
}

/** Network state, totals and averages of a date range, and its breakdown by day, type, start mode and station */
export function getOverview(client: ApiClient, params: ParamsOf<'getOverview'> = {}): Promise<DataOf<'getOverview'>> {
  return settle(client, 'getOverview', client.http.POST('/Statistics/overview', { body: { params } }));
}

/** Income of a date range by day, ISO week (starting Monday) or month, with its fee breakdown */
export function getIncomeStatistics(client: ApiClient, params: ParamsOf<'getIncomeStatistics'> = {}): Promise<DataOf<'getIncomeStatistics'>> {
  return settle(client, 'getIncomeStatistics', client.http.POST('/Statistics/income', { body: { params } }));
}

/** Income of a date range per station, largest first, paged */
export function listIncomeByStation(client: ApiClient, params: ParamsOf<'listIncomeByStation'>, page: PageRequest): Promise<DataOf<'listIncomeByStation'>> {
  return settle(client, 'listIncomeByStation', client.http.POST('/Statistics/income_by_station', { body: { params, pageinfo: toPageInfo(page) } }));
}

/** System users, filtered and paged, newest first */
export function listUsers(client: ApiClient, params: ParamsOf<'listUsers'>, page: PageRequest): Promise<DataOf<'listUsers'>> {
  return settle(client, 'listUsers', client.http.POST('/User/lists', { body: { params, pageinfo: toPageInfo(page) } }));
}

/** One system user */
export function getUser(client: ApiClient, params: ParamsOf<'getUser'>): Promise<DataOf<'getUser'>> {
  return settle(client, 'getUser', client.http.POST('/User/info', { body: { params } }));
}

/** Create an enabled user with a role and an md5 password */
export function addUser(client: ApiClient, params: ParamsOf<'addUser'>): Promise<DataOf<'addUser'>> {
  return settle(client, 'addUser', client.http.POST('/User/add', { body: { params } }));
}

/** Change a user's details and role (not the username, not the password) */
export function editUser(client: ApiClient, params: ParamsOf<'editUser'>): Promise<DataOf<'editUser'>> {
  return settle(client, 'editUser', client.http.POST('/User/edit', { body: { params } }));
}

/** Delete a user and end their sessions */
export function deleteUser(client: ApiClient, params: ParamsOf<'deleteUser'>): Promise<DataOf<'deleteUser'>> {
  return settle(client, 'deleteUser', client.http.POST('/User/del', { body: { params } }));
}

/** Enable (1) or disable (0) a user; disabling ends the user's sessions */
export function setUserStatus(client: ApiClient, params: ParamsOf<'setUserStatus'>): Promise<DataOf<'setUserStatus'>> {
  return settle(client, 'setUserStatus', client.http.POST('/User/status', { body: { params } }));
}

/** Set a new md5 password for a user; the user's other sessions end */
export function resetUserPassword(client: ApiClient, params: ParamsOf<'resetUserPassword'>): Promise<DataOf<'resetUserPassword'>> {
  return settle(client, 'resetUserPassword', client.http.POST('/User/reset_password', { body: { params } }));
}

/** Roles with the number of users holding each */
export function listRoles(client: ApiClient, params: ParamsOf<'listRoles'>, page: PageRequest): Promise<DataOf<'listRoles'>> {
  return settle(client, 'listRoles', client.http.POST('/Role/lists', { body: { params, pageinfo: toPageInfo(page) } }));
}

/** Every role as id and name, for the user form and the user filter */
export function listRoleOptions(client: ApiClient): Promise<DataOf<'listRoleOptions'>> {
  return settle(client, 'listRoleOptions', client.http.POST('/Role/options', { body: {} }));
}

/** One role with its permissions */
export function getRole(client: ApiClient, params: ParamsOf<'getRole'>): Promise<DataOf<'getRole'>> {
  return settle(client, 'getRole', client.http.POST('/Role/info', { body: { params } }));
}

/** Create a role */
export function addRole(client: ApiClient, params: ParamsOf<'addRole'>): Promise<DataOf<'addRole'>> {
  return settle(client, 'addRole', client.http.POST('/Role/add', { body: { params } }));
}

/** Change a role; its users hold the new permissions from their next call */
export function editRole(client: ApiClient, params: ParamsOf<'editRole'>): Promise<DataOf<'editRole'>> {
  return settle(client, 'editRole', client.http.POST('/Role/edit', { body: { params } }));
}

/** Delete a role no user holds (1008 otherwise) */
export function deleteRole(client: ApiClient, params: ParamsOf<'deleteRole'>): Promise<DataOf<'deleteRole'>> {
  return settle(client, 'deleteRole', client.http.POST('/Role/del', { body: { params } }));
}

/** Every grantable permission as a tree (all → area → entity → action) for the role editor */
export function getPermissionTree(client: ApiClient): Promise<DataOf<'getPermissionTree'>> {
  return settle(client, 'getPermissionTree', client.http.POST('/Role/permission_tree', { body: {} }));
}

/** Recorded mutating calls, newest first, with their parameters (secrets masked) and result */
export function listOperationLogs(client: ApiClient, params: ParamsOf<'listOperationLogs'>, page: PageRequest): Promise<DataOf<'listOperationLogs'>> {
  return settle(client, 'listOperationLogs', client.http.POST('/OperationLog/lists', { body: { params, pageinfo: toPageInfo(page) } }));
}
