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
         *     failed sign-ins; 1006 account disabled; 1007 old password wrong; 500 server fault.
         * @enum {integer}
         */
        ErrorCode: 401 | 403 | 404 | 500 | 1001 | 1002 | 1003 | 1004 | 1005 | 1006 | 1007;
        ErrorAnswer: {
            code: components["schemas"]["ErrorCode"];
            msg: string;
            data: components["schemas"]["ErrorData"] | null;
        };
        Md5Hex: string;
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
}
