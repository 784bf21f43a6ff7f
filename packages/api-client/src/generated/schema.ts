// Generated from openapi/pcharging.yaml by `npm run codegen`. Do not edit.
export interface paths {
    "/Base/verification_code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A fresh image captcha, bound to the caller by the `pcaptcha` cookie
         * @description Single use; expires after 2 minutes. Fetching a new one replaces the previous one. It takes no fields: a
         *     body with any is refused with 1001. A browser without a device cookie asking while captchas are drawn at the
         *     server's limit rate is answered 1004 (busy) with `retry_after`.
         */
        post: operations["getCaptcha"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Base/capabilities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Which extensions of the legacy API this backend offers
         * @description Public, cheap and the same for every caller: the web app reads it once per session, before it draws its
         *     shell, and renders, calls and subscribes only to what is offered (see `x-capabilities`). A backend that
         *     does not have this operation is a legacy backend, whatever it answers in its place: an unknown action, an
         *     HTTP error or a page of HTML.
         */
        post: operations["getCapabilities"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Admin_user/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with account, md5 password and captcha */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Admin_user/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the session */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Admin_user/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The signed-in user with permissions and menu, used to restore a session */
        post: operations["getCurrentUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Admin_user/changepw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the signed-in user's own password
         * @description Both passwords travel as md5. `id` must be the signed-in account.
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/system/user/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update the signed-in user's own profile */
        put: operations["updateProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/base/get_file_info_by_url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Metadata of an uploaded file, by its path relative to the uploads folder */
        post: operations["getFileInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/base/upload_image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Store a PNG or JPEG image (a station's logo or pictures) and answer where it is served
         * @description The `file` part must be a PNG or JPEG image, judged by its content rather than its name or declared type,
         *     not empty and at most 2 MB; otherwise the answer is 1001 and nothing is stored. The image gets a new
         *     random name and is served, with its content type, at `url` (`/uploads/<rel_path>`, outside the API base
         *     path). A station's `Logo` and `Pictures` hold the `rel_path`. An image that no station or operator uses
         *     a day after its upload (never saved with a form, or removed since) may be deleted.
         */
        post: operations["uploadImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/base/getDatadictionary/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One dictionary, with names in the request's language */
        get: operations["getDictionary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Charging_session/lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sessions in progress, suspect ones first, then the newest
         * @description A session is in progress from plug-in until the car leaves or an operator stops it; its port is preparing,
         *     charging or finishing. It is **suspect** when its charger has not been heard from, or its energy has not
         *     grown while it should be charging, for longer than a threshold (15 simulated minutes unless the backend is
         *     set otherwise); `suspect_reason` says which. Energy, power and cost are as of the answer; the `sessions`
         *     topic of the live push carries their changes.
         */
        post: operations["listSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Charging_session/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One session, in progress or ended, with its power curve and its bill so far */
        post: operations["getSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Charging_session/stop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop a session remotely, with a reason
         * @description A charger that answers ends the session at once: it becomes an order priced by the station's template,
         *     with its payment in the journal, and the order records who stopped it and why (`outcome: stopped`).
         *     When the charger is not heard from, the stop waits for it and is carried out when it is back
         *     (`outcome: queued`), unless `force` is 1: then the session is closed in the books at its last known
         *     energy and its order is marked closed by the operator (`outcome: closed`). A session that is no longer in
         *     progress answers 1009.
         */
        post: operations["stopSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Charging_session/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a session on a port for a customer, as the charger's RemoteStartTransaction does
         * @description The back office sends the charger a RemoteStartTransaction with the customer's card (the card they charge
         *     with; without one the start is refused). The charger refuses, and the answer says why, when the port cannot
         *     start a session now (1010: in a session, faulted, out of service, or its charger offline or restarting), when
         *     the driver cannot be authorized (1011: no active card, the card blocked, the account disabled), or when the
         *     customer's balance is below the station's minimum for a start, its pre-authorization amount (1012). Accepted,
         *     the session is in progress at once with start mode 3 (remote, back office), charges as any other, and stops
         *     itself when it reaches `limit_wh` or `limit_amount` (at most one of them). The operation log and the port's
         *     timeline keep who started it and why; the charger's message log keeps the exchange.
         */
        post: operations["startSessionRemotely"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Station/map": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Every station at its coordinates with its live state, for the network map
         * @description Not paged: one row per station (a few thousand at most), with what its chargers and ports are doing now.
         *     `state` sums it up: `offline` when no charger of an operating station answers, `fault` when a charger or a
         *     port is in fault, `charging` when a port is in a session, `free` otherwise; `inactive` for a station that
         *     is not operating.
         */
        post: operations["listStationMap"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Timeline/lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What happened at a station, charger or port, newest first, paged
         * @description One of `station_id`, `pile_id` or `port_id` is required (1001 otherwise). The stream holds the charger's
         *     status changes and the ports' (faults, unavailability and their end; the ordinary session cycle is told by
         *     the sessions), sessions started and ended (with the order they became, and who stopped them and why),
         *     alarms raised, acknowledged and repaired, and operators' commands from the operation log (who, what,
         *     result, reason).
         */
        post: operations["listTimeline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Timeline/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The stream of a station, charger or port as an XLSX workbook, headings in the request's language
         * @description The same events and filters as `listTimeline`, newest first, at most 100,000 (more is refused with 1001).
         *     The file is named `timeline-YYYYMMDD-HHmmss.xlsx` (the network's time); times in the sheet are in the network's time
         *     zone, which the heading names.
         */
        post: operations["exportTimeline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Uptime/lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Each port's uptime over the rolling year and by month, worst first, paged
         * @description The ports of approved chargers at stations in operation (optionally of one station), each with its outage
         *     minutes (`t_outage`), excluded minutes (`t_excluded`) and uptime over the rolling year ending with the day
         *     `to` (by default the network's today), and the same three figures for each calendar month that the year
         *     touches. Worst uptime first, then by port id.
         *
         *     The rules:
         *     - **Period.** The rolling year is the 365 days of the network's time zone ending with `to`: 525,600 minutes
         *       (an hour more or less in the rare window that holds one clock change but not the other). A month is the
         *       part of that calendar month inside the period, so the first and last months are partial. A port
         *       commissioned inside the period (its record's creation) is judged from then: its year and first month are
         *       shorter, and months before it are not listed. Minutes after now count as up.
         *     - **Uptime** = (period minutes − (`t_outage` − `t_excluded`)) / period minutes × 100, rounded to three
         *       decimals: for the year, (525,600 − (T_outage − T_excluded)) / 525,600 × 100 as 23 CFR 680.116(b) writes it.
         *     - **Down.** A port is down while its charger is offline or reports a fault, while the port is faulted, while it
         *       is out of service (`unavailable`, whatever the reason: the operator excludes the outage with a listed
         *       reason when it qualifies), and while a session that stopped delivering energy still holds it, from the
         *       suspect delay (`PCHARGING_SUSPECT_MINUTES`, 15 by default) after the energy stopped to the session's end
         *       (counted once the session ends).
         *       A restart (30 seconds, the operator's own command) is not down time.
         *     - **Outages.** Each cause is one outage: a charger's outage is shared by its ports, a port's fault or time out
         *       of service is its own. Outages of one port may overlap (a port faulted while its charger is offline);
         *       `t_outage` counts each down minute once, however many outages cover it.
         *     - **Exclusions.** An operator marks an outage excluded with a reason from 23 CFR 680.116(b)(3)
         *       (`excludePortOutage`). A down minute is excluded only when every outage covering it is excluded: a
         *       utility outage over a port that was faulted anyway does not excuse the fault.
         *     - Figures come from per-day outage minutes kept per port as outages end, plus the outages still open, timed
         *       up to now.
         */
        post: operations["listPortUptime"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Uptime/outages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A port's outages over the rolling year, newest first, with their causes and exclusions
         * @description Every outage of the port that overlaps the rolling year ending with `to` (see `listPortUptime`), newest
         *     first: its cause, start and end (`ended_at` null while it lasts), its minutes inside the period and, when an
         *     operator excluded it, the reason, note, who and when. A charger's outages are listed under each of its ports.
         */
        post: operations["listPortOutages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Uptime/exclude": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark an outage excluded from the uptime with a reason of 23 CFR 680.116(b)(3), or count it again
         * @description `reason` is one of the causes outside the operator's control that the regulation lists: an electric utility
         *     interruption, a fault of the vehicle, scheduled maintenance, vandalism, a natural disaster, or hours outside
         *     the port's posted hours of operation; `none` counts the outage again. A note saying what shows it is required
         *     with a reason. An outage of a charger is excluded for all its ports. Recorded in the operation log; the
         *     figures of `listPortUptime` change at once.
         */
        post: operations["excludePortOutage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Uptime/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The quarterly data of 23 CFR 680.112 for the ports of a station or the network, as an XLSX workbook
         * @description The calendar quarter holding `to` (by default the network's today) up to the end of that day, for the
         *     ports `listPortUptime` lists. One sheet per table: **About** (the formula, the rules of `listPortUptime`, the
         *     period and the time zone), **Uptime** (per port, for each month of the quarter: T_outage, T_excluded and
         *     uptime, then the rolling year ending with `to`), **Outages** (per port, a charger's outage on each of its
         *     ports: cause, start, end, minutes in the quarter and exclusion) and **Sessions** (per port: start and end,
         *     energy, peak power, payment method, and the error code of each unsuccessful session). Headings in the
         *     request's language, times in the network's
         *     zone. At most 100,000 session rows (more is refused with 1001: choose a station). Named
         *     `uptime-YYYY-Qn[-station-CODE].xlsx`.
         */
        post: operations["exportPortUptime"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Alarm/lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Alarms, filtered, newest first, paged */
        post: operations["listAlarms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Alarm/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** How many alarms are open (for the header badge) and how many acknowledged but not repaired */
        post: operations["countOpenAlarms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Alarm/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One alarm */
        post: operations["getAlarm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Alarm/ack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Acknowledge an open alarm; the answer says by whom and when */
        post: operations["acknowledgeAlarm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Alarm/repair": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark an open or acknowledged alarm repaired, with a note and the time of the repair
         * @description The repair time defaults to now; it can be neither in the future nor before the alarm was raised (1001).
         *     An alarm already repaired answers 1009.
         */
        post: operations["repairAlarm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Pile/lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Installed chargers, across the network or of one station */
        post: operations["listPiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Pile/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One charger with its station, ports and whitelist */
        post: operations["getPile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Pile/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a charger to a station as a draft (temporary store), with one port per connector
         * @description The operator defaults to the station's. Ports get the connector type given (default Type 2 for AC,
         *     CCS2 for DC) and default voltage limits (190–250 V AC, 200–1000 V DC).
         */
        post: operations["addPile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Pile/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a charger; its serial number and number of ports are fixed once it has gone live
         * @description The serial number and `connectors` can change only while the charger is not approved and has no
         *     charging history (1009 otherwise). Power and connector type apply to every port.
         */
        post: operations["editPile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Pile/del": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a charger with no charging history while none of its ports is in a session
         * @description Its alarms stay in the station's history, no longer linked to the charger.
         */
        post: operations["deletePile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Pile/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit a draft or rejected charger for audit (submit / resubmit); it must be installed at a station */
        post: operations["submitPile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Pile/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve (goes live) or reject (with a reason) a charger under review
         * @description On approval the simulated device connects: the charger comes online and its ports become available.
         */
        post: operations["auditPile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Pile/remote_restart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a remote restart to a live, connected charger
         * @description Refused (1009) while the charger is offline, already restarting or not approved. The charger shows
         *     `restarting` (3) until `restart_until`, 30 s later by the simulator's clock, and is online again after.
         */
        post: operations["restartPile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Pile/white_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The RFID cards a charger accepts while it cannot reach the back office */
        post: operations["getPileWhitelist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Pile/set_white_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace a charger's offline whitelist; only while the charger is online
         * @description Card numbers are 4–32 letters or digits, stored upper-case; a card may appear once (1001 otherwise);
         *     at most 100 cards. Refused (1009) while the charger is offline, restarting or not approved: the list
         *     would be neither saved nor applied.
         */
        post: operations["setPileWhitelist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Pile/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The messages a charger and the back office exchanged, newest first, paged
         * @description Every OCPP 1.6-J message of one charger: what it sent (BootNotification, Heartbeat, StatusNotification,
         *     MeterValues, Authorize, StartTransaction, StopTransaction) and what the back office sent it
         *     (RemoteStartTransaction, RemoteStopTransaction, UnlockConnector, ChangeAvailability, Reset), each CALL with
         *     its CALLRESULT or CALLERROR under the same message id. The backend keeps the last 10,000 of each charger;
         *     older ones are dropped first.
         */
        post: operations["listChargerMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Pile/messages_export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The charger's messages the filters select, as OCPP-J frames one per line (JSON Lines)
         * @description Newest first, at most 10,000 (all a charger keeps). Each line is
         *     `{"at": "<ISO time>", "direction": "...", "frame": [2, "<id>", "<Action>", {...}]}`, the frame as OCPP-J
         *     writes it (`[3, id, payload]` for a CALLRESULT, `[4, id, code, description, details]` for a CALLERROR).
         *     The file is named `pile-<serial>-messages-YYYYMMDD-HHmmss.jsonl` (the network's time).
         */
        post: operations["exportChargerMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Port/lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The ports of one charger, by connector number */
        post: operations["listPorts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Port/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One port with today's energy, sessions and charging minutes */
        post: operations["getPort"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Port/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rename a port (its alias, e.g. the bay painted on the ground); empty clears it */
        post: operations["editPort"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Port/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a port out of service (inoperative, with a reason) or put it back (operative)
         * @description An inoperative port takes no session and shows as unavailable everywhere until it is made operative again.
         *     A port with a session in progress is refused (1009): stop the session first. Making a port operative that
         *     already is changes nothing.
         */
        post: operations["setPortAvailability"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Port/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Release a stuck connector, as the charger's unlock command does
         * @description The charger must be online (1009 otherwise) and the port not charging (1009: stop the session first). A car
         *     still plugged in after charging is released and its session ends, billed as it stands.
         */
        post: operations["unlockPort"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Port/voltage_limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a port's voltage limits (100–1000 V, lower below upper) */
        post: operations["setPortVoltageLimits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Customer/lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Customers with their balance and number of cards */
        post: operations["listCustomers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Customer/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One customer with balance, cards, the 20 most recent orders and journal entries, and lifetime totals */
        post: operations["getCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Customer/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enable (1) or disable (0) a customer account; a disabled account cannot be bound to cards */
        post: operations["setCustomerStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Equipment/lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The inventory, installed and in stock */
        post: operations["listEquipment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Equipment/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One device with its ports and, when installed, its station */
        post: operations["getEquipment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Equipment/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a device to stock, with one port per connector */
        post: operations["addEquipment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Equipment/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a device; same rules as changing a charger */
        post: operations["editEquipment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Equipment/del": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a device in stock that has no charging history */
        post: operations["deleteEquipment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Equipment/install": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Install a device from stock at a station; it becomes a draft charger there
         * @description The device keeps its operator, or takes the station's when it has none.
         */
        post: operations["installEquipment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Equipment/uninstall": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a device back into stock while none of its ports is in a session
         * @description The device goes offline, leaves the station and returns to draft: installing it again needs a new
         *     audit. Its charging history stays with the station where it happened.
         */
        post: operations["uninstallEquipment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Journal/lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Journal entries, filtered, newest first, paged
         * @description `total` counts at most 10,000 matching entries; `total_capped` says more match.
         */
        post: operations["listJournalEntries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Journal/adjust": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Credit or debit a customer's balance by hand, with a reason
         * @description Writes a journal entry of type 5 (adjustment) whose remark is the reason: positive for a credit, negative
         *     for a debit. A debit never takes the balance below zero (1009 names the balance).
         */
        post: operations["adjustCustomerBalance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Journal/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A statement of a month or any range of days for a station, an operator or the whole network, as an XLSX workbook
         * @description The orders started in the month (the network's days and zone), one row per day, then one per station, with
         *     sessions, energy, fees by component (energy, service, idle), gross income, refunds and net income, each
         *     sheet closed by a total row. The totals equal the income statistics of the same month and station
         *     (`getIncomeStatistics` by month): both count an order and its refunds on the day it started. The day sheet
         *     also shows, in its last column, the
         *     refunds given on each day (whatever month their order started in). A third sheet lists every refund given
         *     in the month or of an order started in it: when given, the order and its start, the station, the amount,
         *     the reason, and which of its two days the month holds (the order's day and the day given, the day given
         *     only, or the order's day only: only the order's day counts in the income). Headings are in the
         *     request's language, times in the network's zone, amounts in its currency. Named
         *     `statement-YYYY-MM[-station-CODE|-operator-ID].xlsx`. `station_id` and `operator_id` are not sent together.
         *     Instead of `month`, `from` and `to` (network days, at most 731 of them; a day, a week, any range) make the
         *     statement of those days, named `statement-FROM_TO….xlsx` (`daily-close` capability); `month` or both of
         *     `from` and `to` are sent, not both kinds.
         */
        post: operations["exportStatement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Journal/totals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The count and sums by type of the journal entries the list's filters select */
        post: operations["getJournalTotals"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Close/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A network day's or a range's money figures, by station and start mode, with its closed days
         * @description The figures as they stand now for the network days `from`–`to` (the network's zone), by station and start
         *     mode; the days of the range that were closed, each with its figures as recorded at the close, who closed it
         *     and when, and what changed it afterwards ("after close": refunds of its orders and orders of it paid after
         *     the close, each booked on its own day). A range is at most 731 days.
         */
        post: operations["getDayClose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Close/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close a network day that has ended, recording its figures with who closed it and when
         * @description Records the day's figures as they stand; they never change afterwards. A day that has not ended yet in the
         *     network's zone cannot be closed (1009), nor a day closed already (1008). Answers the day as `getDayClose`
         *     does.
         */
        post: operations["closeDay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Journal/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The journal entries matching the list filters as an XLSX workbook, headings in the request's language
         * @description At most 100,000 entries; more is refused with 1001, asking to narrow the filters. The file is named
         *     `journal-YYYYMMDD-HHmmss.xlsx` (the network's time). Times in the sheet are in the network's time zone and
         *     amounts in its currency; the headings name both.
         */
        post: operations["exportJournalEntries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Adjustment/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a balance adjustment above one's ceiling; it waits for a second person's approval
         * @description `adjustCustomerBalance` refuses (1009) an adjustment above the adjuster's ceiling for one adjustment or for
         *     the day; this records it instead as a request waiting for someone else holding `money:adjust:approve`.
         *     Nothing moves until then. An unknown customer is 404.
         */
        post: operations["requestBalanceAdjustment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Adjustment/lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adjustment requests, waiting first then newest, paged */
        post: operations["listAdjustmentRequests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Adjustment/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a waiting adjustment request, writing its journal entry
         * @description Only a person other than the requester may approve (1009 otherwise); a request no longer waiting is 1009;
         *     a debit that would take the balance below zero is 1009 and stays waiting.
         */
        post: operations["approveAdjustmentRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Adjustment/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a waiting adjustment request; nothing moves */
        post: operations["rejectAdjustmentRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Operator/lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Operators with their number of stations */
        post: operations["listOperators"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Operator/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One operator, without its secrets */
        post: operations["getOperator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Operator/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an operator; its account must be unused */
        post: operations["addOperator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Operator/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change an operator; an empty or absent secret keeps the current one */
        post: operations["editOperator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Operator/del": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete an operator that runs no station and owns no charger */
        post: operations["deleteOperator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Order/lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Orders, filtered, newest first (or by total or energy), paged
         * @description `total` counts at most 10,000 matching orders; `total_capped` says more match. Narrow the filters (a
         *     station, a customer, a shorter time range) to count them, or page on: every page is served.
         */
        post: operations["listOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Order/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One order with its price breakdown, the card used and its journal entries */
        post: operations["getOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Order/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund a paid order in full or in part, with a reason
         * @description The amount goes back to the customer's balance as a journal entry of type 3 (refund) whose remark is the
         *     reason, and the order counts it in `refunded`. Refunds of one order never add up to more than was paid:
         *     an amount above what is left to refund answers 1001, an order not paid (still charging, or unpaid) 1009.
         *     A refund counts against the income of the day its order started, so statistics and statements show income
         *     net of refunds for the same days as the orders; the statement also lists it on the day it was given,
         *     labelled. The order's `refund_state` reads partial, then full once nothing is left to refund.
         */
        post: operations["refundOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Order/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The orders matching the list filters as an XLSX workbook, headings in the request's language
         * @description At most 100,000 orders; more is refused with 1001, asking to narrow the filters. The file is named
         *     `orders-YYYYMMDD-HHmmss.xlsx` (the network's time). Times in the sheet are in the network's time zone and
         *     amounts in its currency; the headings name both.
         */
        post: operations["exportOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Order/totals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The count and sums of the orders the list's filters select
         * @description The same filters as `listOrders`, counted and summed over every matching order (not capped): gross is the
         *     orders' bills, refunded what was refunded of them whenever given, net the difference.
         */
        post: operations["getOrderTotals"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/PriceTemplate/lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Price templates with the number of stations using each */
        post: operations["listPriceTemplates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/PriceTemplate/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every template as id and name, for selection; empty until one is set up */
        post: operations["listPriceTemplateOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/PriceTemplate/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One template */
        post: operations["getPriceTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/PriceTemplate/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a template */
        post: operations["addPriceTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/PriceTemplate/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a template; every station using it charges the new prices from the next session
         * @description The answer's `affected_stations` says how many stations were repriced.
         */
        post: operations["editPriceTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/PriceTemplate/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What proposed fees would do to the stations using a template, before the change is saved
         * @description The finished sessions of the last 30 days (the network's days, up to now) at every station charging with
         *     the template, each priced twice by the same pricing rule as a finished session (minute by minute at the
         *     time-of-use period it falls in, in the network's zone): with the template's current fees and periods
         *     (`before`) and with the proposed ones (`after`). Per station and in total: sessions, energy, income before
         *     and after, and the difference. `typical` prices one session both ways: the median energy, charging time and
         *     idle time of those sessions, starting when the session of median energy started, or a reference session
         *     (20 kWh, 1 hour of charging, 20 idle minutes, from noon today) when there are none. Nothing is changed.
         */
        post: operations["previewPriceTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/PriceTemplate/del": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a template no station uses */
        post: operations["deletePriceTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Station/set_price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Choose the price template a station charges with (the price-setting tab) */
        post: operations["setStationPriceTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Rfid/lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** RFID cards with the bound customer and station, newest first */
        post: operations["listRfidCards"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Rfid/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add one unbound card to the stock
         * @description The card number is stored in upper case; it must not exist yet (1008).
         */
        post: operations["addRfidCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Rfid/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import cards from an XLS or XLSX sheet and answer a report per row
         * @description The first sheet is read; its first row names the columns: `card_no` (or "card number", "卡号") and,
         *     optionally, `account` (or "账号", "compte") to bind the card to that registered customer, which sends the
         *     customer a notice. At most 2 MB and 1000 card rows. Every valid row is inserted in one transaction;
         *     a row is `skipped` when its card is repeated in the file or already exists, `failed` when its card number
         *     is malformed or its account is unknown or disabled. File-level problems (not a workbook, empty, too
         *     large, no card column, too many rows) answer 1001 and import nothing.
         */
        post: operations["importRfidCards"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Rfid/bind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bind an unbound card to a registered customer account and e-mail the customer a notice
         * @description An unknown or disabled account answers 1001 'Account invalid'; a card bound already answers 1008
         *     'Charger has already bound to {account}' (unbind it first).
         */
        post: operations["bindRfidCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Rfid/unbind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unbind a card from its customer and e-mail the customer a notice */
        post: operations["unbindRfidCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Rfid/create_account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account for a card holder who has none, bind the card and e-mail a request for consent
         * @description The new customer's consent stays pending (`consent` 0) until they accept.
         */
        post: operations["createRfidAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Station/lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stations, filtered, sorted and paged */
        post: operations["listStations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Station/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One station with its operation, equipment and price figures */
        post: operations["getStation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Station/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a station as a draft (the spec's "temporary store") */
        post: operations["addStation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Station/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a station's details */
        post: operations["editStation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Station/del": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a station that has no chargers and no orders */
        post: operations["deleteStation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Station/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit a draft or rejected station for audit (submit / resubmit) */
        post: operations["submitStation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Station/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve (goes live) or reject (with a reason) a station under review */
        post: operations["auditStation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Station/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enable (operating) or disable (suspended) a live station */
        post: operations["setStationStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Station/load_balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the load-balancing upper limit and adjustment period; every change is kept in the history */
        post: operations["setStationLoadBalance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Station/load_history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Load-balancing changes of a station, newest first */
        post: operations["listStationLoadHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Statistics/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Network state, totals and averages of a date range, and its breakdown by day, type, start mode and station
         * @description Without a range, the last 30 days up to today.
         */
        post: operations["getOverview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Statistics/income": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Income of a date range by day, ISO week (starting Monday) or month, with its fee breakdown
         * @description Without a range, the last 30 days up to today; periods without orders are listed with zeros.
         */
        post: operations["getIncomeStatistics"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Statistics/income_by_station": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Income of a date range per station, largest first, paged */
        post: operations["listIncomeByStation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/User/lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** System users, filtered and paged, newest first */
        post: operations["listUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/User/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One system user */
        post: operations["getUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/User/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an enabled user with a role and an md5 password */
        post: operations["addUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/User/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a user's details and role (not the username, not the password)
         * @description Refused with 1009 when it would leave no enabled user holding `*:*:*`.
         */
        post: operations["editUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/User/del": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a user and end their sessions
         * @description Never yourself (1009), never the last enabled user holding `*:*:*` (1009), never a user whose name is on the
         *     books (who requested or decided an adjustment, closed a day or stopped a session: 1008; disable them instead).
         */
        post: operations["deleteUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/User/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enable (1) or disable (0) a user; disabling ends the user's sessions
         * @description Never yourself (1009), never the last enabled user holding `*:*:*` (1009).
         */
        post: operations["setUserStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/User/reset_password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new md5 password for a user; the user's other sessions end */
        post: operations["resetUserPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Role/lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Roles with the number of users holding each */
        post: operations["listRoles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Role/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every role as id and name, for the user form and the user filter */
        post: operations["listRoleOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Role/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One role with its permissions */
        post: operations["getRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Role/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a role
         * @description Permissions are `*:*:*`, `area:*:*`, `area:entity:*` or action strings of `x-permissions`; others answer 1001.
         */
        post: operations["addRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Role/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a role; its users hold the new permissions from their next call
         * @description Refused with 1009 when it would leave no enabled user holding `*:*:*`.
         */
        post: operations["editRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Role/del": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a role no user holds (1008 otherwise) */
        post: operations["deleteRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Role/permission_tree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Every grantable permission as a tree (all → area → entity → action) for the role editor
         * @description A node's `key` is the string a role stores to grant it: `*:*:*`, `operator:*:*`, `operator:station:*`,
         *     `operator:station:list`. Labels are English; the web app translates them by key.
         */
        post: operations["getPermissionTree"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/OperationLog/lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Recorded mutating calls, newest first, with their parameters (secrets masked) and result */
        post: operations["listOperationLogs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description station_status dictionary: 0 draft, 1 under review, 2 rejected, 3 operating, 4 suspended, 5 under construction
         * @enum {integer}
         */
        StationStatus: 0 | 1 | 2 | 3 | 4 | 5;
        /**
         * @description audit_status dictionary, a charger's onboarding: 0 draft, 1 under review, 2 rejected, 3 approved (only approved chargers are live)
         * @enum {integer}
         */
        AuditStatus: 0 | 1 | 2 | 3;
        /**
         * @description pile_status dictionary: 0 offline, 1 online, 2 fault, 3 restarting
         * @enum {integer}
         */
        ChargerStatus: 0 | 1 | 2 | 3;
        /**
         * @description port_status dictionary: 0 unavailable, 1 available, 2 preparing, 3 charging, 4 finishing, 5 faulted
         * @enum {integer}
         */
        PortStatus: 0 | 1 | 2 | 3 | 4 | 5;
        /**
         * @description charger_type dictionary: 1 AC, 2 DC
         * @enum {integer}
         */
        ChargerType: 1 | 2;
        /**
         * @description alarm_status dictionary: 0 open, 1 acknowledged, 2 repaired
         * @enum {integer}
         */
        AlarmStatus: 0 | 1 | 2;
        /**
         * @description user_status dictionary, for customers and system users: 0 disabled, 1 enabled
         * @enum {integer}
         */
        AccountStatus: 0 | 1;
        /**
         * @description order_status dictionary: 1 charging, 2 finished (unpaid), 3 paid
         * @enum {integer}
         */
        OrderStatus: 1 | 2 | 3;
        /**
         * @description journal_type dictionary: 1 top-up, 2 charging payment, 3 refund, 4 pre-authorization, 5 adjustment
         * @enum {integer}
         */
        JournalType: 1 | 2 | 3 | 4 | 5;
        /**
         * @description Both occur on the legacy backend; clients accept either.
         * @enum {integer|string}
         */
        SuccessCode: 200 | "100000";
        /**
         * @description 401 no or unknown session; 1005 expired session; 403 permission denied; 404 missing record;
         *     1001 invalid input; 1002 wrong or expired captcha; 1003 wrong account or password (a disabled account
         *     too); 1004 too many failed sign-ins, or the server too busy checking passwords (`retry_after` seconds); 1006 account disabled; 1007 old password wrong; 1008 conflicts with an existing record
         *     (duplicate, still in use); 1009 not allowed in the record's current state; 1010 the port cannot start a
         *     session now; 1011 the driver cannot be authorized; 1012 the balance is below the station's minimum;
         *     500 server fault.
         * @enum {integer}
         */
        ErrorCode: 401 | 403 | 404 | 500 | 1001 | 1002 | 1003 | 1004 | 1005 | 1006 | 1007 | 1008 | 1009 | 1010 | 1011 | 1012;
        ErrorAnswer: {
            code: components["schemas"]["ErrorCode"];
            msg: string;
            data: components["schemas"]["ErrorData"] | null;
        };
        Md5Hex: string;
        /** @description Paging of list calls, sent as `pageinfo[page]` and `pageinfo[perpage]`. */
        PageInfo: {
            /**
             * page
             * @default 1
             */
            page?: number;
            /**
             * page size
             * @default 20
             */
            perpage?: number;
        };
        /**
         * sort order
         * @default desc
         * @enum {string}
         */
        SortOrder: "asc" | "desc";
        /**
         * Format: money
         * @description Dollars with at most two decimals, as a string (`"12.50"`): no sign, no leading zero (`"00000000000"` is
         *     refused), empty only where the field is optional.
         */
        Money: string;
        /**
         * Format: email
         * @description An e-mail address as the server reads it: a local part without spaces, quotes or `<>()[]\,;:@` (dots only
         *     between characters), `@`, and a host name with a top-level domain of two letters or more or an IPv4 literal
         *     (`[192.0.2.1]`); empty only where the field is optional.
         */
        Email: string;
        IdParams: {
            /** id */
            id: number;
        };
        ValidationIssue: {
            field: string;
            message: string;
        };
        /** @description Present on invalid input (1001) and when sign-in is throttled (1004) */
        ErrorData: {
            errors?: components["schemas"]["ValidationIssue"][];
            /** @description Seconds until sign-in is allowed again */
            retry_after?: number;
        };
        EmptyOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: null;
        };
        LoginParams: {
            /** account */
            account: string;
            /** password */
            pwd: components["schemas"]["Md5Hex"];
            /** captcha */
            code: string;
            /**
             * login type
             * @enum {integer}
             */
            type: 2;
        };
        MenuMeta: {
            title: string;
            title_en?: string;
            title_fr?: string;
            "title_zh-cn"?: string;
            icon?: string;
            /** @description Permission needed to see the item */
            role?: string;
            tagAffix?: boolean;
            noCache?: boolean;
        };
        MenuItem: {
            path: string;
            component?: string;
            redirect?: string;
            hidden?: boolean;
            meta: components["schemas"]["MenuMeta"];
            children?: components["schemas"]["MenuItem"][];
        };
        RoleGrant: {
            role_id: number;
            role_name: string;
            login_token: string;
            /** @description Comma-separated action strings; `*:*:*` grants all */
            action_list: string;
        };
        SessionUser: {
            account_id: number;
            real_name: string;
            name: string;
            /** @enum {integer} */
            is_admin: 0 | 1;
            action_list: string;
            role_list: components["schemas"]["RoleGrant"][];
            menu: components["schemas"]["MenuItem"][];
            network?: components["schemas"]["NetworkSettings"];
        };
        /**
         * @description A named group of extensions of the legacy API (see `x-capabilities`).
         * @enum {string}
         */
        Capability: "discovery" | "sessions" | "port-control" | "timeline" | "map" | "money-corrections" | "price-preview" | "statements" | "network-settings" | "equipment-status-filter" | "people-search" | "live-push" | "training" | "uptime" | "permission-wildcards" | "daily-close" | "list-totals" | "remote-start" | "charger-log";
        Capabilities: {
            /** @description The capabilities offered, each once. A client ignores a name it does not know (an extension of a newer backend). */
            capabilities: components["schemas"]["Capability"][];
        };
        CapabilitiesOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: components["schemas"]["Capabilities"];
        };
        /** @description The network's own day and money, set by its backend. Every day boundary (statistics, list date filters, a port's today figures, exports) follows `time_zone`; money is in `currency`. A backend that does not send it (the legacy PHP backend) leaves the web app on the browser's zone and USD. */
        NetworkSettings: {
            /**
             * @description IANA time zone name
             * @example America/Toronto
             */
            time_zone: string;
            /**
             * @description ISO 4217 currency code
             * @example CAD
             */
            currency: string;
        };
        LoginData: components["schemas"]["SessionUser"] & {
            login_token: string;
            /** @description Seconds of inactivity after which the session expires */
            expires_in: number;
        };
        LoginOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: components["schemas"]["LoginData"];
        };
        CurrentUser: components["schemas"]["SessionUser"] & components["schemas"]["Profile"];
        CurrentUserOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: components["schemas"]["CurrentUser"];
        };
        ChangePasswordParams: {
            /** old password */
            oldPwd: components["schemas"]["Md5Hex"];
            /** new password */
            pwd: components["schemas"]["Md5Hex"];
            /** account */
            id: number;
        };
        Profile: {
            username: string;
            nickname: string;
            email: string;
            phone: string;
            role_name: string;
            /** @description ISO 8601 time of the previous sign-in */
            last_login_at: string | null;
            created_at: string;
        };
        ProfileParams: {
            /** nickname */
            nickname: string;
            /** email */
            email?: components["schemas"]["Email"];
            /** phone */
            phone?: string;
        };
        ProfileOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: components["schemas"]["Profile"];
        };
        FileInfoParams: {
            /** file path */
            file_rel_path: string;
        };
        FileInfo: {
            rel_path: string;
            url: string;
            name: string;
            /** @description Bytes */
            size: number;
            mime: string;
            created_at: string;
        };
        FileInfoOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: components["schemas"]["FileInfo"];
        };
        /** @enum {string} */
        DictionaryKey: "bool" | "user_status" | "station_status" | "station_type" | "pile_status" | "port_status" | "alarm_status" | "alarm_level" | "alarm_source" | "order_start_mode" | "order_status" | "journal_type" | "fee_type" | "connector_type" | "charger_type" | "audit_status" | "operator_type" | "card_status";
        DictionaryEntry: {
            id: number | string;
            name: string;
            color?: string;
            children?: components["schemas"]["DictionaryEntry"][];
        };
        DictionaryOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: components["schemas"]["DictionaryEntry"][];
        };
        AlarmListParams: {
            /** alarm status */
            status?: components["schemas"]["AlarmStatus"];
            /**
             * alarm level
             * @description alarm_level dictionary
             * @enum {integer}
             */
            level?: 1 | 2 | 3;
            /**
             * alarm source
             * @description alarm_source dictionary
             * @enum {string}
             */
            source?: "pile" | "port" | "station";
            /** station */
            station_id?: number;
            /** charger */
            pile_id?: number;
            /**
             * raised from
             * @description Alarms raised at or after this time
             */
            raised_from?: components["schemas"]["RecordTime"];
            /**
             * raised until
             * @description Alarms raised at or before this time (a day includes the whole day)
             */
            raised_to?: components["schemas"]["RecordTime"];
        };
        AlarmRepairParams: {
            /** id */
            id: number;
            /** repair note */
            note: string;
            /**
             * repair time
             * @description When the repair was done; now when empty
             */
            repaired_at?: components["schemas"]["RecordTime"];
        };
        Alarm: {
            id: number;
            status: components["schemas"]["AlarmStatus"];
            /** @description alarm_level dictionary (1 info, 2 warning, 3 critical) */
            level: number;
            /** @description alarm_source dictionary (pile, port, station) */
            source: string;
            code: string;
            message: string;
            station_id: number | null;
            station_name: string | null;
            pile_id: number | null;
            pile_serial: string | null;
            pile_name: string | null;
            port_id: number | null;
            port_code: string | null;
            raised_at: string;
            acknowledged_at: string | null;
            /** @description Username of who acknowledged it */
            acknowledged_by: string | null;
            repaired_at: string | null;
            /** @description Username of who marked it repaired */
            repaired_by: string | null;
            repair_note: string;
        };
        AlarmOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: components["schemas"]["Alarm"];
        };
        AlarmPageOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: {
                items: components["schemas"]["Alarm"][];
                total: number;
            };
        };
        AlarmCountOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: components["schemas"]["AlarmCounts"];
        };
        /** @description Alarms not yet repaired, for the header badge */
        AlarmCounts: {
            /** @description Alarms nobody has acknowledged yet */
            open: number;
            /** @description Alarms acknowledged and not yet repaired */
            acknowledged: number;
        };
        ChargerInput: {
            /** serial number */
            equipmentid: string;
            /** charger name */
            equipmentname: string;
            /** charger type */
            equipmenttype: components["schemas"]["ChargerType"];
            /** manufacturer id */
            manufacturerid?: string;
            /** manufacturer */
            manufacturername?: string;
            /** model */
            equipmentmodel?: string;
            /**
             * ownership
             * @enum {integer}
             */
            ownstatus?: 0 | 1;
            /**
             * power
             * @description kW
             */
            power: number;
            /**
             * current
             * @description A
             */
            current?: number;
            /**
             * production date
             * @description A calendar day of 2000–2099 (YYYY-MM-DD), one that exists; empty means not set
             */
            productiondate?: string;
            /** operator */
            operatorid?: number;
            /** number of ports */
            connectors: number;
            /**
             * connector type
             * @description connector_type dictionary; applies to every port
             */
            connecttype?: number;
            /** charging protocol */
            charge_model?: string;
            /**
             * payment terminal
             * @enum {integer}
             */
            has_pos?: 0 | 1;
        };
        ChargerListParams: {
            /** station */
            stationid?: number;
            /**
             * keyword
             * @description Part of the serial number or name
             */
            keyword?: string;
            /** status */
            status?: components["schemas"]["ChargerStatus"];
            /** charger type */
            equipmenttype?: components["schemas"]["ChargerType"];
            /** manufacturer */
            manufacturername?: string;
            /** audit status */
            audit_status?: components["schemas"]["AuditStatus"];
            /**
             * sort field
             * @default created_at
             * @enum {string}
             */
            sort?: "created_at" | "equipmentid" | "equipmentname" | "status" | "power";
            order?: components["schemas"]["SortOrder"];
        };
        WhitelistParams: {
            /** id */
            id: number;
            /**
             * offline whitelist
             * @description Each card once; the server also refuses a card repeated in another case (`rf001…` and `RF001…`)
             */
            white_list: string[];
        };
        ChargerStation: {
            id: number;
            StationID: string;
            StationName: string;
            StationStatus: components["schemas"]["StationStatus"];
        };
        ChargerRow: {
            id: number;
            /** @description Serial number */
            equipmentid: string;
            equipmentname: string;
            equipmenttype: components["schemas"]["ChargerType"];
            stationid: number;
            station_name: string;
            manufacturerid: string;
            manufacturername: string;
            equipmentmodel: string;
            ownstatus: number;
            status: components["schemas"]["ChargerStatus"];
            /** @description Connected to the back office (online or reporting a fault) */
            online: boolean;
            /** @description While restarting, when it is expected back */
            restart_until: string | null;
            /** @description kW */
            power: number;
            /** @description A */
            current: number;
            connectors: number;
            operatorid: number | null;
            audit_status: components["schemas"]["AuditStatus"];
            ports_available: number;
            /** @description Ports preparing, charging or finishing */
            ports_charging: number;
            createddate: string;
        };
        ChargerDetail: {
            id: number;
            equipmentid: string;
            equipmentname: string;
            equipmenttype: components["schemas"]["ChargerType"];
            /** @description Null while the device is in stock */
            stationid: number | null;
            station_name: string | null;
            station: components["schemas"]["ChargerStation"] | null;
            manufacturerid: string;
            manufacturername: string;
            equipmentmodel: string;
            ownstatus: number;
            status: components["schemas"]["ChargerStatus"];
            online: boolean;
            restart_until: string | null;
            last_heartbeat: string | null;
            power: number;
            current: number;
            productiondate: string;
            operatorid: number | null;
            operator_name: string | null;
            connectors: number;
            createddate: string;
            updated_at: string;
            white_list: string[];
            charge_model: string;
            has_pos: number;
            audit_status: components["schemas"]["AuditStatus"];
            audit_reason: string;
            submitted_at: string | null;
            audited_at: string | null;
            ports: components["schemas"]["Port"][];
        };
        Port: {
            id: number;
            /** @description What its session draws now, kW (0 without one, or from a silent charger) */
            power_now_kw?: number;
            /** @description The charger's serial number and the connector number */
            chargerid: string;
            /** @description Since when an operator has held it out of service */
            inoperative_since?: string | null;
            /** @description Why it is out of service; empty otherwise */
            inoperative_reason?: string;
            /** @description The session in progress on it, if any */
            session_id?: number | null;
            aliasname: string;
            chargerstatus: components["schemas"]["PortStatus"];
            connector_no: number;
            /** @description connector_type dictionary */
            connecttype: number;
            /** @description kW */
            power: number;
            /** @description V */
            voltageupperlimits: number;
            /** @description V */
            voltagelowerlimits: number;
            /** @description Energy delivered today in kWh */
            todaypower: number;
            /** @description Charging sessions started today */
            todaytime: number;
            /** @description Minutes spent charging today */
            todaymin: number;
            createdate: string;
            stationid: number | null;
            station_name: string | null;
            /** @description The charger's serial number */
            equipmentid: string;
            equipmentname: string;
            pile_id: number;
            pile_status: components["schemas"]["ChargerStatus"];
        };
        PileWhitelist: {
            id: number;
            equipmentid: string;
            status: components["schemas"]["ChargerStatus"];
            /** @description Whether the whitelist can be changed now (approved, and online or reporting a fault) */
            editable: boolean;
            white_list: string[];
            max_cards: number;
        };
        ChargerPageOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: {
                items: components["schemas"]["ChargerRow"][];
                total: number;
            };
        };
        ChargerDetailOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: components["schemas"]["ChargerDetail"];
        };
        PileWhitelistOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: components["schemas"]["PileWhitelist"];
        };
        PortOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: components["schemas"]["Port"];
        };
        PortPageOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: {
                items: components["schemas"]["Port"][];
                total: number;
            };
        };
        /** @description A calendar day of 2000–2099 that exists, in the network's time zone (see NetworkSettings), YYYY-MM-DD; empty means not set */
        CustomerDate: string;
        CustomerListParams: {
            /**
             * keyword
             * @description Part of the account, name, e-mail or phone. The simulator also finds part of a card number, accents and case aside, from three characters (a shorter text finds the whole account or card number)
             */
            keyword?: string;
            /** status */
            status?: components["schemas"]["AccountStatus"];
            /**
             * registered from
             * @description First day, inclusive
             */
            created_from?: components["schemas"]["CustomerDate"];
            /**
             * registered until
             * @description Last day, inclusive
             */
            created_to?: components["schemas"]["CustomerDate"];
            /**
             * sort field
             * @default created_at
             * @enum {string}
             */
            sort?: "created_at" | "account";
            order?: components["schemas"]["SortOrder"];
        };
        CustomerRow: {
            id: number;
            account: string;
            name: string;
            email: string;
            phone: string;
            status: components["schemas"]["AccountStatus"];
            /** @description 0 pending (account created by an operator), 1 given */
            consent: number;
            balance: components["schemas"]["Money"];
            /** @description Cards bound to the customer */
            cards: number;
            /** @description ISO 8601 */
            created_at: string;
        };
        CustomerCard: {
            id: number;
            card_no: string;
            status: number;
            station_id: number | null;
            station_name: string | null;
            bound_at: string | null;
        };
        CustomerRecentOrder: {
            id: number;
            order_no: string;
            station_id: number;
            station_name: string;
            /** @description 1 charging, 2 finished (unpaid), 3 paid */
            status: number;
            /** @description order_start_mode dictionary */
            start_mode: number;
            started_at: string;
            ended_at: string | null;
            duration_minutes: number;
            energy_kwh: number;
            total: components["schemas"]["Money"];
            refund_state?: components["schemas"]["OrderRefundState"];
        };
        CustomerTotals: {
            /** @description Every order of the customer */
            orders: number;
            energy_kwh: number;
            /** @description Sum of paid orders */
            spent: components["schemas"]["Money"];
        };
        CustomerDetail: components["schemas"]["CustomerRow"] & {
            updated_at: string;
            card_list: components["schemas"]["CustomerCard"][];
            /** @description The 20 most recent orders, newest first */
            recent_orders: components["schemas"]["CustomerRecentOrder"][];
            /** @description The 20 most recent money journal entries (payments, top-ups, refunds, adjustments), newest first */
            recent_journal?: components["schemas"]["JournalRow"][];
            totals: components["schemas"]["CustomerTotals"];
        };
        CustomerPageOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: {
                items: components["schemas"]["CustomerRow"][];
                total: number;
            };
        };
        CustomerDetailOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: components["schemas"]["CustomerDetail"];
        };
        EquipmentListParams: {
            /**
             * installation
             * @description 1 installed at a station, 0 in stock
             * @enum {integer}
             */
            installed?: 0 | 1;
            /** station */
            stationid?: number;
            /**
             * charger status
             * @description pile_status: the overview's tiles open the chargers in fault or offline
             */
            status?: components["schemas"]["ChargerStatus"];
            /** manufacturer */
            manufacturername?: string;
            /** model */
            equipmentmodel?: string;
            /** charger type */
            equipmenttype?: components["schemas"]["ChargerType"];
            /**
             * keyword
             * @description Part of the serial number or name
             */
            keyword?: string;
        };
        EquipmentRow: {
            id: number;
            equipmentid: string;
            equipmentname: string;
            equipmenttype: components["schemas"]["ChargerType"];
            manufacturerid: string;
            manufacturername: string;
            equipmentmodel: string;
            power: number;
            current: number;
            connectors: number;
            productiondate: string;
            ownstatus: number;
            operatorid: number | null;
            stationid: number | null;
            station_name: string | null;
            installed: boolean;
            status: components["schemas"]["ChargerStatus"];
            audit_status: components["schemas"]["AuditStatus"];
            createddate: string;
        };
        EquipmentPageOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: {
                items: components["schemas"]["EquipmentRow"][];
                total: number;
            };
        };
        JournalListParams: {
            /**
             * journal type
             * @description journal_type dictionary
             * @enum {integer}
             */
            type?: 1 | 2 | 3 | 4 | 5;
            /**
             * customer account
             * @description The whole customer account
             */
            account?: string;
            /**
             * entry number
             * @description The whole entry number
             */
            entry_no?: string;
            /**
             * order number
             * @description The whole order number
             */
            order_no?: string;
            /**
             * recorded from
             * @description Entries recorded at or after this time
             */
            created_from?: components["schemas"]["RecordTime"];
            /**
             * recorded until
             * @description Entries recorded at or before this time (a day includes the whole day)
             */
            created_to?: components["schemas"]["RecordTime"];
        };
        JournalRow: {
            id: number;
            entry_no: string;
            type: components["schemas"]["JournalType"];
            customer_id: number;
            account: string;
            /** @description Dollars; negative when money left the balance */
            amount: string;
            /** @description The customer's balance after this entry, in dollars */
            balance_after: string;
            order_id: number | null;
            order_no: string | null;
            remark: string;
            created_at: string;
        };
        JournalPageOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: {
                items: components["schemas"]["JournalRow"][];
                /** @description Matching entries, counted up to 10,000 */
                total: number;
                /** @description More entries match than `total` says */
                total_capped: boolean;
            };
        };
        OperatorListParams: {
            /**
             * operator name
             * @description Part of the name, account or company
             */
            name?: string;
            /**
             * operator type
             * @enum {integer}
             */
            type?: 1 | 2 | 3;
        };
        OperatorInput: {
            /** operator name */
            name: string;
            /**
             * operator account
             * @description 2 to 32 letters, digits and . _ -
             */
            account: string;
            /**
             * secret
             * @description Write-only; on edit, empty or absent keeps the current secret
             */
            secret?: string;
            /**
             * message secret
             * @description Write-only; 16 printable characters (AES-128 key); on edit, empty keeps the current one
             */
            message_secret?: string;
            /**
             * initialization vector
             * @description Write-only; 16 printable characters; on edit, empty keeps the current one
             */
            message_iv?: string;
            /** company */
            company?: string;
            /**
             * operator type
             * @description 1 charge point operator, 2 e-mobility service provider, 3 both
             * @enum {integer}
             */
            type: 1 | 2 | 3;
            /** contact person */
            contact_person?: string;
            /** contact phone */
            contact_phone?: string;
            /** emergency contact */
            emergency_contact?: string;
            /** description */
            description?: string;
            /** logo */
            logo?: string;
            /**
             * callback address
             * @description http(s) URL the operator's platform is notified at
             */
            callback_url?: string;
        };
        OperatorRow: {
            id: number;
            name: string;
            account: string;
            company: string;
            type: number;
            contact_person: string;
            contact_phone: string;
            /** @description Stations the operator runs */
            stations: number;
            secret_set: boolean;
            /** @description ISO 8601 */
            created_at: string;
        };
        OperatorDetail: components["schemas"]["OperatorRow"] & {
            emergency_contact: string;
            description: string;
            logo: string;
            callback_url: string;
            message_secret_set: boolean;
            message_iv_set: boolean;
            updated_at: string;
        };
        OperatorPageOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: {
                items: components["schemas"]["OperatorRow"][];
                total: number;
            };
        };
        OperatorDetailOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: components["schemas"]["OperatorDetail"];
        };
        /**
         * @description An ISO 8601 date and time with a zone (`2026-03-01T08:30:00Z`, `2026-03-01T08:30:00-05:00`), or a calendar
         *     day (`2026-03-01`, a day of the network's time zone). A day as the end of a range includes the whole day.
         *     Empty means not set.
         */
        RecordTime: string;
        OrderListParams: {
            /**
             * order number
             * @description The whole order number
             */
            order_no?: string;
            /**
             * customer account
             * @description The whole customer account
             */
            account?: string;
            /**
             * keyword
             * @description Part of the customer's name, account, e-mail, phone or card number, accents and case aside (three characters or more; a shorter text finds the whole account or card number)
             */
            keyword?: string;
            /** station */
            station_id?: number;
            /** charging port */
            port_id?: number;
            /**
             * start mode
             * @description order_start_mode dictionary
             * @enum {integer}
             */
            start_mode?: 1 | 2 | 3 | 4;
            /**
             * order status
             * @description order_status dictionary
             * @enum {integer}
             */
            status?: 1 | 2 | 3;
            /**
             * refund state
             * @description Orders refunded in full, in part, or not at all
             */
            refund_state?: components["schemas"]["OrderRefundState"];
            /**
             * started from
             * @description Orders started at or after this time
             */
            started_from?: components["schemas"]["RecordTime"];
            /**
             * started until
             * @description Orders started at or before this time (a day includes the whole day)
             */
            started_to?: components["schemas"]["RecordTime"];
            /**
             * sort field
             * @default started_at
             * @enum {string}
             */
            sort?: "started_at" | "total" | "energy";
            order?: components["schemas"]["SortOrder"];
        };
        OrderRow: {
            id: number;
            order_no: string;
            customer_id: number;
            /** @description The customer account that charged */
            account: string;
            station_id: number;
            station_name: string;
            pile_id: number;
            port_id: number;
            /** @description The port's chargerid */
            port_code: string;
            port_alias: string;
            /** @description Minutes of charging */
            duration_minutes: number;
            /** @description Minutes plugged in after charging ended */
            idle_minutes: number;
            energy_kwh: number;
            /** @description Dollars for the energy */
            elect_fee: string;
            /** @description Dollars for the hours of charging */
            service_fee: string;
            /** @description Dollars for the idle minutes beyond the free ones */
            park_fee: string;
            total_fee: string;
            /** @description order_start_mode dictionary */
            start_mode: number;
            status: components["schemas"]["OrderStatus"];
            started_at: string;
            ended_at: string | null;
            paid_at: string | null;
            refund_state?: components["schemas"]["OrderRefundState"];
        };
        OrderPriceLine: {
            /** @enum {string} */
            item: "energy" | "service" | "idle";
            /** @description kWh, hours of charging, or idle minutes beyond the free ones */
            quantity: number;
            /** @enum {string} */
            unit: "kWh" | "h" | "min";
            /** @description Dollars per unit */
            unit_price: string;
            /** @description Dollars, as billed */
            amount: string;
        };
        OrderDetail: components["schemas"]["OrderRow"] & {
            customer_name: string;
            station_code: string;
            pile_serial: string;
            pile_name: string;
            /** @description The RFID card that started the order, if one did */
            card_no: string | null;
            /** @description Idle minutes not charged */
            free_park_minutes: number;
            /** @description The bill by the tariff the order was priced with: energy, service, idle. Each minute of charging is priced at the time-of-use period it falls in, by the network's clock (its time zone, day-saving changes included): a session across a period's end or midnight is split, and the order has one energy line per period it used, in the order it first used them (a flat template is one period, the whole day). The energy is spread evenly over the charging minutes, from when energy began to flow; each period's kWh are whole Wh that sum to the order's energy, each line is rounded to the cent, and the energy lines sum to `elect_fee`. */
            price_lines: components["schemas"]["OrderPriceLine"][];
            end_kind?: components["schemas"]["OrderEndKind"];
            /** @description Username of the operator who stopped or closed it */
            stopped_by?: string | null;
            /** @description Why the operator stopped or closed it; empty otherwise */
            stop_reason?: string;
            /** @description Dollars refunded so far (the sum of its refund entries) */
            refunded?: components["schemas"]["Money"];
            /** @description Dollars that may still be refunded; 0.00 unless the order is paid */
            refundable?: components["schemas"]["Money"];
            /** @description The money journal entries of this order (payment, refunds), oldest first */
            journal: components["schemas"]["JournalRow"][];
        };
        OrderPageOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: {
                items: components["schemas"]["OrderRow"][];
                /** @description Matching orders, counted up to 10,000 */
                total: number;
                /** @description More orders match than `total` says */
                total_capped: boolean;
            };
        };
        OrderDetailOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: components["schemas"]["OrderDetail"];
        };
        PricePeriod: {
            from: string;
            to: string;
            electfee: components["schemas"]["Money"];
        };
        PriceTemplateInput: {
            /** template name */
            name: string;
            /**
             * fee type
             * @enum {integer}
             */
            feetype: 1 | 2;
            /** electricity fee */
            electfee: string & components["schemas"]["Money"];
            /** service fee */
            servicefee: string & components["schemas"]["Money"];
            /** idle fee */
            parkfee: string & components["schemas"]["Money"];
            /**
             * time-of-use periods
             * @description Fee type 2 only: local times `HH:mm` of the network's day that cover it from 00:00 to 24:00 once, without a gap or an overlap (in any order; the last ends at `24:00`), each minute's energy costing its period's `electfee`. Otherwise the answer is 1001 saying what is wrong. Ignored for fee type 1.
             */
            period?: components["schemas"]["PricePeriod"][];
        };
        PriceTemplate: {
            id: number;
            name: string;
            feetype: number;
            /** @description Dollars per kWh */
            electfee: string;
            /** @description Dollars per hour of charging */
            servicefee: string;
            /** @description Dollars per idle minute after the free ones */
            parkfee: string;
            free_park_minutes: number;
            period: components["schemas"]["PricePeriod"][];
            /** @description Stations charging with this template */
            stations: number;
            updated_at: string;
            /** @description On edit, the number of stations whose prices changed */
            affected_stations?: number;
        };
        PriceTemplateOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: components["schemas"]["PriceTemplate"];
        };
        PriceTemplatePageOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: {
                items: components["schemas"]["PriceTemplate"][];
                total: number;
            };
        };
        PriceTemplateOption: {
            id: number;
            name: string;
        };
        PriceTemplateOptionsOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: components["schemas"]["PriceTemplateOption"][];
        };
        /**
         * card number
         * @description 4 to 32 letters and digits
         */
        RfidCardNo: string;
        RfidListParams: {
            /**
             * card number
             * @description Part of the card number
             */
            card_no?: string;
            /**
             * customer account
             * @description Part of the bound account
             */
            account?: string;
            /**
             * bound
             * @description 1 bound to a customer, 0 unbound
             * @enum {integer}
             */
            bound?: 0 | 1;
            /** station */
            station_id?: number;
            /**
             * status
             * @description 1 active, 0 blocked
             * @enum {integer}
             */
            status?: 0 | 1;
        };
        RfidCardInput: {
            card_no: components["schemas"]["RfidCardNo"];
            /**
             * station
             * @description The station the card is issued for
             */
            station_id?: number;
        };
        RfidBindParams: {
            /** id */
            id: number;
            /** customer account */
            account: string;
        };
        RfidAccountParams: {
            /** id */
            id: number;
            /**
             * customer account
             * @description 3 to 64 letters, digits and . _ @ -, starting with a letter or digit
             */
            account: string;
            /** customer name */
            name: string;
            /** email */
            email: components["schemas"]["Email"];
            /** phone */
            phone?: string;
        };
        RfidCard: {
            id: number;
            card_no: string;
            /** @description 1 active, 0 blocked */
            status: number;
            customer_id: number | null;
            /** @description The bound customer's account */
            account: string | null;
            customer_name: string | null;
            station_id: number | null;
            station_name: string | null;
            /** @description ISO 8601 */
            bound_at: string | null;
            /** @description ISO 8601 */
            created_at: string;
        };
        RfidCardPageOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: {
                items: components["schemas"]["RfidCard"][];
                total: number;
            };
        };
        RfidCardOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: components["schemas"]["RfidCard"];
        };
        RfidImportRow: {
            /** @description Row number in the sheet (the header is row 1) */
            row: number;
            card_no: string;
            /** @description Empty when the row names no account */
            account: string;
            /** @enum {string} */
            outcome: "imported" | "skipped" | "failed";
            /** @enum {string|null} */
            reason: "duplicate_in_file" | "already_exists" | "invalid_format" | "unknown_account" | null;
            /** @description The reason in the request's language; empty when imported */
            message: string;
        };
        RfidImportReport: {
            imported: number;
            skipped: number;
            failed: number;
            rows: components["schemas"]["RfidImportRow"][];
        };
        RfidImportOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: components["schemas"]["RfidImportReport"];
        };
        StationListParams: {
            /**
             * station name
             * @description Part of the name or the StationID
             */
            name?: string;
            /** status */
            status?: components["schemas"]["StationStatus"];
            /** station type */
            type?: number;
            /** city */
            city?: string;
            /** operator */
            operator_id?: number;
            /**
             * sort field
             * @default created_at
             * @enum {string}
             */
            sort?: "created_at" | "name" | "status" | "city";
            order?: components["schemas"]["SortOrder"];
        };
        AuditParams: {
            /** id */
            id: number;
            /**
             * decision
             * @enum {integer}
             */
            approve: 0 | 1;
            /** reason */
            reason?: string;
        };
        StationInput: {
            /** station name */
            StationName: string;
            /** station phone */
            StationTel?: string;
            /** station type */
            StationType: number;
            /** service time */
            ServiceTime?: string;
            /** logo */
            Logo?: string;
            /** pictures */
            Pictures?: string[];
            /** longitude */
            StationLng: number;
            /** latitude */
            StationLat: number;
            /** operator */
            OperatorID: number;
            /** remark */
            Remark?: string;
            /** emergency contact */
            Contacts?: string;
            /** phone */
            Phone?: string;
            /** province */
            province?: string;
            /** city */
            city: string;
            /** district */
            district?: string;
            /** address */
            Address: string;
            /**
             * ownership
             * @enum {integer}
             */
            OwnStatus?: 0 | 1;
            /**
             * pre-authorization amount
             * Format: preauth
             * @description Whole dollars from 1 to 100 (`"20"` or `"20.00"`; `"0"` and `"20.50"` are refused)
             */
            MinAmount: string;
            /** stop-charge amount limit */
            MinSCAmount?: components["schemas"]["Money"];
            /**
             * balance reminder
             * @enum {integer}
             */
            MinBalanceAlarm?: 0 | 1;
            /** balance threshold */
            MinBalance?: components["schemas"]["Money"];
            /** loss ratio */
            EC?: number;
            /** total output current */
            TotalCurrent?: number;
        };
        StationRow: {
            id: number;
            StationID: string;
            StationName: string;
            StationTel?: string;
            StationStatus: components["schemas"]["StationStatus"];
            StationType: number;
            city: string;
            district?: string;
            Address: string;
            OperatorID: number;
            operator_name: string;
            /** @description ISO 8601 */
            CreateDate: string;
            /** @description Chargers installed */
            piles: number;
            ports_available: number;
            ports_total: number;
        };
        StationDetail: {
            id: number;
            StationID: string;
            StationName: string;
            StationTel: string;
            StationStatus: components["schemas"]["StationStatus"];
            OwnerStatus: number;
            StationType: number;
            ServiceTime: string;
            Logo: string;
            Pictures: string[];
            StationLng: number;
            StationLat: number;
            CreateDate: string;
            OperatorID: number;
            operator_name: string;
            Remark: string;
            Contacts: string;
            Phone: string;
            province: string;
            city: string;
            district: string;
            Address: string;
            OwnStatus: number;
            MinAmount: string;
            MinSCAmount: string;
            MinBalanceAlarm: number;
            MinBalance: string;
            EC: number;
            TotalCurrent: number;
            /** @description Load-balancing upper limit in kW */
            load_limit: number;
            /** @description Adjustment period in minutes */
            load_period: number;
            price_template_id: number | null;
            price_template_name: string | null;
            audit_reason: string;
            submitted_at: string | null;
            audited_at: string | null;
            figures: components["schemas"]["StationFigures"];
        };
        StationFigures: {
            piles: number;
            piles_online: number;
            piles_offline: number;
            piles_fault: number;
            ports_total: number;
            ports_available: number;
            ports_charging: number;
            ports_faulted: number;
            today_energy_kwh: number;
            today_sessions: number;
            open_alarms: number;
        };
        StationPageOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: {
                items: components["schemas"]["StationRow"][];
                total: number;
            };
        };
        StationDetailOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: components["schemas"]["StationDetail"];
        };
        LoadHistoryEntry: {
            id: number;
            upper_limit: number;
            period: number;
            changed_by: string;
            changed_at: string;
        };
        LoadHistoryPageOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: {
                items: components["schemas"]["LoadHistoryEntry"][];
                total: number;
            };
        };
        /**
         * date
         * Format: date
         * @description A calendar day of the network's time zone, YYYY-MM-DD, in the years 2000–2099 (the books' range); a day
         *     the calendar lacks (2026-02-30) is refused as 1001 too.
         */
        StatisticsDate: string;
        StatisticsRangeParams: {
            from?: components["schemas"]["StatisticsDate"];
            to?: components["schemas"]["StatisticsDate"];
            /** station */
            station_id?: number;
        };
        StatisticsRange: {
            from: string;
            to: string;
        };
        OrderFigures: {
            orders: number;
            /** @description kWh, 3 decimals */
            energy_kwh: number;
            charging_minutes: number;
            /** @description Dollars, the sum of the orders' totals */
            income: string;
            elect_fee: string;
            service_fee: string;
            park_fee: string;
            /** @description Dollars refunded from these orders (counted on the day each order started) */
            refunds?: string;
            /** @description Dollars, income minus refunds */
            net_income?: string;
        };
        NetworkFigures: {
            stations: number;
            stations_operating: number;
            /** @description Installed and approved chargers */
            chargers: number;
            chargers_online: number;
            chargers_offline: number;
            chargers_fault: number;
            ports: number;
            ports_available: number;
            /** @description Ports in a session (preparing, charging or finishing); as many as listSessions returns */
            ports_charging: number;
            ports_faulted: number;
            /** @description Every customer account of the network; for one station, the customers who charged there in the range */
            customers: number;
            open_alarms: number;
            /** @description Sessions in progress flagged suspect (charger silent or energy still past the threshold) */
            sessions_suspect?: number;
        };
        OverviewAverages: {
            energy_kwh_per_order: number;
            minutes_per_order: number;
            income_per_order: string;
            income_per_kwh: string;
            orders_per_day: number;
        };
        PeriodFigures: {
            /** @description The day (YYYY-MM-DD), the Monday of the week, or the month (YYYY-MM) */
            period: string;
        } & components["schemas"]["OrderFigures"];
        KeyedFigures: {
            /** @description The dictionary id (station_type or order_start_mode) */
            key: number;
        } & components["schemas"]["OrderFigures"];
        StationIncomeFigures: {
            station_id: number;
            station_code: string;
            station_name: string;
            city: string;
        } & components["schemas"]["OrderFigures"];
        Overview: {
            range: components["schemas"]["StatisticsRange"];
            network: components["schemas"]["NetworkFigures"];
            totals: components["schemas"]["OrderFigures"];
            averages: components["schemas"]["OverviewAverages"];
            by_day: components["schemas"]["PeriodFigures"][];
            by_station_type: components["schemas"]["KeyedFigures"][];
            by_start_mode: components["schemas"]["KeyedFigures"][];
            /** @description The ten stations with the most income in the range */
            top_stations: components["schemas"]["StationIncomeFigures"][];
        };
        OverviewOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: components["schemas"]["Overview"];
        };
        IncomeStatistics: {
            range: components["schemas"]["StatisticsRange"];
            granularity: components["schemas"]["IncomeGranularity"];
            totals: components["schemas"]["OrderFigures"];
            series: components["schemas"]["PeriodFigures"][];
        };
        /**
         * @description The period one point of the income series covers
         * @enum {string}
         */
        IncomeGranularity: "day" | "week" | "month";
        IncomeStatisticsOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: components["schemas"]["IncomeStatistics"];
        };
        StationIncomePageOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: {
                items: components["schemas"]["StationIncomeFigures"][];
                total: number;
                range: components["schemas"]["StatisticsRange"];
            };
        };
        UserListParams: {
            /**
             * keyword
             * @description Part of the username, nickname, e-mail or phone
             */
            keyword?: string;
            /** status */
            status?: components["schemas"]["AccountStatus"];
            /** role */
            role_id?: number;
            /**
             * department
             * @description The exact department
             */
            department?: string;
        };
        UserInput: {
            /** nickname */
            nickname: string;
            /** full name */
            full_name?: string;
            /**
             * user code
             * @description Staff number; unique when set
             */
            user_code?: string;
            /** email */
            email?: components["schemas"]["Email"];
            /** phone */
            phone?: string;
            /** role */
            role_id: number;
            /** department */
            department?: string;
        };
        UserAddInput: {
            /** username */
            username: string;
            /** password */
            pwd: components["schemas"]["Md5Hex"];
        } & components["schemas"]["UserInput"];
        User: {
            id: number;
            username: string;
            nickname: string;
            full_name: string;
            user_code: string;
            email: string;
            phone: string;
            status: components["schemas"]["AccountStatus"];
            role_id: number;
            role_name: string;
            department: string;
            /** @description ISO 8601 */
            last_login_at: string | null;
            /** @description ISO 8601 */
            created_at: string;
            /** @description Username of the creator; null for seeded or deleted */
            created_by: string | null;
            /** @description ISO 8601 */
            updated_at: string;
            /** @description Username of the last editor; null for seeded or deleted */
            updated_by: string | null;
        };
        UserOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: components["schemas"]["User"];
        };
        UserPageOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: {
                items: components["schemas"]["User"][];
                total: number;
            };
        };
        RoleInput: {
            /** role code */
            code: string;
            /** role name */
            name: string;
            /** description */
            description?: string;
            /**
             * permissions
             * @description Sent JSON-encoded; duplicates are dropped
             */
            permissions: components["schemas"]["GrantablePermission"][];
        };
        /**
         * @description What a role may be given: `*:*:*`, each `area:*:*` and `area:entity:*`, and each action string of
         *     `x-permissions`, in that order. Codegen fails when this list and `x-permissions` disagree.
         * @enum {string}
         */
        GrantablePermission: "*:*:*" | "metadata:*:*" | "metadata:overview:*" | "metadata:overview:view" | "metadata:income:*" | "metadata:income:view" | "operator:*:*" | "operator:operator:*" | "operator:operator:list" | "operator:operator:add" | "operator:operator:edit" | "operator:operator:delete" | "operator:station:*" | "operator:station:list" | "operator:station:add" | "operator:station:edit" | "operator:station:delete" | "operator:station:status" | "operator:station:audit" | "operator:pile:*" | "operator:pile:list" | "operator:pile:add" | "operator:pile:edit" | "operator:pile:delete" | "operator:pile:restart" | "operator:pile:whitelist" | "operator:pile:audit" | "operator:port:*" | "operator:port:list" | "operator:port:edit" | "operator:port:unlock" | "operator:session:*" | "operator:session:list" | "operator:session:stop" | "operator:session:start" | "operator:rfid:*" | "operator:rfid:list" | "operator:rfid:add" | "operator:rfid:import" | "operator:rfid:bind" | "operator:rfid:unbind" | "operator:rfid:account" | "operator:price:*" | "operator:price:list" | "operator:price:add" | "operator:price:edit" | "operator:price:delete" | "operator:equipment:*" | "operator:equipment:list" | "operator:equipment:add" | "operator:equipment:edit" | "operator:equipment:delete" | "operator:alarm:*" | "operator:alarm:list" | "operator:alarm:ack" | "operator:alarm:repair" | "operator:uptime:*" | "operator:uptime:view" | "operator:uptime:exclude" | "money:*:*" | "money:order:*" | "money:order:list" | "money:order:export" | "money:order:refund" | "money:journal:*" | "money:journal:list" | "money:journal:export" | "money:journal:adjust" | "money:close:*" | "money:close:view" | "money:close:close" | "money:adjust:*" | "money:adjust:approve" | "customer:*:*" | "customer:customer:*" | "customer:customer:list" | "customer:customer:status" | "system:*:*" | "system:user:*" | "system:user:list" | "system:user:add" | "system:user:edit" | "system:user:delete" | "system:user:status" | "system:user:reset" | "system:role:*" | "system:role:list" | "system:role:add" | "system:role:edit" | "system:role:delete" | "system:log:*" | "system:log:list";
        Role: {
            id: number;
            code: string;
            name: string;
            description: string;
            permissions: string[];
            /** @description Users holding the role */
            users: number;
            created_at: string;
            updated_at: string;
        };
        RoleOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: components["schemas"]["Role"];
        };
        RolePageOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: {
                items: components["schemas"]["Role"][];
                total: number;
            };
        };
        RoleOption: {
            id: number;
            name: string;
        };
        RoleOptionsOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: components["schemas"]["RoleOption"][];
        };
        PermissionNode: {
            /** @description The permission string that grants this node and everything under it */
            key: string;
            /** @description English label */
            label: string;
            /** @enum {string} */
            level: "all" | "area" | "entity" | "action";
            children?: components["schemas"]["PermissionNode"][];
        };
        PermissionTreeOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: components["schemas"]["PermissionNode"][];
        };
        /** @description ISO 8601 date and time with a zone, e.g. `2026-03-01T00:00:00Z` */
        OperationLogTime: string;
        OperationLogListParams: {
            /** user */
            user_id?: number;
            /**
             * username
             * @description Exact account name, also of failed sign-ins
             */
            username?: string;
            /** operation */
            operation_id?: string;
            /**
             * keyword
             * @description Part of the operation id, path, username or parameters
             */
            keyword?: string;
            /**
             * result
             * @enum {string}
             */
            result?: "success" | "failure";
            /**
             * start time
             * @description Entries at or after this time
             */
            from?: components["schemas"]["OperationLogTime"];
            /**
             * end time
             * @description Entries before this time
             */
            to?: components["schemas"]["OperationLogTime"];
        };
        OperationLogEntry: {
            id: number;
            /** @description Null for sign-ins that failed */
            user_id: number | null;
            username: string;
            operation_id: string;
            method: string;
            path: string;
            /** @description The call's params with secrets masked as `***` */
            params: Record<string, never>;
            result_code: string;
            /** @description The answer's message, in the reader's language when the backend knows it by key */
            result_message: string;
            /**
             * @description What the call was about, by name (a station's name, an account, a card number), read when the call was
             *     made; empty when it could not be told.
             */
            subject?: string;
            success: boolean;
            ip: string;
            duration_ms: number;
            created_at: string;
        };
        OperationLogPageOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: {
                items: components["schemas"]["OperationLogEntry"][];
                total: number;
            };
        };
        SessionListParams: {
            /** station */
            station_id?: number;
            /** charger */
            pile_id?: number;
            /** charging port */
            port_id?: number;
            /**
             * customer account
             * @description The whole customer account
             */
            account?: string;
            /**
             * card number
             * @description The whole RFID card number
             */
            card_no?: string;
            /**
             * keyword
             * @description Part of the customer's name, account, e-mail, phone or card number, accents and case aside (three characters or more; a shorter text finds the whole account or card number), or the start of the port's code or the charger's serial
             */
            keyword?: string;
            /**
             * start mode
             * @description order_start_mode dictionary
             * @enum {integer}
             */
            start_mode?: 1 | 2 | 3 | 4;
            /**
             * suspect
             * @description 1 only suspect sessions, 0 only the others
             * @enum {integer}
             */
            suspect?: 0 | 1;
        };
        /**
         * @description preparing (plugged in, no energy yet), charging, finishing (full or stopped charging, still plugged in), ended
         * @enum {string}
         */
        SessionState: "preparing" | "charging" | "finishing" | "ended";
        /**
         * @description charger_offline: the charger has not been heard from; no_energy: the session says charging but its energy has not grown
         * @enum {string}
         */
        SuspectReason: "charger_offline" | "no_energy";
        SessionRow: {
            id: number;
            state: components["schemas"]["SessionState"];
            station_id: number;
            station_name: string;
            pile_id: number;
            pile_serial: string;
            pile_name: string;
            port_id: number;
            /** @description The port's chargerid */
            port_code: string;
            port_alias: string;
            customer_id: number;
            account: string;
            /** @description The driver's name, as callers give it */
            customer_name: string;
            card_id: number | null;
            /** @description The RFID card that started it, if one did */
            card_no: string | null;
            /** @description order_start_mode dictionary */
            start_mode: number;
            /** @description Plug-in */
            started_at: string;
            /** @description When energy first flowed */
            charging_from: string | null;
            /** @description Minutes since plug-in */
            duration_minutes: number;
            /** @description Energy so far */
            energy_kwh: number;
            /** @description Power now */
            power_kw: number;
            /** @description While charging, when the car will be full at this power (energy grows by power_kw until then) */
            charge_until: string | null;
            cost_so_far: components["schemas"]["Money"];
            suspect: boolean;
            suspect_reason: components["schemas"]["SuspectReason"] | null;
            /** @description Since when the charger was silent or the energy still */
            suspect_since: string | null;
            /** @description An operator's stop waiting for the charger to be back */
            stop_requested_at: string | null;
        };
        SessionPageOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: {
                items: components["schemas"]["SessionRow"][];
                total: number;
                /** @description How many of the sessions matching the filters are suspect */
                suspect: number;
            };
        };
        PowerSample: {
            at: string;
            power_kw: number;
            /** @description Energy delivered by then */
            energy_kwh: number;
        };
        /**
         * @description How the session ended: car (the driver ended it), remote (an operator stopped it), forced (an operator closed
         *     it in the books while its charger was silent), charger (the charger ended it, e.g. on a restart)
         * @enum {string}
         */
        OrderEndKind: "car" | "remote" | "forced" | "charger";
        SessionDetail: components["schemas"]["SessionRow"] & {
            free_park_minutes: number;
            /** @description One sample per simulated minute from the start of charging (at most the last day) */
            power_curve: components["schemas"]["PowerSample"][];
            /** @description The bill so far by the station's template (the order's own tariff once ended), priced as the order's price lines are: minute by minute at the time-of-use period each minute falls in, one energy line per period used */
            price_lines: components["schemas"]["OrderPriceLine"][];
            ended_at: string | null;
            end_kind: components["schemas"]["OrderEndKind"] | null;
            /** @description The order it became, once ended and charged */
            order_id: number | null;
            /** @description Username of the operator who stopped it */
            stopped_by: string | null;
            stop_reason: string;
        };
        SessionOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: components["schemas"]["SessionDetail"];
        };
        SessionStopParams: {
            /** id */
            id: number;
            /** reason */
            reason: string;
            /**
             * close in the books
             * @description 1 closes the session at its last known energy when its charger cannot be reached
             * @default 0
             * @enum {integer}
             */
            force?: 0 | 1;
        };
        /**
         * @description stopped: ended now; queued: carried out when the charger is back; closed: closed in the books
         * @enum {string}
         */
        SessionStopOutcome: "stopped" | "queued" | "closed";
        SessionStopOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: {
                outcome: components["schemas"]["SessionStopOutcome"];
                session: components["schemas"]["SessionDetail"];
            };
        };
        RemoteStartParams: {
            /** charging port */
            port_id: number;
            /** customer */
            customer_id: number;
            /**
             * energy limit
             * @description Stop once this much energy (Wh) has been delivered
             */
            limit_wh?: number;
            /**
             * amount limit
             * @description Stop once the session's cost so far reaches this amount (the network's currency)
             */
            limit_amount?: components["schemas"]["Money"];
            /** reason */
            reason: string;
        };
        RemoteStart: {
            session: components["schemas"]["SessionDetail"];
            limit_wh: number | null;
            limit_amount: components["schemas"]["Money"] | null;
        };
        RemoteStartOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: components["schemas"]["RemoteStart"];
        };
        StationMapPoint: {
            id: number;
            name: string;
            city: string;
            lng: number;
            lat: number;
            status: components["schemas"]["StationStatus"];
            /** @enum {string} */
            state: "free" | "charging" | "fault" | "offline" | "inactive";
            chargers: number;
            chargers_online: number;
            ports: number;
            ports_in_session: number;
            ports_faulted: number;
        };
        StationMapOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: {
                items: components["schemas"]["StationMapPoint"][];
            };
        };
        /**
         * kind
         * @enum {string}
         */
        TimelineKind: "status" | "session" | "alarm" | "command";
        TimelineParams: {
            /** station */
            station_id?: number;
            /** charger */
            pile_id?: number;
            /** charging port */
            port_id?: number;
            kind?: components["schemas"]["TimelineKind"];
            /**
             * from
             * @description Events at or after this time
             */
            from?: components["schemas"]["RecordTime"];
            /**
             * until
             * @description Events at or before this time (a day includes the whole day)
             */
            to?: components["schemas"]["RecordTime"];
        };
        /**
         * @description status (a charger's or port's status changed), session_started, session_ended, alarm_raised,
         *     alarm_acknowledged, alarm_repaired, command (an operator's call from the operation log)
         * @enum {string}
         */
        TimelineEvent: "status" | "session_started" | "session_ended" | "alarm_raised" | "alarm_acknowledged" | "alarm_repaired" | "command";
        TimelineEntry: {
            at: string;
            kind: components["schemas"]["TimelineKind"];
            event: components["schemas"]["TimelineEvent"];
            station_id: number | null;
            pile_id: number | null;
            pile_name: string | null;
            port_id: number | null;
            port_code: string | null;
            /** @description pile_status, or port_status when port_id is set */
            status_from: number | null;
            status_to: number | null;
            session_id: number | null;
            order_id: number | null;
            order_no: string | null;
            energy_kwh: number | null;
            /** @description How a session ended (OrderEndKind) */
            end_kind: string | null;
            alarm_id: number | null;
            /** @description The alarm's code */
            code: string | null;
            /** @description The alarm's message, or the command's result message */
            message: string | null;
            /** @description The operation an operator called */
            operation_id: string | null;
            /** @description Who acknowledged, repaired, stopped or called */
            username: string | null;
            /** @description The command's answer code */
            result_code: string | null;
            /** @description Why: a stop's reason, a repair note, a command's reason */
            reason: string | null;
        };
        TimelinePageOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: {
                items: components["schemas"]["TimelineEntry"][];
                total: number;
            };
        };
        /**
         * until
         * Format: date
         * @description The last day of the period, a calendar day of the network's time zone (YYYY-MM-DD); by default today
         */
        UptimeDay: string;
        UptimeListParams: {
            /** station */
            station_id?: number;
            /**
             * charging port
             * @description One port's row alone (the port page's figures); `total` and `below_target` count it alone
             */
            port_id?: number;
            to?: components["schemas"]["UptimeDay"];
        };
        UptimeFigures: {
            /** @description Minutes of the period the port existed in (525,600 for a whole rolling year) */
            period_minutes: number;
            /** @description Minutes the port was down in the period, each counted once */
            t_outage: number;
            /** @description Of those, the minutes every covering outage was excluded */
            t_excluded: number;
            /** @description (period_minutes − (t_outage − t_excluded)) / period_minutes × 100, three decimals */
            uptime: number;
        };
        UptimeMonth: components["schemas"]["UptimeFigures"] & {
            /** @description YYYY-MM; the first and last months of a period are partial */
            month: string;
        };
        PortUptime: {
            port_id: number;
            port_code: string;
            port_name: string;
            pile_id: number;
            pile_name: string;
            station_id: number;
            station_name: string;
            year: components["schemas"]["UptimeFigures"];
            months: components["schemas"]["UptimeMonth"][];
        };
        UptimePageOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: {
                items: components["schemas"]["PortUptime"][];
                total: number;
                /** @description Ports of the selection whose rolling-year uptime is below the target */
                below_target: number;
                /** @description The uptime a funded port must keep: 97 */
                target: number;
                /** @description The period's first day (YYYY-MM-DD) */
                from: string;
                /** @description The period's last day (YYYY-MM-DD) */
                to: string;
                /** @description The zone whose days and months the figures follow */
                time_zone: string;
            };
        };
        /**
         * @description charger_offline (the charger stopped talking), charger_fault (the charger reports a fault), port_fault,
         *     out_of_service (an operator or the charger took the port out of service), stuck_session (a session that
         *     stopped delivering energy held the port past the suspect delay)
         * @enum {string}
         */
        OutageCause: "charger_offline" | "charger_fault" | "port_fault" | "out_of_service" | "stuck_session";
        /**
         * @description The causes of 23 CFR 680.116(b)(3): utility (electric utility service interruption, failure or
         *     maintenance), vehicle (the vehicle's fault), maintenance (scheduled maintenance), vandalism,
         *     natural_disaster, outside_hours (outside the port's posted hours of operation)
         * @enum {string}
         */
        OutageExclusionReason: "utility" | "vehicle" | "maintenance" | "vandalism" | "natural_disaster" | "outside_hours";
        PortOutage: {
            id: number;
            cause: components["schemas"]["OutageCause"];
            /** @description Null for an outage of the whole charger */
            port_id: number | null;
            pile_id: number;
            started_at: string;
            /** @description Null while the outage lasts */
            ended_at: string | null;
            /** @description Its minutes inside the period (up to now while it lasts) */
            minutes: number;
            excluded_reason: components["schemas"]["OutageExclusionReason"] | null;
            excluded_note: string;
            /** @description Who excluded it (user name) */
            excluded_by: string | null;
            excluded_at: string | null;
        };
        PortOutagePageOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: {
                items: components["schemas"]["PortOutage"][];
                total: number;
            };
        };
        /**
         * reason
         * @description An exclusion reason (OutageExclusionReason), or none to count the outage again
         * @enum {string}
         */
        OutageExclusionChoice: "none" | "utility" | "vehicle" | "maintenance" | "vandalism" | "natural_disaster" | "outside_hours";
        OutageExclusionParams: {
            /** outage */
            id: number;
            reason: components["schemas"]["OutageExclusionChoice"];
            /** note */
            note?: string;
        };
        PortOutageOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: components["schemas"]["PortOutage"];
        };
        UptimeParams: {
            /** station */
            station_id?: number;
            to?: components["schemas"]["UptimeDay"];
        };
        /**
         * action
         * @enum {string}
         */
        OcppAction: "BootNotification" | "Heartbeat" | "StatusNotification" | "MeterValues" | "Authorize" | "StartTransaction" | "StopTransaction" | "RemoteStartTransaction" | "RemoteStopTransaction" | "UnlockConnector" | "ChangeAvailability" | "Reset";
        /**
         * direction
         * @description from_charger: the charger sent it; to_charger: the back office sent it
         * @enum {string}
         */
        OcppDirection: "from_charger" | "to_charger";
        ChargerMessageParams: {
            /** charger */
            pile_id: number;
            action?: components["schemas"]["OcppAction"];
            direction?: components["schemas"]["OcppDirection"];
            /**
             * from
             * @description Messages at or after this time
             */
            from?: components["schemas"]["RecordTime"];
            /**
             * until
             * @description Messages at or before this time (a day includes the whole day)
             */
            to?: components["schemas"]["RecordTime"];
        };
        /**
         * @description OCPP-J's message types: CALL (2), CALLRESULT (3), CALLERROR (4)
         * @enum {string}
         */
        OcppMessageType: "CALL" | "CALLRESULT" | "CALLERROR";
        ChargerMessage: {
            id: number;
            at: string;
            direction: components["schemas"]["OcppDirection"];
            message_type: components["schemas"]["OcppMessageType"];
            action: components["schemas"]["OcppAction"];
            /** @description The CALL's unique id; its CALLRESULT or CALLERROR carries the same */
            message_id: string;
            /** @description The message's payload as OCPP 1.6-J writes it, JSON text */
            payload: string;
        };
        ChargerMessagePageOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: {
                items: components["schemas"]["ChargerMessage"][];
                total: number;
            };
        };
        PortAvailabilityParams: {
            /** id */
            id: number;
            /**
             * availability
             * @enum {string}
             */
            availability: "operative" | "inoperative";
            /**
             * reason
             * @description Required to make it inoperative (maintenance, damage…)
             */
            reason?: string;
        };
        PortUnlockOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: {
                /**
                 * @description The charger's answer
                 * @enum {string}
                 */
                result: "unlocked";
                port: components["schemas"]["Port"];
            };
        };
        /**
         * @description How much of the order went back to the customer: none (nothing; a paid order reads Paid), partial (part of
         *     its total: Partly refunded), full (all of it: Refunded). An order with nothing to refund (a total of 0, or not
         *     paid) is none.
         * @enum {string}
         */
        OrderRefundState: "none" | "partial" | "full";
        /**
         * reason
         * @description Why the operator did it; kept in the journal entry and the operation log
         */
        OperatorReason: string;
        JournalEntryOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: components["schemas"]["JournalRow"];
        };
        JournalTotals: {
            /** @description Every matching entry, not capped */
            entries: number;
            /** @description Dollars topped up */
            top_ups: string;
            /** @description Dollars paid for orders (gross), as a positive figure */
            payments: string;
            /** @description Dollars refunded, by the day given */
            refunds_given: string;
            /** @description Dollars of adjustments, credits less debits */
            adjustments: string;
            /** @description Dollars the entries changed balances by, all types together */
            net: string;
        };
        JournalTotalsOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: components["schemas"]["JournalTotals"];
        };
        DayCloseParams: {
            from: components["schemas"]["StatisticsDate"];
            to: components["schemas"]["StatisticsDate"];
        };
        CloseFigures: {
            /** @description The orders started in the days */
            orders: number;
            /** @description Their energy */
            energy_kwh: number;
            /** @description Gross: dollars billed for the orders started in the days (by the order's day) */
            gross: components["schemas"]["Money"];
            /** @description The energy part of gross */
            elect_fee: components["schemas"]["Money"];
            /** @description The service (charging time) part of gross */
            service_fee: components["schemas"]["Money"];
            /** @description The idle part of gross */
            park_fee: components["schemas"]["Money"];
            /** @description Refunds of these orders, whenever given (by the order's day) */
            refunds_of_orders: components["schemas"]["Money"];
            /** @description Net: gross less the refunds of the same orders */
            net: components["schemas"]["Money"];
            /** @description Refunds given in the days, of any order (by the day given) */
            refunds_given: components["schemas"]["Money"];
            /** @description Dollars of balance adjustments made in the days, credits less debits; negative when debits weigh more */
            adjustments: string;
            /** @description Dollars customers topped up in the days */
            top_ups: components["schemas"]["Money"];
        };
        CloseStationRow: {
            station_id: number;
            station_code: string;
            station_name: string;
            orders: number;
            energy_kwh: number;
            gross: components["schemas"]["Money"];
            refunds_of_orders: components["schemas"]["Money"];
            net: components["schemas"]["Money"];
        };
        CloseStartModeRow: {
            /** @description order_start_mode dictionary */
            start_mode: number;
            orders: number;
            energy_kwh: number;
            gross: components["schemas"]["Money"];
            refunds_of_orders: components["schemas"]["Money"];
            net: components["schemas"]["Money"];
        };
        AfterCloseItem: {
            /**
             * @description A refund of one of the day's orders, or an order of the day paid after the close
             * @enum {string}
             */
            kind: "refund" | "late_order";
            /** @description When it happened (ISO 8601) */
            at: string;
            /** @description The network day it is booked on, YYYY-MM-DD */
            booked_on: string;
            order_id: number;
            order_no: string;
            /** @description Dollars it changed the day's net by: negative for a refund */
            amount: string;
        };
        ClosedDay: {
            /** @description YYYY-MM-DD */
            day: string;
            /** @description When it was closed (ISO 8601) */
            closed_at: string;
            /** @description Username of the clerk who closed it */
            closed_by: string;
            recorded: components["schemas"]["CloseFigures"];
            /** @description What changed the day after its close, oldest first; each is booked on its own day */
            after_close: components["schemas"]["AfterCloseItem"][];
            /** @description Dollars the after-close items change the day's net by */
            after_close_net: string;
        };
        DayClose: {
            from: string;
            to: string;
            figures: components["schemas"]["CloseFigures"];
            /** @description The 50 stations with the most gross in the days, largest first (the statement lists every station) */
            by_station: components["schemas"]["CloseStationRow"][];
            by_start_mode: components["schemas"]["CloseStartModeRow"][];
            /** @description The days of the range that were closed, oldest first */
            closed_days: components["schemas"]["ClosedDay"][];
            /** @description The range is one day that has ended and is not closed yet */
            closable: boolean;
        };
        DayCloseOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: components["schemas"]["DayClose"];
        };
        AdjustmentRequestParams: {
            /** customer */
            customer_id: number;
            /**
             * direction
             * @description credit adds to the balance, debit takes from it
             * @enum {string}
             */
            direction: "credit" | "debit";
            /**
             * amount
             * @description Dollars, more than 0
             */
            amount: string & components["schemas"]["Money"];
            reason: components["schemas"]["OperatorReason"];
        };
        /**
         * status
         * @enum {string}
         */
        AdjustmentRequestStatus: "waiting" | "approved" | "rejected";
        AdjustmentRequest: {
            id: number;
            customer_id: number;
            /** @description The customer's account */
            account: string;
            /** @enum {string} */
            direction: "credit" | "debit";
            /** @description Dollars, always positive: `direction` says which way */
            amount: string;
            reason: string;
            /** @description The requester's account name */
            requested_by: string;
            requested_at: string;
            status: components["schemas"]["AdjustmentRequestStatus"];
            /** @description Who approved or rejected it */
            decided_by: string | null;
            decided_at: string | null;
            /** @description The journal entry an approval wrote */
            entry_no: string | null;
        };
        AdjustmentRequestOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: components["schemas"]["AdjustmentRequest"];
        };
        AdjustmentRequestPageOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: {
                items: components["schemas"]["AdjustmentRequest"][];
                total: number;
            };
        };
        OrderRefundParams: {
            /** id */
            id: number;
            /**
             * refund amount
             * @description Dollars, more than 0 and at most what is left to refund
             */
            amount: string & components["schemas"]["Money"];
            reason: components["schemas"]["OperatorReason"];
        };
        OrderTotals: {
            /** @description Every matching order, not capped */
            orders: number;
            energy_kwh: number;
            elect_fee: components["schemas"]["Money"];
            service_fee: components["schemas"]["Money"];
            park_fee: components["schemas"]["Money"];
            /** @description Gross: dollars billed for the matching orders */
            gross: components["schemas"]["Money"];
            /** @description Refunds of the matching orders, whenever given (by the order's day) */
            refunded: components["schemas"]["Money"];
            /** @description Net: gross less the refunds of the same orders */
            net: components["schemas"]["Money"];
        };
        OrderTotalsOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: components["schemas"]["OrderTotals"];
        };
        PricePreviewFigures: {
            /** @description Finished sessions of the last 30 days */
            sessions: number;
            /** @description kWh, 3 decimals */
            energy_kwh: number;
            /** @description At the current fees */
            income_before: components["schemas"]["Money"];
            /** @description At the proposed fees */
            income_after: components["schemas"]["Money"];
            /** @description Dollars, after minus before (negative when income falls) */
            change: string;
        };
        PricePreviewStation: {
            station_id: number;
            station_code: string;
            station_name: string;
        } & components["schemas"]["PricePreviewFigures"];
        PricePreviewSession: {
            /**
             * @description median: the medians of the sessions; reference: 20 kWh, 60 minutes, 20 idle minutes
             * @enum {string}
             */
            basis: "median" | "reference";
            energy_kwh: number;
            charging_minutes: number;
            idle_minutes: number;
            cost_before: components["schemas"]["Money"];
            cost_after: components["schemas"]["Money"];
            /** @description Dollars, after minus before */
            change: string;
        };
        PricePreview: {
            template_id: number;
            /** @description The network days whose sessions were re-priced */
            range: {
                from: string;
                to: string;
            };
            /** @description Every station charging with the template, most income after first */
            stations: components["schemas"]["PricePreviewStation"][];
            totals: components["schemas"]["PricePreviewFigures"];
            typical: components["schemas"]["PricePreviewSession"];
        };
        PricePreviewOk: {
            code: components["schemas"]["SuccessCode"];
            msg: string;
            data: components["schemas"]["PricePreview"];
        };
    };
    responses: {
        /** @description Success or a business error, without data */
        Empty: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["EmptyOk"] | components["schemas"]["ErrorAnswer"];
            };
        };
    };
    parameters: never;
    requestBodies: {
        ById: {
            content: {
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["IdParams"];
                };
            };
        };
        TokenOnly: {
            content: {
                "application/x-www-form-urlencoded": {
                    token?: string;
                };
            };
        };
    };
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getCaptcha: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The captcha image, or a business error as JSON */
            200: {
                headers: {
                    /** @description `pcaptcha=<id>; HttpOnly; SameSite=Lax; Path=/` binds the answer to this client */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getCapabilities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["TokenOnly"];
        responses: {
            /** @description The offered capabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CapabilitiesOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["LoginParams"];
                };
            };
        };
        responses: {
            /** @description The session and what the user may see */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["TokenOnly"];
        responses: {
            200: components["responses"]["Empty"];
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["TokenOnly"];
        responses: {
            /** @description The signed-in user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUserOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["ChangePasswordParams"];
                };
            };
        };
        responses: {
            200: components["responses"]["Empty"];
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["ProfileParams"];
                };
            };
        };
        responses: {
            /** @description The updated profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getFileInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["FileInfoParams"];
                };
            };
        };
        responses: {
            /** @description The file's metadata */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileInfoOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    uploadImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    token?: string;
                    /**
                     * image file
                     * Format: binary
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The stored image */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileInfoOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getDictionary: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: components["schemas"]["DictionaryKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dictionary's entries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DictionaryOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    listSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params?: components["schemas"]["SessionListParams"];
                    pageinfo?: components["schemas"]["PageInfo"];
                };
            };
        };
        responses: {
            /** @description One page of sessions in progress */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionPageOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ById"];
        responses: {
            /** @description The session */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    stopSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "id": 12,
                 *         "reason": "Customer called: the car shows charging but no energy"
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["SessionStopParams"];
                };
            };
        };
        responses: {
            /** @description What became of the stop, and the session after it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionStopOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    startSessionRemotely: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "port_id": 1,
                 *         "customer_id": 188,
                 *         "limit_wh": 20000,
                 *         "reason": "Driver's app fails at the car park"
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["RemoteStartParams"];
                };
            };
        };
        responses: {
            /** @description The session the charger started */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemoteStartOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    listStationMap: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["TokenOnly"];
        responses: {
            /** @description The stations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StationMapOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    listTimeline: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params?: components["schemas"]["TimelineParams"];
                    pageinfo?: components["schemas"]["PageInfo"];
                };
            };
        };
        responses: {
            /** @description One page of the stream */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimelinePageOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    exportTimeline: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params?: components["schemas"]["TimelineParams"];
                };
            };
        };
        responses: {
            /** @description The workbook, or a business error as JSON */
            200: {
                headers: {
                    /** @description `attachment; filename="timeline-YYYYMMDD-HHmmss.xlsx"` */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    listPortUptime: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "station_id": 3,
                 *         "to": "2026-11-26"
                 *       },
                 *       "pageinfo": {
                 *         "page": 1,
                 *         "perpage": 20
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params?: components["schemas"]["UptimeListParams"];
                    pageinfo?: components["schemas"]["PageInfo"];
                };
            };
        };
        responses: {
            /** @description One page of ports, worst uptime first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UptimePageOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    listPortOutages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "port_id": 12
                 *       },
                 *       "pageinfo": {
                 *         "page": 1,
                 *         "perpage": 20
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: {
                        /** charging port */
                        port_id: number;
                        to?: components["schemas"]["UptimeDay"];
                    };
                    pageinfo?: components["schemas"]["PageInfo"];
                };
            };
        };
        responses: {
            /** @description One page of the port's outages */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortOutagePageOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    excludePortOutage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "id": 41,
                 *         "reason": "utility",
                 *         "note": "Hydro outage ticket 2026-1187, whole street"
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["OutageExclusionParams"];
                };
            };
        };
        responses: {
            /** @description The outage as it now stands */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortOutageOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    exportPortUptime: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "station_id": 3
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params?: components["schemas"]["UptimeParams"];
                };
            };
        };
        responses: {
            /** @description The workbook, or a business error as JSON */
            200: {
                headers: {
                    /** @description `attachment; filename="uptime-YYYY-Qn.xlsx"` */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    listAlarms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params?: components["schemas"]["AlarmListParams"];
                    pageinfo?: components["schemas"]["PageInfo"];
                };
            };
        };
        responses: {
            /** @description One page of alarms */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlarmPageOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    countOpenAlarms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["TokenOnly"];
        responses: {
            /** @description The counts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlarmCountOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getAlarm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ById"];
        responses: {
            /** @description The alarm */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlarmOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    acknowledgeAlarm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "id": 21
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["IdParams"];
                };
            };
        };
        responses: {
            /** @description The acknowledged alarm */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlarmOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    repairAlarm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "id": 9,
                 *         "note": "Replaced the cooling fan of the power module"
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["AlarmRepairParams"];
                };
            };
        };
        responses: {
            /** @description The repaired alarm */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlarmOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    listPiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params?: components["schemas"]["ChargerListParams"];
                    pageinfo?: components["schemas"]["PageInfo"];
                };
            };
        };
        responses: {
            /** @description One page of chargers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChargerPageOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getPile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ById"];
        responses: {
            /** @description The charger */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChargerDetailOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    addPile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "stationid": 1,
                 *         "equipmentid": "ABB00199001",
                 *         "equipmentname": "DC 07",
                 *         "equipmenttype": 2,
                 *         "manufacturerid": "M-ABB",
                 *         "manufacturername": "ABB",
                 *         "equipmentmodel": "Terra 184",
                 *         "power": 180,
                 *         "current": 200,
                 *         "connectors": 2,
                 *         "productiondate": "2025-10-01",
                 *         "charge_model": "OCPP 2.0.1",
                 *         "has_pos": 1
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["ChargerInput"] & {
                        /** station */
                        stationid: number;
                    };
                };
            };
        };
        responses: {
            /** @description The new draft charger */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChargerDetailOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    editPile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "id": 1,
                 *         "equipmentid": "ABB00100001",
                 *         "equipmentname": "DC 01 entrance",
                 *         "equipmenttype": 2,
                 *         "manufacturerid": "M-ABB",
                 *         "manufacturername": "ABB",
                 *         "equipmentmodel": "Terra 184",
                 *         "power": 180,
                 *         "current": 200,
                 *         "connectors": 2
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["IdParams"] & components["schemas"]["ChargerInput"];
                };
            };
        };
        responses: {
            /** @description The changed charger */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChargerDetailOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    deletePile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "id": 153
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["IdParams"];
                };
            };
        };
        responses: {
            200: components["responses"]["Empty"];
        };
    };
    submitPile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "id": 148
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["IdParams"];
                };
            };
        };
        responses: {
            /** @description The charger, now under review */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChargerDetailOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    auditPile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "id": 155,
                 *         "approve": 1
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["AuditParams"];
                };
            };
        };
        responses: {
            /** @description The audited charger */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChargerDetailOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    restartPile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "id": 1
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["IdParams"];
                };
            };
        };
        responses: {
            /** @description The charger, now restarting */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChargerDetailOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getPileWhitelist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ById"];
        responses: {
            /** @description The offline whitelist */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PileWhitelistOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    setPileWhitelist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "id": 1,
                 *         "white_list": [
                 *           "RF00100000",
                 *           "RF00100007"
                 *         ]
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["WhitelistParams"];
                };
            };
        };
        responses: {
            /** @description The saved whitelist */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PileWhitelistOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    listChargerMessages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["ChargerMessageParams"];
                    pageinfo?: components["schemas"]["PageInfo"];
                };
            };
        };
        responses: {
            /** @description One page of the charger's messages */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChargerMessagePageOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    exportChargerMessages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["ChargerMessageParams"];
                };
            };
        };
        responses: {
            /** @description The messages, or a business error as JSON */
            200: {
                headers: {
                    /** @description `attachment; filename="pile-<serial>-messages-YYYYMMDD-HHmmss.jsonl"` */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/x-ndjson": string;
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    listPorts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: {
                        /** charger */
                        pile_id: number;
                    };
                    pageinfo?: components["schemas"]["PageInfo"];
                };
            };
        };
        responses: {
            /** @description One page of ports */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortPageOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getPort: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ById"];
        responses: {
            /** @description The port */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    editPort: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "id": 1,
                 *         "aliasname": "Bay 1 left"
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: {
                        /** id */
                        id: number;
                        /** alias */
                        aliasname: string;
                    };
                };
            };
        };
        responses: {
            /** @description The renamed port */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    setPortAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "id": 1,
                 *         "availability": "inoperative",
                 *         "reason": "Cable damaged, replacement ordered"
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["PortAvailabilityParams"];
                };
            };
        };
        responses: {
            /** @description The port in its new state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    unlockPort: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "id": 1
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["IdParams"];
                };
            };
        };
        responses: {
            /** @description The charger's answer and the port after it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortUnlockOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    setPortVoltageLimits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "id": 1,
                 *         "voltagelowerlimits": 300,
                 *         "voltageupperlimits": 920
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: {
                        /** id */
                        id: number;
                        /** lower voltage limit */
                        voltagelowerlimits: number;
                        /** upper voltage limit */
                        voltageupperlimits: number;
                    };
                };
            };
        };
        responses: {
            /** @description The port with its new limits */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PortOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    listCustomers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params?: components["schemas"]["CustomerListParams"];
                    pageinfo?: components["schemas"]["PageInfo"];
                };
            };
        };
        responses: {
            /** @description One page of customers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerPageOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ById"];
        responses: {
            /** @description The customer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerDetailOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    setCustomerStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "id": 1,
                 *         "status": 0
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: {
                        /** id */
                        id: number;
                        /** status */
                        status: components["schemas"]["AccountStatus"];
                    };
                };
            };
        };
        responses: {
            /** @description The customer with the new status */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerDetailOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    listEquipment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params?: components["schemas"]["EquipmentListParams"];
                    pageinfo?: components["schemas"]["PageInfo"];
                };
            };
        };
        responses: {
            /** @description One page of devices */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EquipmentPageOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getEquipment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ById"];
        responses: {
            /** @description The device */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChargerDetailOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    addEquipment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "equipmentid": "WBXSTK00101",
                 *         "equipmentname": "Stock 101",
                 *         "equipmenttype": 1,
                 *         "manufacturerid": "M-WBX",
                 *         "manufacturername": "Wallbox",
                 *         "equipmentmodel": "Commander 2",
                 *         "power": 11,
                 *         "current": 32,
                 *         "connectors": 1,
                 *         "productiondate": "2025-12-01"
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["ChargerInput"];
                };
            };
        };
        responses: {
            /** @description The new device, in stock */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChargerDetailOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    editEquipment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "id": 172,
                 *         "equipmentid": "SIESTK00001",
                 *         "equipmentname": "Stock 01 (returned)",
                 *         "equipmenttype": 1,
                 *         "manufacturerid": "M-SIE",
                 *         "manufacturername": "Siemens",
                 *         "equipmentmodel": "VersiCharge",
                 *         "power": 11.5,
                 *         "current": 32,
                 *         "connectors": 1
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["IdParams"] & components["schemas"]["ChargerInput"];
                };
            };
        };
        responses: {
            /** @description The changed device */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChargerDetailOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    deleteEquipment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "id": 172
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["IdParams"];
                };
            };
        };
        responses: {
            200: components["responses"]["Empty"];
        };
    };
    installEquipment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "id": 172,
                 *         "stationid": 1
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: {
                        /** id */
                        id: number;
                        /** station */
                        stationid: number;
                    };
                };
            };
        };
        responses: {
            /** @description The installed device */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChargerDetailOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    uninstallEquipment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "id": 148
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["IdParams"];
                };
            };
        };
        responses: {
            /** @description The device, back in stock */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChargerDetailOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    listJournalEntries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params?: components["schemas"]["JournalListParams"];
                    pageinfo?: components["schemas"]["PageInfo"];
                };
            };
        };
        responses: {
            /** @description One page of journal entries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalPageOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    adjustCustomerBalance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "customer_id": 3,
                 *         "direction": "credit",
                 *         "amount": "10.00",
                 *         "reason": "Goodwill for a broken card reader"
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: {
                        /** customer */
                        customer_id: number;
                        /**
                         * direction
                         * @description credit adds to the balance, debit takes from it
                         * @enum {string}
                         */
                        direction: "credit" | "debit";
                        /**
                         * amount
                         * @description Dollars, more than 0
                         */
                        amount: string & components["schemas"]["Money"];
                        reason: components["schemas"]["OperatorReason"];
                    };
                };
            };
        };
        responses: {
            /** @description The entry written, with the balance after it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalEntryOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    exportStatement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "month": "2026-10",
                 *         "station_id": 3
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: {
                        /**
                         * month
                         * @description YYYY-MM, in the years 2000–2099 (the books' range)
                         */
                        month?: string;
                        /** from */
                        from?: components["schemas"]["StatisticsDate"];
                        /** to */
                        to?: components["schemas"]["StatisticsDate"];
                        /** station */
                        station_id?: number;
                        /** operator */
                        operator_id?: number;
                    };
                };
            };
        };
        responses: {
            /** @description The workbook, or a business error as JSON */
            200: {
                headers: {
                    /** @description `attachment; filename="statement-YYYY-MM….xlsx"` */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getJournalTotals: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params?: components["schemas"]["JournalListParams"];
                };
            };
        };
        responses: {
            /** @description The totals */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalTotalsOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getDayClose: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "from": "2026-01-10",
                 *         "to": "2026-01-10"
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["DayCloseParams"];
                };
            };
        };
        responses: {
            /** @description The day's or the range's figures */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DayCloseOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    closeDay: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "day": "2026-01-10"
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: {
                        day: components["schemas"]["StatisticsDate"];
                    };
                };
            };
        };
        responses: {
            /** @description The closed day */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DayCloseOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    exportJournalEntries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params?: components["schemas"]["JournalListParams"];
                };
            };
        };
        responses: {
            /** @description The workbook, or a business error as JSON */
            200: {
                headers: {
                    /** @description `attachment; filename="journal-YYYYMMDD-HHmmss.xlsx"` */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    requestBalanceAdjustment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "customer_id": 3,
                 *         "direction": "credit",
                 *         "amount": "2500.00",
                 *         "reason": "Fleet contract settlement"
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["AdjustmentRequestParams"];
                };
            };
        };
        responses: {
            /** @description The request, waiting */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdjustmentRequestOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    listAdjustmentRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params?: {
                        status?: components["schemas"]["AdjustmentRequestStatus"];
                    };
                    pageinfo?: components["schemas"]["PageInfo"];
                };
            };
        };
        responses: {
            /** @description One page of requests */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdjustmentRequestPageOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    approveAdjustmentRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "id": 1
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: {
                        /** request */
                        id: number;
                    };
                };
            };
        };
        responses: {
            /** @description The request, approved, with its journal entry's number */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdjustmentRequestOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    rejectAdjustmentRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "id": 2
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: {
                        /** request */
                        id: number;
                    };
                };
            };
        };
        responses: {
            /** @description The request, rejected */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdjustmentRequestOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    listOperators: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params?: components["schemas"]["OperatorListParams"];
                    pageinfo?: components["schemas"]["PageInfo"];
                };
            };
        };
        responses: {
            /** @description One page of operators */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorPageOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getOperator: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ById"];
        responses: {
            /** @description The operator */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorDetailOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    addOperator: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "name": "Nordic Plug",
                 *         "account": "nordicplug",
                 *         "secret": "sk_live_nordic_2026",
                 *         "message_secret": "a1b2c3d4e5f6a7b8",
                 *         "message_iv": "0f1e2d3c4b5a6978",
                 *         "company": "Nordic Plug Inc.",
                 *         "type": 1,
                 *         "contact_person": "Ingrid Olsen",
                 *         "contact_phone": "+1 514 555 0300",
                 *         "callback_url": "https://nordicplug.example/ocpi/callback"
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["OperatorInput"];
                };
            };
        };
        responses: {
            /** @description The new operator */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorDetailOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    editOperator: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "id": 1,
                 *         "name": "Borealis Charge",
                 *         "account": "borealis",
                 *         "company": "Borealis Charge Inc.",
                 *         "type": 1,
                 *         "contact_person": "Marie Gagnon",
                 *         "contact_phone": "+1 514 555 0200",
                 *         "emergency_contact": "+1 514 555 0900",
                 *         "description": "Public charging operator, Québec"
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["IdParams"] & components["schemas"]["OperatorInput"];
                };
            };
        };
        responses: {
            /** @description The changed operator */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorDetailOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    deleteOperator: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "id": 4
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["IdParams"];
                };
            };
        };
        responses: {
            200: components["responses"]["Empty"];
        };
    };
    listOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params?: components["schemas"]["OrderListParams"];
                    pageinfo?: components["schemas"]["PageInfo"];
                };
            };
        };
        responses: {
            /** @description One page of orders */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderPageOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ById"];
        responses: {
            /** @description The order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDetailOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    refundOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "id": 12,
                 *         "amount": "4.50",
                 *         "reason": "Charger faulted: the customer was billed for no energy"
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["OrderRefundParams"];
                };
            };
        };
        responses: {
            /** @description The order with its refunds */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDetailOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    exportOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params?: components["schemas"]["OrderListParams"];
                };
            };
        };
        responses: {
            /** @description The workbook, or a business error as JSON */
            200: {
                headers: {
                    /** @description `attachment; filename="orders-YYYYMMDD-HHmmss.xlsx"` */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getOrderTotals: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params?: components["schemas"]["OrderListParams"];
                };
            };
        };
        responses: {
            /** @description The totals */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderTotalsOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    listPriceTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params?: {
                        /** template name */
                        name?: string;
                    };
                    pageinfo?: components["schemas"]["PageInfo"];
                };
            };
        };
        responses: {
            /** @description One page of templates */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceTemplatePageOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    listPriceTemplateOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["TokenOnly"];
        responses: {
            /** @description The templates to choose from */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceTemplateOptionsOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getPriceTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ById"];
        responses: {
            /** @description The template */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceTemplateOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    addPriceTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "name": "Holiday rate",
                 *         "feetype": 1,
                 *         "electfee": "0.25",
                 *         "servicefee": "1.00",
                 *         "parkfee": "0.10"
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["PriceTemplateInput"];
                };
            };
        };
        responses: {
            /** @description The new template */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceTemplateOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    editPriceTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "id": 1,
                 *         "name": "Standard AC",
                 *         "feetype": 1,
                 *         "electfee": "0.21",
                 *         "servicefee": "1.00",
                 *         "parkfee": "0.10"
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["IdParams"] & components["schemas"]["PriceTemplateInput"];
                };
            };
        };
        responses: {
            /** @description The changed template */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceTemplateOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    previewPriceTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "id": 1,
                 *         "name": "Standard AC",
                 *         "feetype": 1,
                 *         "electfee": "0.25",
                 *         "servicefee": "1.00",
                 *         "parkfee": "0.40"
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["IdParams"] & components["schemas"]["PriceTemplateInput"];
                };
            };
        };
        responses: {
            /** @description The re-priced sessions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PricePreviewOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    deletePriceTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "id": 5
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["IdParams"];
                };
            };
        };
        responses: {
            200: components["responses"]["Empty"];
        };
    };
    setStationPriceTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "id": 5,
                 *         "template_id": 3
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: {
                        /** id */
                        id: number;
                        /** price template */
                        template_id: number;
                    };
                };
            };
        };
        responses: {
            /** @description The station with its template */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StationDetailOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    listRfidCards: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params?: components["schemas"]["RfidListParams"];
                    pageinfo?: components["schemas"]["PageInfo"];
                };
            };
        };
        responses: {
            /** @description One page of cards */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RfidCardPageOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    addRfidCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "card_no": "RF00990001"
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["RfidCardInput"];
                };
            };
        };
        responses: {
            /** @description The new card */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RfidCardOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    importRfidCards: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    token?: string;
                    /**
                     * spreadsheet file
                     * Format: binary
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description What happened to each row */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RfidImportOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    bindRfidCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "id": 256,
                 *         "account": "aisha.roy.1"
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["RfidBindParams"];
                };
            };
        };
        responses: {
            /** @description The card, now bound */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RfidCardOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    unbindRfidCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "id": 1
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["IdParams"];
                };
            };
        };
        responses: {
            /** @description The card, now unbound */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RfidCardOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    createRfidAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "id": 257,
                 *         "account": "noah.driver",
                 *         "name": "Noah Driver",
                 *         "email": "noah.driver@mail.example"
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["RfidAccountParams"];
                };
            };
        };
        responses: {
            /** @description The card, bound to the new account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RfidCardOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    listStations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params?: components["schemas"]["StationListParams"];
                    pageinfo?: components["schemas"]["PageInfo"];
                };
            };
        };
        responses: {
            /** @description One page of stations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StationPageOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getStation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ById"];
        responses: {
            /** @description The station */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StationDetailOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    addStation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "StationName": "Harbourfront Plaza",
                 *         "StationType": 1,
                 *         "StationLng": -73.5541,
                 *         "StationLat": 45.5017,
                 *         "OperatorID": 1,
                 *         "city": "Montréal",
                 *         "Address": "200 Rue de la Commune",
                 *         "MinAmount": "20"
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["StationInput"];
                };
            };
        };
        responses: {
            /** @description The new draft */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StationDetailOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    editStation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "id": 1,
                 *         "StationName": "Montréal Downtown Hub",
                 *         "StationType": 1,
                 *         "StationLng": -73.5673,
                 *         "StationLat": 45.5017,
                 *         "OperatorID": 1,
                 *         "city": "Montréal",
                 *         "Address": "1000 Rue Sherbrooke O",
                 *         "MinAmount": "25"
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["IdParams"] & components["schemas"]["StationInput"];
                };
            };
        };
        responses: {
            /** @description The changed station */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StationDetailOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    deleteStation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "id": 24
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["IdParams"];
                };
            };
        };
        responses: {
            200: components["responses"]["Empty"];
        };
    };
    submitStation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "id": 20
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["IdParams"];
                };
            };
        };
        responses: {
            /** @description The station, now under review */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StationDetailOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    auditStation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "id": 21,
                 *         "approve": 1
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["AuditParams"];
                };
            };
        };
        responses: {
            /** @description The audited station */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StationDetailOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    setStationStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "id": 1,
                 *         "status": 4
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: {
                        /** id */
                        id: number;
                        /**
                         * status
                         * @enum {integer}
                         */
                        status: 3 | 4;
                    };
                };
            };
        };
        responses: {
            /** @description The station with its new status */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StationDetailOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    setStationLoadBalance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "id": 1,
                 *         "upper_limit": 150,
                 *         "period": 15
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: {
                        /** id */
                        id: number;
                        /** upper limit */
                        upper_limit: number;
                        /** adjustment period */
                        period: number;
                    };
                };
            };
        };
        responses: {
            /** @description The station with its new settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StationDetailOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    listStationLoadHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["IdParams"];
                    pageinfo?: components["schemas"]["PageInfo"];
                };
            };
        };
        responses: {
            /** @description One page of changes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoadHistoryPageOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getOverview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params?: components["schemas"]["StatisticsRangeParams"];
                };
            };
        };
        responses: {
            /** @description The overview */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OverviewOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getIncomeStatistics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params?: components["schemas"]["StatisticsRangeParams"] & {
                        /** granularity */
                        granularity?: components["schemas"]["IncomeGranularity"];
                    };
                };
            };
        };
        responses: {
            /** @description The income series */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IncomeStatisticsOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    listIncomeByStation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params?: {
                        from?: components["schemas"]["StatisticsDate"];
                        to?: components["schemas"]["StatisticsDate"];
                        /**
                         * sort
                         * @enum {string}
                         */
                        sort?: "income" | "energy" | "orders";
                    };
                    pageinfo?: components["schemas"]["PageInfo"];
                };
            };
        };
        responses: {
            /** @description One page of stations with their income */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StationIncomePageOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    listUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params?: components["schemas"]["UserListParams"];
                    pageinfo?: components["schemas"]["PageInfo"];
                };
            };
        };
        responses: {
            /** @description One page of users */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPageOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ById"];
        responses: {
            /** @description The user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    addUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "username": "jdoe",
                 *         "pwd": "9b8a3e7c1f0d4c2b8e6a5d4c3b2a1f0e",
                 *         "nickname": "Jane Doe",
                 *         "full_name": "Jane Elizabeth Doe",
                 *         "user_code": "U0100",
                 *         "email": "jane.doe@pcharging.example",
                 *         "phone": "+1 514 555 0199",
                 *         "role_id": 2,
                 *         "department": "Network operations"
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["UserAddInput"];
                };
            };
        };
        responses: {
            /** @description The new user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    editUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "id": 2,
                 *         "nickname": "Olivia P.",
                 *         "full_name": "Olivia Park",
                 *         "user_code": "U0002",
                 *         "email": "olivia.park@pcharging.example",
                 *         "phone": "+1 514 555 0101",
                 *         "role_id": 2,
                 *         "department": "Network operations"
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["IdParams"] & components["schemas"]["UserInput"];
                };
            };
        };
        responses: {
            /** @description The changed user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "id": 4
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["IdParams"];
                };
            };
        };
        responses: {
            200: components["responses"]["Empty"];
        };
    };
    setUserStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "id": 2,
                 *         "status": 0
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: {
                        /** id */
                        id: number;
                        /** status */
                        status: components["schemas"]["AccountStatus"];
                    };
                };
            };
        };
        responses: {
            /** @description The user with the new status */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    resetUserPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "id": 2,
                 *         "pwd": "5f4dcc3b5aa765d61d8327deb882cf99"
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: {
                        /** id */
                        id: number;
                        /** new password */
                        pwd: components["schemas"]["Md5Hex"];
                    };
                };
            };
        };
        responses: {
            200: components["responses"]["Empty"];
        };
    };
    listRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params?: {
                        /**
                         * keyword
                         * @description Part of the name, the code or the description
                         */
                        keyword?: string;
                    };
                    pageinfo?: components["schemas"]["PageInfo"];
                };
            };
        };
        responses: {
            /** @description One page of roles */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RolePageOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    listRoleOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["TokenOnly"];
        responses: {
            /** @description The roles to choose from */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleOptionsOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ById"];
        responses: {
            /** @description The role */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    addRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "code": "night_shift",
                 *         "name": "Night shift",
                 *         "description": "Watches alarms and restarts chargers overnight",
                 *         "permissions": [
                 *           "operator:alarm:*",
                 *           "operator:pile:list",
                 *           "operator:pile:restart"
                 *         ]
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["RoleInput"];
                };
            };
        };
        responses: {
            /** @description The new role */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    editRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "id": 4,
                 *         "code": "support",
                 *         "name": "Customer support",
                 *         "description": "Customers and their cards, alarms included",
                 *         "permissions": [
                 *           "customer:*:*",
                 *           "operator:rfid:*",
                 *           "operator:alarm:*",
                 *           "money:order:list"
                 *         ]
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["IdParams"] & components["schemas"]["RoleInput"];
                };
            };
        };
        responses: {
            /** @description The changed role */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    deleteRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "params": {
                 *         "id": 6
                 *       }
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params: components["schemas"]["IdParams"];
                };
            };
        };
        responses: {
            200: components["responses"]["Empty"];
        };
    };
    getPermissionTree: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["TokenOnly"];
        responses: {
            /** @description The permission tree */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PermissionTreeOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    listOperationLogs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    token?: string;
                    params?: components["schemas"]["OperationLogListParams"];
                    pageinfo?: components["schemas"]["PageInfo"];
                };
            };
        };
        responses: {
            /** @description One page of log entries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationLogPageOk"] | components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
}
