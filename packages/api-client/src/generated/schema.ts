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
         * @description Single use; expires after 2 minutes. Fetching a new one replaces the previous one.
         */
        post: operations["getCaptcha"];
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
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description Both occur on the legacy backend; clients accept either.
         * @enum {integer|string}
         */
        SuccessCode: 200 | "100000";
        /**
         * @description 401 no or unknown session; 1005 expired session; 403 permission denied; 404 missing record;
         *     1001 invalid input; 1002 wrong or expired captcha; 1003 wrong account or password; 1004 too many
         *     failed sign-ins; 1006 account disabled; 1007 old password wrong; 1008 conflicts with an existing record
         *     (duplicate, still in use); 1009 not allowed in the record's current state; 500 server fault.
         * @enum {integer}
         */
        ErrorCode: 401 | 403 | 404 | 500 | 1001 | 1002 | 1003 | 1004 | 1005 | 1006 | 1007 | 1008 | 1009;
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
         * @description Dollars with at most two decimals, as a string (`"12.50"`).
         */
        Money: string;
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
            /**
             * email
             * Format: email
             */
            email?: string;
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
        DictionaryKey: "bool" | "user_status" | "station_status" | "station_type" | "pile_status" | "port_status" | "alarm_status" | "order_start_mode" | "journal_type" | "fee_type" | "connector_type";
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
            electfee: components["schemas"]["Money"];
            /** service fee */
            servicefee: components["schemas"]["Money"];
            /** idle fee */
            parkfee: components["schemas"]["Money"];
            /** time-of-use periods */
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
        StationListParams: {
            /**
             * station name
             * @description Part of the name or the StationID
             */
            name?: string;
            /** status */
            status?: number;
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
            StationStatus: number;
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
            StationStatus: number;
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
            /** @description The captcha image */
            200: {
                headers: {
                    /** @description `pcaptcha=<id>; HttpOnly; SameSite=Lax; Path=/` binds the answer to this client */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
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
    deletePriceTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ById"];
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
        requestBody: components["requestBodies"]["ById"];
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
        requestBody: components["requestBodies"]["ById"];
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
}
