// Generated from openapi/pcharging.yaml by `npm run codegen`. Do not edit.

/** A schema as decoding reads it: a named schema is `{ $ref: name }`, found in `answerDefinitions`. */
export interface AnswerSchema {
  readonly type?: string | readonly string[];
  readonly enum?: readonly unknown[];
  readonly format?: 'date-time';
  readonly properties?: Readonly<Record<string, AnswerSchema>>;
  readonly required?: readonly string[];
  /** The fields of capabilities (absent from a backend without them). */
  readonly extensions?: readonly string[];
  readonly items?: AnswerSchema;
  readonly oneOf?: readonly AnswerSchema[];
  readonly allOf?: readonly AnswerSchema[];
  readonly $ref?: string;
}

/** The named schemas the answers refer to. */
export const answerDefinitions: Readonly<Record<string, AnswerSchema>> = {"Capabilities":{"type":"object","properties":{"capabilities":{"type":"array","items":{"$ref":"Capability"}}},"required":["capabilities"]},"Capability":{"type":"string","enum":["discovery","sessions","port-control","timeline","map","money-corrections","price-preview","statements","network-settings","equipment-status-filter","people-search","live-push","training","uptime","permission-wildcards","daily-close","list-totals","remote-start","charger-log"]},"LoginData":{"allOf":[{"$ref":"SessionUser"},{"type":"object","properties":{"login_token":{"type":"string"},"expires_in":{"type":"integer"}},"required":["login_token","expires_in"]}]},"SessionUser":{"type":"object","properties":{"account_id":{"type":"integer"},"real_name":{"type":"string"},"name":{"type":"string"},"is_admin":{"type":"integer","enum":[0,1]},"action_list":{"type":"string"},"role_list":{"type":"array","items":{"$ref":"RoleGrant"}},"menu":{"type":"array","items":{"$ref":"MenuItem"}},"network":{"$ref":"NetworkSettings"}},"required":["account_id","real_name","name","is_admin","action_list","role_list","menu"],"extensions":["network"]},"RoleGrant":{"type":"object","properties":{"role_id":{"type":"integer"},"role_name":{"type":"string"},"login_token":{"type":"string"},"action_list":{"type":"string"}},"required":["role_id","role_name","login_token","action_list"]},"MenuItem":{"type":"object","properties":{"path":{"type":"string"},"component":{"type":"string"},"redirect":{"type":"string"},"hidden":{"type":"boolean"},"meta":{"$ref":"MenuMeta"},"children":{"type":"array","items":{"$ref":"MenuItem"}}},"required":["path","meta"]},"MenuMeta":{"type":"object","properties":{"title":{"type":"string"},"title_en":{"type":"string"},"title_fr":{"type":"string"},"title_zh-cn":{"type":"string"},"icon":{"type":"string"},"role":{"type":"string"},"tagAffix":{"type":"boolean"},"noCache":{"type":"boolean"}},"required":["title"]},"NetworkSettings":{"type":"object","properties":{"time_zone":{"type":"string"},"currency":{"type":"string"}},"required":["time_zone","currency"]},"CurrentUser":{"allOf":[{"$ref":"SessionUser"},{"$ref":"Profile"}]},"Profile":{"type":"object","properties":{"username":{"type":"string"},"nickname":{"type":"string"},"email":{"type":"string"},"phone":{"type":"string"},"role_name":{"type":"string"},"last_login_at":{"type":["string","null"]},"created_at":{"type":"string"}},"required":["nickname","email","phone","username","role_name","last_login_at","created_at"]},"FileInfo":{"type":"object","properties":{"rel_path":{"type":"string"},"url":{"type":"string"},"name":{"type":"string"},"size":{"type":"integer"},"mime":{"type":"string"},"created_at":{"type":"string"}},"required":["rel_path","url","name","size","mime","created_at"]},"DictionaryEntry":{"type":"object","properties":{"id":{"type":["integer","string"]},"name":{"type":"string"},"color":{"type":"string"},"children":{"type":"array","items":{"$ref":"DictionaryEntry"}}},"required":["id","name"]},"SessionRow":{"type":"object","properties":{"id":{"type":"integer"},"state":{"$ref":"SessionState"},"station_id":{"type":"integer"},"station_name":{"type":"string"},"pile_id":{"type":"integer"},"pile_serial":{"type":"string"},"pile_name":{"type":"string"},"port_id":{"type":"integer"},"port_code":{"type":"string"},"port_alias":{"type":"string"},"customer_id":{"type":"integer"},"account":{"type":"string"},"customer_name":{"type":"string"},"card_id":{"type":["integer","null"]},"card_no":{"type":["string","null"]},"start_mode":{"type":"integer"},"started_at":{"type":"string"},"charging_from":{"type":["string","null"]},"duration_minutes":{"type":"integer"},"energy_kwh":{"type":"number"},"power_kw":{"type":"number"},"charge_until":{"type":["string","null"]},"cost_so_far":{"$ref":"Money"},"suspect":{"type":"boolean"},"suspect_reason":{"oneOf":[{"$ref":"SuspectReason"},{"type":"null"}]},"suspect_since":{"type":["string","null"]},"stop_requested_at":{"type":["string","null"]}},"required":["id","state","station_id","station_name","pile_id","pile_serial","pile_name","port_id","port_code","port_alias","customer_id","account","customer_name","card_id","card_no","start_mode","started_at","charging_from","duration_minutes","energy_kwh","power_kw","charge_until","cost_so_far","suspect","suspect_reason","suspect_since","stop_requested_at"]},"SessionState":{"type":"string","enum":["preparing","charging","finishing","ended"]},"Money":{"type":"string"},"SuspectReason":{"type":"string","enum":["charger_offline","no_energy"]},"SessionDetail":{"allOf":[{"$ref":"SessionRow"},{"type":"object","properties":{"free_park_minutes":{"type":"integer"},"power_curve":{"type":"array","items":{"$ref":"PowerSample"}},"price_lines":{"type":"array","items":{"$ref":"OrderPriceLine"}},"ended_at":{"type":["string","null"]},"end_kind":{"oneOf":[{"$ref":"OrderEndKind"},{"type":"null"}]},"order_id":{"type":["integer","null"]},"stopped_by":{"type":["string","null"]},"stop_reason":{"type":"string"}},"required":["free_park_minutes","power_curve","price_lines","ended_at","end_kind","order_id","stopped_by","stop_reason"]}]},"PowerSample":{"type":"object","properties":{"at":{"type":"string"},"power_kw":{"type":"number"},"energy_kwh":{"type":"number"}},"required":["at","power_kw","energy_kwh"]},"OrderPriceLine":{"type":"object","properties":{"item":{"type":"string","enum":["energy","service","idle"]},"quantity":{"type":"number"},"unit":{"type":"string","enum":["kWh","h","min"]},"unit_price":{"type":"string"},"amount":{"type":"string"}},"required":["item","quantity","unit","unit_price","amount"]},"OrderEndKind":{"type":"string","enum":["car","remote","forced","charger"]},"SessionStopOutcome":{"type":"string","enum":["stopped","queued","closed"]},"RemoteStart":{"type":"object","properties":{"session":{"$ref":"SessionDetail"},"limit_wh":{"type":["integer","null"]},"limit_amount":{"oneOf":[{"$ref":"Money"},{"type":"null"}]}},"required":["session","limit_wh","limit_amount"]},"StationMapPoint":{"type":"object","properties":{"id":{"type":"integer"},"name":{"type":"string"},"city":{"type":"string"},"lng":{"type":"number"},"lat":{"type":"number"},"status":{"$ref":"StationStatus"},"state":{"type":"string","enum":["free","charging","fault","offline","inactive"]},"chargers":{"type":"integer"},"chargers_online":{"type":"integer"},"ports":{"type":"integer"},"ports_in_session":{"type":"integer"},"ports_faulted":{"type":"integer"}},"required":["id","name","city","lng","lat","status","state","chargers","chargers_online","ports","ports_in_session","ports_faulted"]},"StationStatus":{"type":"integer","enum":[0,1,2,3,4,5]},"TimelineEntry":{"type":"object","properties":{"at":{"type":"string"},"kind":{"$ref":"TimelineKind"},"event":{"$ref":"TimelineEvent"},"station_id":{"type":["integer","null"]},"pile_id":{"type":["integer","null"]},"pile_name":{"type":["string","null"]},"port_id":{"type":["integer","null"]},"port_code":{"type":["string","null"]},"status_from":{"type":["integer","null"]},"status_to":{"type":["integer","null"]},"session_id":{"type":["integer","null"]},"order_id":{"type":["integer","null"]},"order_no":{"type":["string","null"]},"energy_kwh":{"type":["number","null"]},"end_kind":{"type":["string","null"]},"alarm_id":{"type":["integer","null"]},"code":{"type":["string","null"]},"message":{"type":["string","null"]},"operation_id":{"type":["string","null"]},"username":{"type":["string","null"]},"result_code":{"type":["string","null"]},"reason":{"type":["string","null"]}},"required":["at","kind","event","station_id","pile_id","pile_name","port_id","port_code","status_from","status_to","session_id","order_id","order_no","energy_kwh","end_kind","alarm_id","code","message","operation_id","username","result_code","reason"]},"TimelineKind":{"type":"string","enum":["status","session","alarm","command"]},"TimelineEvent":{"type":"string","enum":["status","session_started","session_ended","alarm_raised","alarm_acknowledged","alarm_repaired","command"]},"PortUptime":{"type":"object","properties":{"port_id":{"type":"integer"},"port_code":{"type":"string"},"port_name":{"type":"string"},"pile_id":{"type":"integer"},"pile_name":{"type":"string"},"station_id":{"type":"integer"},"station_name":{"type":"string"},"year":{"$ref":"UptimeFigures"},"months":{"type":"array","items":{"$ref":"UptimeMonth"}}},"required":["port_id","port_code","port_name","pile_id","pile_name","station_id","station_name","year","months"]},"UptimeFigures":{"type":"object","properties":{"period_minutes":{"type":"integer"},"t_outage":{"type":"integer"},"t_excluded":{"type":"integer"},"uptime":{"type":"number"}},"required":["period_minutes","t_outage","t_excluded","uptime"]},"UptimeMonth":{"allOf":[{"$ref":"UptimeFigures"},{"type":"object","properties":{"month":{"type":"string"}},"required":["month"]}]},"PortOutage":{"type":"object","properties":{"id":{"type":"integer"},"cause":{"$ref":"OutageCause"},"port_id":{"type":["integer","null"]},"pile_id":{"type":"integer"},"started_at":{"type":"string"},"ended_at":{"type":["string","null"]},"minutes":{"type":"integer"},"excluded_reason":{"oneOf":[{"$ref":"OutageExclusionReason"},{"type":"null"}]},"excluded_note":{"type":"string"},"excluded_by":{"type":["string","null"]},"excluded_at":{"type":["string","null"]}},"required":["id","cause","port_id","pile_id","started_at","ended_at","minutes","excluded_reason","excluded_note","excluded_by","excluded_at"]},"OutageCause":{"type":"string","enum":["charger_offline","charger_fault","port_fault","out_of_service","stuck_session"]},"OutageExclusionReason":{"type":"string","enum":["utility","vehicle","maintenance","vandalism","natural_disaster","outside_hours"]},"Alarm":{"type":"object","properties":{"id":{"type":"integer"},"status":{"$ref":"AlarmStatus"},"level":{"type":"integer"},"source":{"type":"string"},"code":{"type":"string"},"message":{"type":"string"},"station_id":{"type":["integer","null"]},"station_name":{"type":["string","null"]},"pile_id":{"type":["integer","null"]},"pile_serial":{"type":["string","null"]},"pile_name":{"type":["string","null"]},"port_id":{"type":["integer","null"]},"port_code":{"type":["string","null"]},"raised_at":{"type":"string"},"acknowledged_at":{"type":["string","null"]},"acknowledged_by":{"type":["string","null"]},"repaired_at":{"type":["string","null"]},"repaired_by":{"type":["string","null"]},"repair_note":{"type":"string"}},"required":["id","status","level","source","code","message","station_id","station_name","pile_id","pile_serial","pile_name","port_id","port_code","raised_at","acknowledged_at","acknowledged_by","repaired_at","repaired_by","repair_note"]},"AlarmStatus":{"type":"integer","enum":[0,1,2]},"AlarmCounts":{"type":"object","properties":{"open":{"type":"integer"},"acknowledged":{"type":"integer"}},"required":["open","acknowledged"]},"ChargerRow":{"type":"object","properties":{"id":{"type":"integer"},"equipmentid":{"type":"string"},"equipmentname":{"type":"string"},"equipmenttype":{"$ref":"ChargerType"},"stationid":{"type":"integer"},"station_name":{"type":"string"},"manufacturerid":{"type":"string"},"manufacturername":{"type":"string"},"equipmentmodel":{"type":"string"},"ownstatus":{"type":"integer"},"status":{"$ref":"ChargerStatus"},"online":{"type":"boolean"},"restart_until":{"type":["string","null"]},"power":{"type":"number"},"current":{"type":"integer"},"connectors":{"type":"integer"},"operatorid":{"type":["integer","null"]},"audit_status":{"$ref":"AuditStatus"},"ports_available":{"type":"integer"},"ports_charging":{"type":"integer"},"createddate":{"type":"string"}},"required":["id","equipmentid","equipmentname","equipmenttype","stationid","station_name","manufacturerid","manufacturername","equipmentmodel","ownstatus","status","online","restart_until","power","current","connectors","operatorid","audit_status","ports_available","ports_charging","createddate"]},"ChargerType":{"type":"integer","enum":[1,2]},"ChargerStatus":{"type":"integer","enum":[0,1,2,3]},"AuditStatus":{"type":"integer","enum":[0,1,2,3]},"ChargerDetail":{"type":"object","properties":{"id":{"type":"integer"},"equipmentid":{"type":"string"},"equipmentname":{"type":"string"},"equipmenttype":{"$ref":"ChargerType"},"stationid":{"type":["integer","null"]},"station_name":{"type":["string","null"]},"station":{"oneOf":[{"$ref":"ChargerStation"},{"type":"null"}]},"manufacturerid":{"type":"string"},"manufacturername":{"type":"string"},"equipmentmodel":{"type":"string"},"ownstatus":{"type":"integer"},"status":{"$ref":"ChargerStatus"},"online":{"type":"boolean"},"restart_until":{"type":["string","null"]},"last_heartbeat":{"type":["string","null"]},"power":{"type":"number"},"current":{"type":"integer"},"productiondate":{"type":"string"},"operatorid":{"type":["integer","null"]},"operator_name":{"type":["string","null"]},"connectors":{"type":"integer"},"createddate":{"type":"string"},"updated_at":{"type":"string"},"white_list":{"type":"array","items":{"type":"string"}},"charge_model":{"type":"string"},"has_pos":{"type":"integer"},"audit_status":{"$ref":"AuditStatus"},"audit_reason":{"type":"string"},"submitted_at":{"type":["string","null"]},"audited_at":{"type":["string","null"]},"ports":{"type":"array","items":{"$ref":"Port"}}},"required":["id","equipmentid","equipmentname","equipmenttype","stationid","station_name","station","manufacturerid","manufacturername","equipmentmodel","ownstatus","status","online","restart_until","last_heartbeat","power","current","productiondate","operatorid","operator_name","connectors","createddate","updated_at","white_list","charge_model","has_pos","audit_status","audit_reason","submitted_at","audited_at","ports"]},"ChargerStation":{"type":"object","properties":{"id":{"type":"integer"},"StationID":{"type":"string"},"StationName":{"type":"string"},"StationStatus":{"$ref":"StationStatus"}},"required":["id","StationID","StationName","StationStatus"]},"Port":{"type":"object","properties":{"id":{"type":"integer"},"power_now_kw":{"type":"number"},"chargerid":{"type":"string"},"inoperative_since":{"type":["string","null"]},"inoperative_reason":{"type":"string"},"session_id":{"type":["integer","null"]},"aliasname":{"type":"string"},"chargerstatus":{"$ref":"PortStatus"},"connector_no":{"type":"integer"},"connecttype":{"type":"integer"},"power":{"type":"number"},"voltageupperlimits":{"type":"integer"},"voltagelowerlimits":{"type":"integer"},"todaypower":{"type":"number"},"todaytime":{"type":"integer"},"todaymin":{"type":"integer"},"createdate":{"type":"string"},"stationid":{"type":["integer","null"]},"station_name":{"type":["string","null"]},"equipmentid":{"type":"string"},"equipmentname":{"type":"string"},"pile_id":{"type":"integer"},"pile_status":{"$ref":"ChargerStatus"}},"required":["id","chargerid","aliasname","chargerstatus","connector_no","connecttype","power","voltageupperlimits","voltagelowerlimits","todaypower","todaytime","todaymin","createdate","stationid","station_name","equipmentid","equipmentname","pile_id","pile_status"],"extensions":["power_now_kw","inoperative_since","inoperative_reason","session_id"]},"PortStatus":{"type":"integer","enum":[0,1,2,3,4,5]},"PileWhitelist":{"type":"object","properties":{"id":{"type":"integer"},"equipmentid":{"type":"string"},"status":{"$ref":"ChargerStatus"},"editable":{"type":"boolean"},"white_list":{"type":"array","items":{"type":"string"}},"max_cards":{"type":"integer"}},"required":["id","equipmentid","status","editable","white_list","max_cards"]},"ChargerMessage":{"type":"object","properties":{"id":{"type":"integer"},"at":{"type":"string"},"direction":{"$ref":"OcppDirection"},"message_type":{"$ref":"OcppMessageType"},"action":{"$ref":"OcppAction"},"message_id":{"type":"string"},"payload":{"type":"string"}},"required":["id","at","direction","message_type","action","message_id","payload"]},"OcppDirection":{"type":"string","enum":["from_charger","to_charger"]},"OcppMessageType":{"type":"string","enum":["CALL","CALLRESULT","CALLERROR"]},"OcppAction":{"type":"string","enum":["BootNotification","Heartbeat","StatusNotification","MeterValues","Authorize","StartTransaction","StopTransaction","RemoteStartTransaction","RemoteStopTransaction","UnlockConnector","ChangeAvailability","Reset"]},"CustomerRow":{"type":"object","properties":{"id":{"type":"integer"},"account":{"type":"string"},"name":{"type":"string"},"email":{"type":"string"},"phone":{"type":"string"},"status":{"$ref":"AccountStatus"},"consent":{"type":"integer"},"balance":{"$ref":"Money"},"cards":{"type":"integer"},"created_at":{"type":"string"}},"required":["id","account","name","email","phone","status","consent","balance","cards","created_at"]},"AccountStatus":{"type":"integer","enum":[0,1]},"CustomerDetail":{"allOf":[{"$ref":"CustomerRow"},{"type":"object","properties":{"updated_at":{"type":"string"},"card_list":{"type":"array","items":{"$ref":"CustomerCard"}},"recent_orders":{"type":"array","items":{"$ref":"CustomerRecentOrder"}},"recent_journal":{"type":"array","items":{"$ref":"JournalRow"}},"totals":{"$ref":"CustomerTotals"}},"required":["updated_at","card_list","recent_orders","totals"],"extensions":["recent_journal"]}]},"CustomerCard":{"type":"object","properties":{"id":{"type":"integer"},"card_no":{"type":"string"},"status":{"type":"integer"},"station_id":{"type":["integer","null"]},"station_name":{"type":["string","null"]},"bound_at":{"type":["string","null"]}},"required":["id","card_no","status","station_id","station_name","bound_at"]},"CustomerRecentOrder":{"type":"object","properties":{"id":{"type":"integer"},"order_no":{"type":"string"},"station_id":{"type":"integer"},"station_name":{"type":"string"},"status":{"type":"integer"},"start_mode":{"type":"integer"},"started_at":{"type":"string"},"ended_at":{"type":["string","null"]},"duration_minutes":{"type":"integer"},"energy_kwh":{"type":"number"},"total":{"$ref":"Money"},"refund_state":{"$ref":"OrderRefundState"}},"required":["id","order_no","station_id","station_name","status","start_mode","started_at","ended_at","duration_minutes","energy_kwh","total"],"extensions":["refund_state"]},"OrderRefundState":{"type":"string","enum":["none","partial","full"]},"JournalRow":{"type":"object","properties":{"id":{"type":"integer"},"entry_no":{"type":"string"},"type":{"$ref":"JournalType"},"customer_id":{"type":"integer"},"account":{"type":"string"},"amount":{"type":"string"},"balance_after":{"type":"string"},"order_id":{"type":["integer","null"]},"order_no":{"type":["string","null"]},"remark":{"type":"string"},"created_at":{"type":"string"}},"required":["id","entry_no","type","customer_id","account","amount","balance_after","order_id","order_no","remark","created_at"]},"JournalType":{"type":"integer","enum":[1,2,3,4,5]},"CustomerTotals":{"type":"object","properties":{"orders":{"type":"integer"},"energy_kwh":{"type":"number"},"spent":{"allOf":[{"$ref":"Money"}]}},"required":["orders","energy_kwh","spent"]},"EquipmentRow":{"type":"object","properties":{"id":{"type":"integer"},"equipmentid":{"type":"string"},"equipmentname":{"type":"string"},"equipmenttype":{"$ref":"ChargerType"},"manufacturerid":{"type":"string"},"manufacturername":{"type":"string"},"equipmentmodel":{"type":"string"},"power":{"type":"number"},"current":{"type":"integer"},"connectors":{"type":"integer"},"productiondate":{"type":"string"},"ownstatus":{"type":"integer"},"operatorid":{"type":["integer","null"]},"stationid":{"type":["integer","null"]},"station_name":{"type":["string","null"]},"installed":{"type":"boolean"},"status":{"$ref":"ChargerStatus"},"audit_status":{"$ref":"AuditStatus"},"createddate":{"type":"string"}},"required":["id","equipmentid","equipmentname","equipmenttype","manufacturerid","manufacturername","equipmentmodel","power","current","connectors","productiondate","ownstatus","operatorid","stationid","station_name","installed","status","audit_status","createddate"]},"JournalTotals":{"type":"object","properties":{"entries":{"type":"integer"},"top_ups":{"type":"string"},"payments":{"type":"string"},"refunds_given":{"type":"string"},"adjustments":{"type":"string"},"net":{"type":"string"}},"required":["entries","top_ups","payments","refunds_given","adjustments","net"]},"DayClose":{"type":"object","properties":{"from":{"type":"string"},"to":{"type":"string"},"figures":{"$ref":"CloseFigures"},"by_station":{"type":"array","items":{"$ref":"CloseStationRow"}},"by_start_mode":{"type":"array","items":{"$ref":"CloseStartModeRow"}},"closed_days":{"type":"array","items":{"$ref":"ClosedDay"}},"closable":{"type":"boolean"}},"required":["from","to","figures","by_station","by_start_mode","closed_days","closable"]},"CloseFigures":{"type":"object","properties":{"orders":{"type":"integer"},"energy_kwh":{"type":"number"},"gross":{"allOf":[{"$ref":"Money"}]},"elect_fee":{"allOf":[{"$ref":"Money"}]},"service_fee":{"allOf":[{"$ref":"Money"}]},"park_fee":{"allOf":[{"$ref":"Money"}]},"refunds_of_orders":{"allOf":[{"$ref":"Money"}]},"net":{"allOf":[{"$ref":"Money"}]},"refunds_given":{"allOf":[{"$ref":"Money"}]},"adjustments":{"type":"string"},"top_ups":{"allOf":[{"$ref":"Money"}]}},"required":["orders","energy_kwh","gross","elect_fee","service_fee","park_fee","refunds_of_orders","net","refunds_given","adjustments","top_ups"]},"CloseStationRow":{"type":"object","properties":{"station_id":{"type":"integer"},"station_code":{"type":"string"},"station_name":{"type":"string"},"orders":{"type":"integer"},"energy_kwh":{"type":"number"},"gross":{"$ref":"Money"},"refunds_of_orders":{"$ref":"Money"},"net":{"$ref":"Money"}},"required":["station_id","station_code","station_name","orders","energy_kwh","gross","refunds_of_orders","net"]},"CloseStartModeRow":{"type":"object","properties":{"start_mode":{"type":"integer"},"orders":{"type":"integer"},"energy_kwh":{"type":"number"},"gross":{"$ref":"Money"},"refunds_of_orders":{"$ref":"Money"},"net":{"$ref":"Money"}},"required":["start_mode","orders","energy_kwh","gross","refunds_of_orders","net"]},"ClosedDay":{"type":"object","properties":{"day":{"type":"string"},"closed_at":{"type":"string"},"closed_by":{"type":"string"},"recorded":{"$ref":"CloseFigures"},"after_close":{"type":"array","items":{"$ref":"AfterCloseItem"}},"after_close_net":{"type":"string"}},"required":["day","closed_at","closed_by","recorded","after_close","after_close_net"]},"AfterCloseItem":{"type":"object","properties":{"kind":{"type":"string","enum":["refund","late_order"]},"at":{"type":"string"},"booked_on":{"type":"string"},"order_id":{"type":"integer"},"order_no":{"type":"string"},"amount":{"type":"string"}},"required":["kind","at","booked_on","order_id","order_no","amount"]},"AdjustmentRequest":{"type":"object","properties":{"id":{"type":"integer"},"customer_id":{"type":"integer"},"account":{"type":"string"},"direction":{"type":"string","enum":["credit","debit"]},"amount":{"type":"string"},"reason":{"type":"string"},"requested_by":{"type":"string"},"requested_at":{"type":"string"},"status":{"$ref":"AdjustmentRequestStatus"},"decided_by":{"type":["string","null"]},"decided_at":{"type":["string","null"]},"entry_no":{"type":["string","null"]}},"required":["id","customer_id","account","direction","amount","reason","requested_by","requested_at","status","decided_by","decided_at","entry_no"]},"AdjustmentRequestStatus":{"type":"string","enum":["waiting","approved","rejected"]},"OperatorRow":{"type":"object","properties":{"id":{"type":"integer"},"name":{"type":"string"},"account":{"type":"string"},"company":{"type":"string"},"type":{"type":"integer"},"contact_person":{"type":"string"},"contact_phone":{"type":"string"},"stations":{"type":"integer"},"secret_set":{"type":"boolean"},"created_at":{"type":"string"}},"required":["id","name","account","company","type","contact_person","contact_phone","stations","secret_set","created_at"]},"OperatorDetail":{"allOf":[{"$ref":"OperatorRow"},{"type":"object","properties":{"emergency_contact":{"type":"string"},"description":{"type":"string"},"logo":{"type":"string"},"callback_url":{"type":"string"},"message_secret_set":{"type":"boolean"},"message_iv_set":{"type":"boolean"},"updated_at":{"type":"string"}},"required":["emergency_contact","description","logo","callback_url","message_secret_set","message_iv_set","updated_at"]}]},"OrderRow":{"type":"object","properties":{"id":{"type":"integer"},"order_no":{"type":"string"},"customer_id":{"type":"integer"},"account":{"type":"string"},"station_id":{"type":"integer"},"station_name":{"type":"string"},"pile_id":{"type":"integer"},"port_id":{"type":"integer"},"port_code":{"type":"string"},"port_alias":{"type":"string"},"duration_minutes":{"type":"integer"},"idle_minutes":{"type":"integer"},"energy_kwh":{"type":"number"},"elect_fee":{"type":"string"},"service_fee":{"type":"string"},"park_fee":{"type":"string"},"total_fee":{"type":"string"},"start_mode":{"type":"integer"},"status":{"$ref":"OrderStatus"},"started_at":{"type":"string"},"ended_at":{"type":["string","null"]},"paid_at":{"type":["string","null"]},"refund_state":{"$ref":"OrderRefundState"}},"required":["id","order_no","customer_id","account","station_id","station_name","pile_id","port_id","port_code","port_alias","duration_minutes","idle_minutes","energy_kwh","elect_fee","service_fee","park_fee","total_fee","start_mode","status","started_at","ended_at","paid_at"],"extensions":["refund_state"]},"OrderStatus":{"type":"integer","enum":[1,2,3]},"OrderDetail":{"allOf":[{"$ref":"OrderRow"},{"type":"object","properties":{"customer_name":{"type":"string"},"station_code":{"type":"string"},"pile_serial":{"type":"string"},"pile_name":{"type":"string"},"card_no":{"type":["string","null"]},"free_park_minutes":{"type":"integer"},"price_lines":{"type":"array","items":{"$ref":"OrderPriceLine"}},"end_kind":{"$ref":"OrderEndKind"},"stopped_by":{"type":["string","null"]},"stop_reason":{"type":"string"},"refunded":{"allOf":[{"$ref":"Money"}]},"refundable":{"allOf":[{"$ref":"Money"}]},"journal":{"type":"array","items":{"$ref":"JournalRow"}}},"required":["customer_name","station_code","pile_serial","pile_name","card_no","free_park_minutes","price_lines","journal"],"extensions":["end_kind","stopped_by","stop_reason","refunded","refundable"]}]},"OrderTotals":{"type":"object","properties":{"orders":{"type":"integer"},"energy_kwh":{"type":"number"},"elect_fee":{"$ref":"Money"},"service_fee":{"$ref":"Money"},"park_fee":{"$ref":"Money"},"gross":{"allOf":[{"$ref":"Money"}]},"refunded":{"allOf":[{"$ref":"Money"}]},"net":{"allOf":[{"$ref":"Money"}]}},"required":["orders","energy_kwh","elect_fee","service_fee","park_fee","gross","refunded","net"]},"PriceTemplate":{"type":"object","properties":{"id":{"type":"integer"},"name":{"type":"string"},"feetype":{"type":"integer"},"electfee":{"type":"string"},"servicefee":{"type":"string"},"parkfee":{"type":"string"},"free_park_minutes":{"type":"integer"},"period":{"type":"array","items":{"$ref":"PricePeriod"}},"stations":{"type":"integer"},"updated_at":{"type":"string"},"affected_stations":{"type":"integer"}},"required":["id","name","feetype","electfee","servicefee","parkfee","free_park_minutes","period","stations","updated_at"]},"PricePeriod":{"type":"object","properties":{"from":{"type":"string"},"to":{"type":"string"},"electfee":{"$ref":"Money"}},"required":["from","to","electfee"]},"PriceTemplateOption":{"type":"object","properties":{"id":{"type":"integer"},"name":{"type":"string"}},"required":["id","name"]},"PricePreview":{"type":"object","properties":{"template_id":{"type":"integer"},"range":{"type":"object","properties":{"from":{"type":"string"},"to":{"type":"string"}},"required":["from","to"]},"stations":{"type":"array","items":{"$ref":"PricePreviewStation"}},"totals":{"$ref":"PricePreviewFigures"},"typical":{"$ref":"PricePreviewSession"}},"required":["template_id","range","stations","totals","typical"]},"PricePreviewStation":{"allOf":[{"type":"object","properties":{"station_id":{"type":"integer"},"station_code":{"type":"string"},"station_name":{"type":"string"}},"required":["station_id","station_code","station_name"]},{"$ref":"PricePreviewFigures"}]},"PricePreviewFigures":{"type":"object","properties":{"sessions":{"type":"integer"},"energy_kwh":{"type":"number"},"income_before":{"allOf":[{"$ref":"Money"}]},"income_after":{"allOf":[{"$ref":"Money"}]},"change":{"type":"string"}},"required":["sessions","energy_kwh","income_before","income_after","change"]},"PricePreviewSession":{"type":"object","properties":{"basis":{"type":"string","enum":["median","reference"]},"energy_kwh":{"type":"number"},"charging_minutes":{"type":"integer"},"idle_minutes":{"type":"integer"},"cost_before":{"$ref":"Money"},"cost_after":{"$ref":"Money"},"change":{"type":"string"}},"required":["basis","energy_kwh","charging_minutes","idle_minutes","cost_before","cost_after","change"]},"StationDetail":{"type":"object","properties":{"id":{"type":"integer"},"StationID":{"type":"string"},"StationName":{"type":"string"},"StationTel":{"type":"string"},"StationStatus":{"$ref":"StationStatus"},"OwnerStatus":{"type":"integer"},"StationType":{"type":"integer"},"ServiceTime":{"type":"string"},"Logo":{"type":"string"},"Pictures":{"type":"array","items":{"type":"string"}},"StationLng":{"type":"number"},"StationLat":{"type":"number"},"CreateDate":{"type":"string"},"OperatorID":{"type":"integer"},"operator_name":{"type":"string"},"Remark":{"type":"string"},"Contacts":{"type":"string"},"Phone":{"type":"string"},"province":{"type":"string"},"city":{"type":"string"},"district":{"type":"string"},"Address":{"type":"string"},"OwnStatus":{"type":"integer"},"MinAmount":{"type":"string"},"MinSCAmount":{"type":"string"},"MinBalanceAlarm":{"type":"integer"},"MinBalance":{"type":"string"},"EC":{"type":"number"},"TotalCurrent":{"type":"integer"},"load_limit":{"type":"number"},"load_period":{"type":"integer"},"price_template_id":{"type":["integer","null"]},"price_template_name":{"type":["string","null"]},"audit_reason":{"type":"string"},"submitted_at":{"type":["string","null"]},"audited_at":{"type":["string","null"]},"figures":{"$ref":"StationFigures"}},"required":["id","StationID","StationName","StationTel","StationStatus","OwnerStatus","StationType","ServiceTime","Logo","Pictures","StationLng","StationLat","CreateDate","OperatorID","operator_name","Remark","Contacts","Phone","province","city","district","Address","OwnStatus","MinAmount","MinSCAmount","MinBalanceAlarm","MinBalance","EC","TotalCurrent","load_limit","load_period","price_template_id","price_template_name","audit_reason","submitted_at","audited_at","figures"]},"StationFigures":{"type":"object","properties":{"piles":{"type":"integer"},"piles_online":{"type":"integer"},"piles_offline":{"type":"integer"},"piles_fault":{"type":"integer"},"ports_total":{"type":"integer"},"ports_available":{"type":"integer"},"ports_charging":{"type":"integer"},"ports_faulted":{"type":"integer"},"today_energy_kwh":{"type":"number"},"today_sessions":{"type":"integer"},"open_alarms":{"type":"integer"}},"required":["piles","piles_online","piles_offline","piles_fault","ports_total","ports_available","ports_charging","ports_faulted","today_energy_kwh","today_sessions","open_alarms"]},"RfidCard":{"type":"object","properties":{"id":{"type":"integer"},"card_no":{"type":"string"},"status":{"type":"integer"},"customer_id":{"type":["integer","null"]},"account":{"type":["string","null"]},"customer_name":{"type":["string","null"]},"station_id":{"type":["integer","null"]},"station_name":{"type":["string","null"]},"bound_at":{"type":["string","null"]},"created_at":{"type":"string"}},"required":["id","card_no","status","customer_id","account","customer_name","station_id","station_name","bound_at","created_at"]},"RfidImportReport":{"type":"object","properties":{"imported":{"type":"integer"},"skipped":{"type":"integer"},"failed":{"type":"integer"},"rows":{"type":"array","items":{"$ref":"RfidImportRow"}}},"required":["imported","skipped","failed","rows"]},"RfidImportRow":{"type":"object","properties":{"row":{"type":"integer"},"card_no":{"type":"string"},"account":{"type":"string"},"outcome":{"type":"string","enum":["imported","skipped","failed"]},"reason":{"type":["string","null"],"enum":["duplicate_in_file","already_exists","invalid_format","unknown_account",null]},"message":{"type":"string"}},"required":["row","card_no","account","outcome","reason","message"]},"StationRow":{"type":"object","properties":{"id":{"type":"integer"},"StationID":{"type":"string"},"StationName":{"type":"string"},"StationTel":{"type":"string"},"StationStatus":{"$ref":"StationStatus"},"StationType":{"type":"integer"},"city":{"type":"string"},"district":{"type":"string"},"Address":{"type":"string"},"OperatorID":{"type":"integer"},"operator_name":{"type":"string"},"CreateDate":{"type":"string"},"piles":{"type":"integer"},"ports_available":{"type":"integer"},"ports_total":{"type":"integer"}},"required":["id","StationID","StationName","StationStatus","StationType","city","Address","OperatorID","operator_name","CreateDate","piles","ports_available","ports_total"]},"LoadHistoryEntry":{"type":"object","properties":{"id":{"type":"integer"},"upper_limit":{"type":"number"},"period":{"type":"integer"},"changed_by":{"type":"string"},"changed_at":{"type":"string"}},"required":["id","upper_limit","period","changed_by","changed_at"]},"Overview":{"type":"object","properties":{"range":{"$ref":"StatisticsRange"},"network":{"$ref":"NetworkFigures"},"totals":{"$ref":"OrderFigures"},"averages":{"$ref":"OverviewAverages"},"by_day":{"type":"array","items":{"$ref":"PeriodFigures"}},"by_station_type":{"type":"array","items":{"$ref":"KeyedFigures"}},"by_start_mode":{"type":"array","items":{"$ref":"KeyedFigures"}},"top_stations":{"type":"array","items":{"$ref":"StationIncomeFigures"}}},"required":["range","network","totals","averages","by_day","by_station_type","by_start_mode","top_stations"]},"StatisticsRange":{"type":"object","properties":{"from":{"type":"string"},"to":{"type":"string"}},"required":["from","to"]},"NetworkFigures":{"type":"object","properties":{"stations":{"type":"integer"},"stations_operating":{"type":"integer"},"chargers":{"type":"integer"},"chargers_online":{"type":"integer"},"chargers_offline":{"type":"integer"},"chargers_fault":{"type":"integer"},"ports":{"type":"integer"},"ports_available":{"type":"integer"},"ports_charging":{"type":"integer"},"ports_faulted":{"type":"integer"},"customers":{"type":"integer"},"open_alarms":{"type":"integer"},"sessions_suspect":{"type":"integer"}},"required":["stations","stations_operating","chargers","chargers_online","chargers_offline","chargers_fault","ports","ports_available","ports_charging","ports_faulted","customers","open_alarms"],"extensions":["sessions_suspect"]},"OrderFigures":{"type":"object","properties":{"orders":{"type":"integer"},"energy_kwh":{"type":"number"},"charging_minutes":{"type":"integer"},"income":{"type":"string"},"elect_fee":{"type":"string"},"service_fee":{"type":"string"},"park_fee":{"type":"string"},"refunds":{"type":"string"},"net_income":{"type":"string"}},"required":["orders","energy_kwh","charging_minutes","income","elect_fee","service_fee","park_fee"],"extensions":["refunds","net_income"]},"OverviewAverages":{"type":"object","properties":{"energy_kwh_per_order":{"type":"number"},"minutes_per_order":{"type":"number"},"income_per_order":{"type":"string"},"income_per_kwh":{"type":"string"},"orders_per_day":{"type":"number"}},"required":["energy_kwh_per_order","minutes_per_order","income_per_order","income_per_kwh","orders_per_day"]},"PeriodFigures":{"allOf":[{"type":"object","properties":{"period":{"type":"string"}},"required":["period"]},{"$ref":"OrderFigures"}]},"KeyedFigures":{"allOf":[{"type":"object","properties":{"key":{"type":"integer"}},"required":["key"]},{"$ref":"OrderFigures"}]},"StationIncomeFigures":{"allOf":[{"type":"object","properties":{"station_id":{"type":"integer"},"station_code":{"type":"string"},"station_name":{"type":"string"},"city":{"type":"string"}},"required":["station_id","station_code","station_name","city"]},{"$ref":"OrderFigures"}]},"IncomeStatistics":{"type":"object","properties":{"range":{"$ref":"StatisticsRange"},"granularity":{"$ref":"IncomeGranularity"},"totals":{"$ref":"OrderFigures"},"series":{"type":"array","items":{"$ref":"PeriodFigures"}}},"required":["range","granularity","totals","series"]},"IncomeGranularity":{"type":"string","enum":["day","week","month"]},"User":{"type":"object","properties":{"id":{"type":"integer"},"username":{"type":"string"},"nickname":{"type":"string"},"full_name":{"type":"string"},"user_code":{"type":"string"},"email":{"type":"string"},"phone":{"type":"string"},"status":{"$ref":"AccountStatus"},"role_id":{"type":"integer"},"role_name":{"type":"string"},"department":{"type":"string"},"last_login_at":{"type":["string","null"]},"created_at":{"type":"string"},"created_by":{"type":["string","null"]},"updated_at":{"type":"string"},"updated_by":{"type":["string","null"]}},"required":["id","username","nickname","full_name","user_code","email","phone","status","role_id","role_name","department","last_login_at","created_at","created_by","updated_at","updated_by"]},"Role":{"type":"object","properties":{"id":{"type":"integer"},"code":{"type":"string"},"name":{"type":"string"},"description":{"type":"string"},"permissions":{"type":"array","items":{"type":"string"}},"users":{"type":"integer"},"created_at":{"type":"string"},"updated_at":{"type":"string"}},"required":["id","code","name","description","permissions","users","created_at","updated_at"]},"RoleOption":{"type":"object","properties":{"id":{"type":"integer"},"name":{"type":"string"}},"required":["id","name"]},"PermissionNode":{"type":"object","properties":{"key":{"type":"string"},"label":{"type":"string"},"level":{"type":"string","enum":["all","area","entity","action"]},"children":{"type":"array","items":{"$ref":"PermissionNode"}}},"required":["key","label","level"]},"OperationLogEntry":{"type":"object","properties":{"id":{"type":"integer"},"user_id":{"type":["integer","null"]},"username":{"type":"string"},"operation_id":{"type":"string"},"method":{"type":"string"},"path":{"type":"string"},"params":{"type":"object"},"result_code":{"type":"string"},"result_message":{"type":"string"},"subject":{"type":"string"},"success":{"type":"boolean"},"ip":{"type":"string"},"duration_ms":{"type":"integer"},"created_at":{"type":"string"}},"required":["id","user_id","username","operation_id","method","path","params","result_code","result_message","success","ip","duration_ms","created_at"],"extensions":["subject"]}};

/** Each operation's success `data` schema; null for an operation whose answer is a file. */
export const answerSchemas: Readonly<Record<string, AnswerSchema | null>> = {
 "getCaptcha": null,
 "getCapabilities": {
  "$ref": "Capabilities"
 },
 "login": {
  "$ref": "LoginData"
 },
 "logout": {
  "type": "null"
 },
 "getCurrentUser": {
  "$ref": "CurrentUser"
 },
 "changePassword": {
  "type": "null"
 },
 "updateProfile": {
  "$ref": "Profile"
 },
 "getFileInfo": {
  "$ref": "FileInfo"
 },
 "uploadImage": {
  "$ref": "FileInfo"
 },
 "getDictionary": {
  "type": "array",
  "items": {
   "$ref": "DictionaryEntry"
  }
 },
 "listSessions": {
  "type": "object",
  "properties": {
   "items": {
    "type": "array",
    "items": {
     "$ref": "SessionRow"
    }
   },
   "total": {
    "type": "integer"
   },
   "suspect": {
    "type": "integer"
   }
  },
  "required": [
   "items",
   "total",
   "suspect"
  ]
 },
 "getSession": {
  "$ref": "SessionDetail"
 },
 "stopSession": {
  "type": "object",
  "properties": {
   "outcome": {
    "$ref": "SessionStopOutcome"
   },
   "session": {
    "$ref": "SessionDetail"
   }
  },
  "required": [
   "outcome",
   "session"
  ]
 },
 "startSessionRemotely": {
  "$ref": "RemoteStart"
 },
 "listStationMap": {
  "type": "object",
  "properties": {
   "items": {
    "type": "array",
    "items": {
     "$ref": "StationMapPoint"
    }
   }
  },
  "required": [
   "items"
  ]
 },
 "listTimeline": {
  "type": "object",
  "properties": {
   "items": {
    "type": "array",
    "items": {
     "$ref": "TimelineEntry"
    }
   },
   "total": {
    "type": "integer"
   }
  },
  "required": [
   "items",
   "total"
  ]
 },
 "exportTimeline": null,
 "listPortUptime": {
  "type": "object",
  "properties": {
   "items": {
    "type": "array",
    "items": {
     "$ref": "PortUptime"
    }
   },
   "total": {
    "type": "integer"
   },
   "below_target": {
    "type": "integer"
   },
   "target": {
    "type": "number"
   },
   "from": {
    "type": "string"
   },
   "to": {
    "type": "string"
   },
   "time_zone": {
    "type": "string"
   }
  },
  "required": [
   "items",
   "total",
   "below_target",
   "target",
   "from",
   "to",
   "time_zone"
  ]
 },
 "listPortOutages": {
  "type": "object",
  "properties": {
   "items": {
    "type": "array",
    "items": {
     "$ref": "PortOutage"
    }
   },
   "total": {
    "type": "integer"
   }
  },
  "required": [
   "items",
   "total"
  ]
 },
 "excludePortOutage": {
  "$ref": "PortOutage"
 },
 "exportPortUptime": null,
 "listAlarms": {
  "type": "object",
  "properties": {
   "items": {
    "type": "array",
    "items": {
     "$ref": "Alarm"
    }
   },
   "total": {
    "type": "integer"
   }
  },
  "required": [
   "items",
   "total"
  ]
 },
 "countOpenAlarms": {
  "$ref": "AlarmCounts"
 },
 "getAlarm": {
  "$ref": "Alarm"
 },
 "acknowledgeAlarm": {
  "$ref": "Alarm"
 },
 "repairAlarm": {
  "$ref": "Alarm"
 },
 "listPiles": {
  "type": "object",
  "properties": {
   "items": {
    "type": "array",
    "items": {
     "$ref": "ChargerRow"
    }
   },
   "total": {
    "type": "integer"
   }
  },
  "required": [
   "items",
   "total"
  ]
 },
 "getPile": {
  "$ref": "ChargerDetail"
 },
 "addPile": {
  "$ref": "ChargerDetail"
 },
 "editPile": {
  "$ref": "ChargerDetail"
 },
 "deletePile": {
  "type": "null"
 },
 "submitPile": {
  "$ref": "ChargerDetail"
 },
 "auditPile": {
  "$ref": "ChargerDetail"
 },
 "restartPile": {
  "$ref": "ChargerDetail"
 },
 "getPileWhitelist": {
  "$ref": "PileWhitelist"
 },
 "setPileWhitelist": {
  "$ref": "PileWhitelist"
 },
 "listChargerMessages": {
  "type": "object",
  "properties": {
   "items": {
    "type": "array",
    "items": {
     "$ref": "ChargerMessage"
    }
   },
   "total": {
    "type": "integer"
   }
  },
  "required": [
   "items",
   "total"
  ]
 },
 "exportChargerMessages": null,
 "listPorts": {
  "type": "object",
  "properties": {
   "items": {
    "type": "array",
    "items": {
     "$ref": "Port"
    }
   },
   "total": {
    "type": "integer"
   }
  },
  "required": [
   "items",
   "total"
  ]
 },
 "getPort": {
  "$ref": "Port"
 },
 "editPort": {
  "$ref": "Port"
 },
 "setPortAvailability": {
  "$ref": "Port"
 },
 "unlockPort": {
  "type": "object",
  "properties": {
   "result": {
    "type": "string",
    "enum": [
     "unlocked"
    ]
   },
   "port": {
    "$ref": "Port"
   }
  },
  "required": [
   "result",
   "port"
  ]
 },
 "setPortVoltageLimits": {
  "$ref": "Port"
 },
 "listCustomers": {
  "type": "object",
  "properties": {
   "items": {
    "type": "array",
    "items": {
     "$ref": "CustomerRow"
    }
   },
   "total": {
    "type": "integer"
   }
  },
  "required": [
   "items",
   "total"
  ]
 },
 "getCustomer": {
  "$ref": "CustomerDetail"
 },
 "setCustomerStatus": {
  "$ref": "CustomerDetail"
 },
 "listEquipment": {
  "type": "object",
  "properties": {
   "items": {
    "type": "array",
    "items": {
     "$ref": "EquipmentRow"
    }
   },
   "total": {
    "type": "integer"
   }
  },
  "required": [
   "items",
   "total"
  ]
 },
 "getEquipment": {
  "$ref": "ChargerDetail"
 },
 "addEquipment": {
  "$ref": "ChargerDetail"
 },
 "editEquipment": {
  "$ref": "ChargerDetail"
 },
 "deleteEquipment": {
  "type": "null"
 },
 "installEquipment": {
  "$ref": "ChargerDetail"
 },
 "uninstallEquipment": {
  "$ref": "ChargerDetail"
 },
 "listJournalEntries": {
  "type": "object",
  "properties": {
   "items": {
    "type": "array",
    "items": {
     "$ref": "JournalRow"
    }
   },
   "total": {
    "type": "integer"
   },
   "total_capped": {
    "type": "boolean"
   }
  },
  "required": [
   "items",
   "total",
   "total_capped"
  ]
 },
 "adjustCustomerBalance": {
  "$ref": "JournalRow"
 },
 "exportStatement": null,
 "getJournalTotals": {
  "$ref": "JournalTotals"
 },
 "getDayClose": {
  "$ref": "DayClose"
 },
 "closeDay": {
  "$ref": "DayClose"
 },
 "exportJournalEntries": null,
 "requestBalanceAdjustment": {
  "$ref": "AdjustmentRequest"
 },
 "listAdjustmentRequests": {
  "type": "object",
  "properties": {
   "items": {
    "type": "array",
    "items": {
     "$ref": "AdjustmentRequest"
    }
   },
   "total": {
    "type": "integer"
   }
  },
  "required": [
   "items",
   "total"
  ]
 },
 "approveAdjustmentRequest": {
  "$ref": "AdjustmentRequest"
 },
 "rejectAdjustmentRequest": {
  "$ref": "AdjustmentRequest"
 },
 "listOperators": {
  "type": "object",
  "properties": {
   "items": {
    "type": "array",
    "items": {
     "$ref": "OperatorRow"
    }
   },
   "total": {
    "type": "integer"
   }
  },
  "required": [
   "items",
   "total"
  ]
 },
 "getOperator": {
  "$ref": "OperatorDetail"
 },
 "addOperator": {
  "$ref": "OperatorDetail"
 },
 "editOperator": {
  "$ref": "OperatorDetail"
 },
 "deleteOperator": {
  "type": "null"
 },
 "listOrders": {
  "type": "object",
  "properties": {
   "items": {
    "type": "array",
    "items": {
     "$ref": "OrderRow"
    }
   },
   "total": {
    "type": "integer"
   },
   "total_capped": {
    "type": "boolean"
   }
  },
  "required": [
   "items",
   "total",
   "total_capped"
  ]
 },
 "getOrder": {
  "$ref": "OrderDetail"
 },
 "refundOrder": {
  "$ref": "OrderDetail"
 },
 "exportOrders": null,
 "getOrderTotals": {
  "$ref": "OrderTotals"
 },
 "listPriceTemplates": {
  "type": "object",
  "properties": {
   "items": {
    "type": "array",
    "items": {
     "$ref": "PriceTemplate"
    }
   },
   "total": {
    "type": "integer"
   }
  },
  "required": [
   "items",
   "total"
  ]
 },
 "listPriceTemplateOptions": {
  "type": "array",
  "items": {
   "$ref": "PriceTemplateOption"
  }
 },
 "getPriceTemplate": {
  "$ref": "PriceTemplate"
 },
 "addPriceTemplate": {
  "$ref": "PriceTemplate"
 },
 "editPriceTemplate": {
  "$ref": "PriceTemplate"
 },
 "previewPriceTemplate": {
  "$ref": "PricePreview"
 },
 "deletePriceTemplate": {
  "type": "null"
 },
 "setStationPriceTemplate": {
  "$ref": "StationDetail"
 },
 "listRfidCards": {
  "type": "object",
  "properties": {
   "items": {
    "type": "array",
    "items": {
     "$ref": "RfidCard"
    }
   },
   "total": {
    "type": "integer"
   }
  },
  "required": [
   "items",
   "total"
  ]
 },
 "addRfidCard": {
  "$ref": "RfidCard"
 },
 "importRfidCards": {
  "$ref": "RfidImportReport"
 },
 "bindRfidCard": {
  "$ref": "RfidCard"
 },
 "unbindRfidCard": {
  "$ref": "RfidCard"
 },
 "createRfidAccount": {
  "$ref": "RfidCard"
 },
 "listStations": {
  "type": "object",
  "properties": {
   "items": {
    "type": "array",
    "items": {
     "$ref": "StationRow"
    }
   },
   "total": {
    "type": "integer"
   }
  },
  "required": [
   "items",
   "total"
  ]
 },
 "getStation": {
  "$ref": "StationDetail"
 },
 "addStation": {
  "$ref": "StationDetail"
 },
 "editStation": {
  "$ref": "StationDetail"
 },
 "deleteStation": {
  "type": "null"
 },
 "submitStation": {
  "$ref": "StationDetail"
 },
 "auditStation": {
  "$ref": "StationDetail"
 },
 "setStationStatus": {
  "$ref": "StationDetail"
 },
 "setStationLoadBalance": {
  "$ref": "StationDetail"
 },
 "listStationLoadHistory": {
  "type": "object",
  "properties": {
   "items": {
    "type": "array",
    "items": {
     "$ref": "LoadHistoryEntry"
    }
   },
   "total": {
    "type": "integer"
   }
  },
  "required": [
   "items",
   "total"
  ]
 },
 "getOverview": {
  "$ref": "Overview"
 },
 "getIncomeStatistics": {
  "$ref": "IncomeStatistics"
 },
 "listIncomeByStation": {
  "type": "object",
  "properties": {
   "items": {
    "type": "array",
    "items": {
     "$ref": "StationIncomeFigures"
    }
   },
   "total": {
    "type": "integer"
   },
   "range": {
    "$ref": "StatisticsRange"
   }
  },
  "required": [
   "items",
   "total",
   "range"
  ]
 },
 "listUsers": {
  "type": "object",
  "properties": {
   "items": {
    "type": "array",
    "items": {
     "$ref": "User"
    }
   },
   "total": {
    "type": "integer"
   }
  },
  "required": [
   "items",
   "total"
  ]
 },
 "getUser": {
  "$ref": "User"
 },
 "addUser": {
  "$ref": "User"
 },
 "editUser": {
  "$ref": "User"
 },
 "deleteUser": {
  "type": "null"
 },
 "setUserStatus": {
  "$ref": "User"
 },
 "resetUserPassword": {
  "type": "null"
 },
 "listRoles": {
  "type": "object",
  "properties": {
   "items": {
    "type": "array",
    "items": {
     "$ref": "Role"
    }
   },
   "total": {
    "type": "integer"
   }
  },
  "required": [
   "items",
   "total"
  ]
 },
 "listRoleOptions": {
  "type": "array",
  "items": {
   "$ref": "RoleOption"
  }
 },
 "getRole": {
  "$ref": "Role"
 },
 "addRole": {
  "$ref": "Role"
 },
 "editRole": {
  "$ref": "Role"
 },
 "deleteRole": {
  "type": "null"
 },
 "getPermissionTree": {
  "type": "array",
  "items": {
   "$ref": "PermissionNode"
  }
 },
 "listOperationLogs": {
  "type": "object",
  "properties": {
   "items": {
    "type": "array",
    "items": {
     "$ref": "OperationLogEntry"
    }
   },
   "total": {
    "type": "integer"
   }
  },
  "required": [
   "items",
   "total"
  ]
 }
};
