// Generated from openapi/sim-control.yaml by `npm run codegen`. Do not edit.

export interface paths {
    "/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The simulated clock */
        get: operations["getClock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clock/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop simulated time; the engine runs no ticks until resumed or stepped */
        post: operations["pauseClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clock/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Let simulated time run again at its speed */
        post: operations["resumeClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clock/speed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Simulated milliseconds per real millisecond (1 = real time, 60 = an hour a minute) */
        post: operations["setClockSpeed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clock/step": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move the clock forward and run every engine tick in between, deterministically */
        post: operations["stepClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the whole database content with a freshly seeded network (every session ends) */
        post: operations["resetNetwork"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/faults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Faults still active */
        get: operations["listFaults"];
        put?: never;
        /** Make calls of one `_pcharging` operation slow or fail, for a count of calls or until a time */
        post: operations["injectFault"];
        /** Remove every fault */
        delete: operations["clearFaults"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/faults/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove one fault */
        delete: operations["clearFault"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** E-mails the backend would have sent, newest first */
        get: operations["readOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/scenarios": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Training scenarios that can be loaded, with their briefings in every language */
        get: operations["listScenarios"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/scenarios/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The scenario loaded last on this network, and whether a check found it solved */
        get: operations["getCurrentScenario"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/scenarios/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the network into a scenario's state and answer the trainee's briefing
         * @description The scenario's changes are made as an operator's would be (with their e-mails and live pushes), in one
         *     transaction with the record of the run that a later check reads.
         */
        post: operations["loadScenario"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/scenarios/{name}/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Read the network to tell whether the trainee solved the loaded scenario, and did no harm on the way */
        post: operations["checkScenario"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/snapshots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The saved networks of this network (the main network and each sandbox have their own) */
        get: operations["listSnapshots"];
        put?: never;
        /** Save this network as it is under a name (replacing a snapshot of that name) */
        post: operations["saveSnapshot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/snapshots/{name}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bring a saved network back on this network
         * @description Who is signed in stays signed in, unless the snapshot holds their account otherwise (another password,
         *     status or permissions) or not at all: those sessions end, and `sessionsEnded` says how many.
         */
        post: operations["restoreSnapshot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/snapshots/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a saved network */
        delete: operations["deleteSnapshot"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandboxes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The isolated networks of this simulator, with each one's activity and scenario (main network only)
         * @description A sandbox is a whole network of its own at `/s/{name}/`: the web app, the `_pcharging` API, live push
         *     and its own control surface under `/s/{name}/__sim/`. Its engine runs while it is used (a call, or a live
         *     client) and sleeps after `PCHARGING_SANDBOX_IDLE_MINUTES`, its clock standing meanwhile.
         */
        get: operations["listSandboxes"];
        put?: never;
        /** Create a sandbox from the seeded demo network (or a snapshot), optionally with a scenario loaded */
        post: operations["createSandbox"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandboxes/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check the loaded scenario of every sandbox and answer the list with each one's findings
         * @description The trainer's view of the whole class in one call: each sandbox with a scenario loaded is checked as
         *     `/scenarios/{name}/check` checks it (the check is recorded in that sandbox), without waking a sleeping
         *     sandbox's engine. Titles, tasks and findings are in the language of `Accept-Language`.
         */
        post: operations["checkSandboxes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandboxes/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a sandbox and its database */
        delete: operations["deleteSandbox"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Process CPU time and engine tick costs, for benchmarks */
        get: operations["getStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stats/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start counting tick costs afresh */
        post: operations["resetStats"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pact-states": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pact's provider-state change call - put the demo network back as seeded and set one named state
         * @description For `PACT_PROVIDER_STATES_URL`: verifying the web's pacts against a separately started simulator
         *     (`PACT_PROVIDER_BASE_URL`). On `setup` every row is replaced by the demo seed (built once per process),
         *     faults are cleared, and the state is set; `teardown` does nothing. An unknown state answers 400 naming
         *     the known ones.
         */
        post: operations["setProviderState"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sign-in-throttle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * End the delays failed password checks put on one account name (from every address), or on everyone
         * @description Failed sign-ins (and wrong old passwords given to `Admin_user/changepw`) slow the next attempts down, per
         *     account and address, per address and per account; nothing locks. This is the trainer's way to let someone
         *     back in at once; without the control surface, a super administrator's password reset does the same.
         */
        delete: operations["clearSignInThrottle"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sessions/expire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Expire one token's session, or every session, now */
        post: operations["expireSessions"];
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
        ProblemBody: {
            error: string;
        };
        /** @description 1 to 32 lower-case letters, digits or inner hyphens */
        RecordName: string;
        Snapshot: {
            name: string;
            sizeBytes: number;
            /** Format: date-time */
            savedAt: string;
        };
        Sandbox: {
            name: string;
            seed: number;
            /** @description Opens this sandbox's control surface (`/s/{name}/__sim/`) and no other */
            key: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            lastActivityAt: string;
            /** @description Whether its engine runs (it sleeps when idle) */
            awake: boolean;
            scenario: null | {
                name: components["schemas"]["ScenarioName"];
                /** @description In the language of `Accept-Language` */
                title: string;
                /** @description The trainee's task, in the language of `Accept-Language` */
                task: string;
                briefing: components["schemas"]["Briefings"];
                /** Format: date-time */
                loadedAt: string;
                /** @description Whether this answer's check found it solved; without a check, whether any check did */
                solved: boolean;
                /** Format: date-time */
                checkedAt: string | null;
                /** @description What this answer's check found (`checkSandboxes`); null when the list was read unchecked */
                findings: null | components["schemas"]["Finding"][];
            };
        };
        Finding: {
            /** @description Stable, for programs: session-stopped, nothing-deleted */
            code: string;
            passed: boolean;
            /** @description In the language of `Accept-Language`; a failed harm finding names the records harmed */
            message: string;
        };
        /** @enum {string} */
        ScenarioName: "station-offline" | "card-bound-to-wrong-customer" | "price-change" | "stuck-session" | "double-billed" | "charger-fault" | "charger-awaiting-review" | "new-operator-account";
        Briefing: {
            title: string;
            description: string;
            /** @description Once the scenario is loaded */
            task?: string;
        };
        Briefings: {
            en: components["schemas"]["Briefing"];
            fr: components["schemas"]["Briefing"];
            "zh-cn": components["schemas"]["Briefing"];
        };
        ClockState: {
            /** @description Simulated epoch ms */
            now: number;
            /** Format: date-time */
            iso: string;
            /** @description The network's IANA time zone: the zone of its days and of the times its users read */
            timeZone: string;
            speed: number;
            paused: boolean;
            /** @description False for a test clock that only moves when stepped */
            controllable: boolean;
            /** @description Whether the engine ticks by itself (PCHARGING_FLEET) */
            engineRunning: boolean;
        };
        /**
         * @description A latency fault needs `latencyMs`, an http-status one `status`, a business-error one `code`; every fault
         *     needs `count` or `until` (or both). An operationId the API does not have answers 400.
         */
        FaultInput: {
            /** @description An operationId of openapi/pcharging.yaml, e.g. listStations */
            operationId: string;
            /** @enum {string} */
            kind: "latency" | "http-status" | "business-error" | "session-expiry";
            /** @description For latency */
            latencyMs?: number;
            /** @description For http-status */
            status?: number;
            /**
             * @description For business-error: an error code of the API (its `ErrorCode`), e.g. 1005 or 1009
             * @enum {integer}
             */
            code?: 401 | 403 | 404 | 500 | 1001 | 1002 | 1003 | 1004 | 1005 | 1006 | 1007 | 1008 | 1009 | 1010 | 1011 | 1012;
            /** @description The answer's message; a translated default otherwise */
            msg?: string;
            /** @description Calls to hit */
            count?: number;
            /** @description Simulated epoch ms after which the fault is gone */
            until?: number;
        } & (unknown & unknown & unknown & (unknown | unknown));
        Fault: components["schemas"]["FaultInput"] & {
            id: number;
            remaining: number | null;
            hits: number;
        };
        Email: {
            id: number;
            toAddress: string;
            kind: string;
            subject: string;
            body: string;
            createdAt: number;
        };
    };
    responses: {
        /** @description No `x-sim-key`, or not a key of this network */
        NeedsKey: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ProblemBody"];
            };
        };
        /** @description The request's host, or the page it came from (`Origin`), is not the simulator's own */
        ForeignHost: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ProblemBody"];
            };
        };
        /** @description A body other than `application/json` */
        JsonOnly: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ProblemBody"];
            };
        };
        /** @description The clock after the call */
        Clock: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ClockState"];
            };
        };
        /** @description How many faults were removed */
        Cleared: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    cleared: number;
                };
            };
        };
        /** @description The request could not be done */
        Problem: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    error: string;
                };
            };
        };
        /** @description A scenario loaded on this network */
        TrainingRun: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    name: components["schemas"]["ScenarioName"];
                    title: string;
                    /** @description The trainee's task in the language of `Accept-Language` */
                    task: string;
                    briefing: components["schemas"]["Briefings"];
                    /** @description The records the scenario is about (ids, names, amounts) */
                    details: {
                        [key: string]: string | number;
                    };
                    /** Format: date-time */
                    loadedAt: string;
                    /** Format: date-time */
                    checkedAt: string | null;
                    /**
                     * Format: date-time
                     * @description When a check first found it solved
                     */
                    solvedAt: string | null;
                };
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Clock"];
            401: components["responses"]["NeedsKey"];
            403: components["responses"]["ForeignHost"];
        };
    };
    pauseClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Clock"];
            401: components["responses"]["NeedsKey"];
            403: components["responses"]["ForeignHost"];
            409: components["responses"]["Problem"];
            415: components["responses"]["JsonOnly"];
        };
    };
    resumeClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Clock"];
            401: components["responses"]["NeedsKey"];
            403: components["responses"]["ForeignHost"];
            409: components["responses"]["Problem"];
            415: components["responses"]["JsonOnly"];
        };
    };
    setClockSpeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    speed: number;
                };
            };
        };
        responses: {
            200: components["responses"]["Clock"];
            400: components["responses"]["Problem"];
            401: components["responses"]["NeedsKey"];
            403: components["responses"]["ForeignHost"];
            409: components["responses"]["Problem"];
            415: components["responses"]["JsonOnly"];
        };
    };
    stepClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ms: number;
                };
            };
        };
        responses: {
            /** @description The ticks run and the clock after them */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ticks: number;
                        clock: components["schemas"]["ClockState"];
                    };
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["NeedsKey"];
            403: components["responses"]["ForeignHost"];
            409: components["responses"]["Problem"];
            415: components["responses"]["JsonOnly"];
        };
    };
    resetNetwork: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default demo
                     * @enum {string}
                     */
                    profile?: "demo" | "large" | "empty";
                    seed: number;
                };
            };
        };
        responses: {
            /** @description The network was reset */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        profile: "demo" | "large" | "empty";
                        seed: number;
                        tookMs: number;
                    };
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["NeedsKey"];
            403: components["responses"]["ForeignHost"];
            415: components["responses"]["JsonOnly"];
        };
    };
    listFaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Active faults */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Fault"][];
                    };
                };
            };
            401: components["responses"]["NeedsKey"];
            403: components["responses"]["ForeignHost"];
        };
    };
    injectFault: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FaultInput"];
            };
        };
        responses: {
            /** @description The fault is active */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Fault"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["NeedsKey"];
            403: components["responses"]["ForeignHost"];
            415: components["responses"]["JsonOnly"];
        };
    };
    clearFaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Cleared"];
            401: components["responses"]["NeedsKey"];
            403: components["responses"]["ForeignHost"];
            415: components["responses"]["JsonOnly"];
        };
    };
    clearFault: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Cleared"];
            400: components["responses"]["Problem"];
            401: components["responses"]["NeedsKey"];
            403: components["responses"]["ForeignHost"];
            404: components["responses"]["Problem"];
            415: components["responses"]["JsonOnly"];
        };
    };
    readOutbox: {
        parameters: {
            query?: {
                /** @description Only this recipient */
                to?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description E-mails */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Email"][];
                    };
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["NeedsKey"];
            403: components["responses"]["ForeignHost"];
        };
    };
    listScenarios: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Scenarios; `title` and `description` in the language of `Accept-Language` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            name: components["schemas"]["ScenarioName"];
                            title: string;
                            description: string;
                            briefing: components["schemas"]["Briefings"];
                        }[];
                    };
                };
            };
            401: components["responses"]["NeedsKey"];
            403: components["responses"]["ForeignHost"];
        };
    };
    getCurrentScenario: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["TrainingRun"];
            401: components["responses"]["NeedsKey"];
            403: components["responses"]["ForeignHost"];
            404: components["responses"]["Problem"];
        };
    };
    loadScenario: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: components["schemas"]["ScenarioName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["TrainingRun"];
            401: components["responses"]["NeedsKey"];
            403: components["responses"]["ForeignHost"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            415: components["responses"]["JsonOnly"];
        };
    };
    checkScenario: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: components["schemas"]["ScenarioName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Solved when every finding passed; messages in the language of `Accept-Language` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: components["schemas"]["ScenarioName"];
                        solved: boolean;
                        findings: components["schemas"]["Finding"][];
                    };
                };
            };
            401: components["responses"]["NeedsKey"];
            403: components["responses"]["ForeignHost"];
            404: components["responses"]["Problem"];
            /** @description Another scenario (or none) is loaded on this network */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemBody"];
                };
            };
            415: components["responses"]["JsonOnly"];
        };
    };
    listSnapshots: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Snapshots, by name */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Snapshot"][];
                    };
                };
            };
            401: components["responses"]["NeedsKey"];
            403: components["responses"]["ForeignHost"];
        };
    };
    saveSnapshot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: components["schemas"]["RecordName"];
                };
            };
        };
        responses: {
            /** @description Saved */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Snapshot"];
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["NeedsKey"];
            403: components["responses"]["ForeignHost"];
            409: components["responses"]["Problem"];
            415: components["responses"]["JsonOnly"];
        };
    };
    restoreSnapshot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: components["schemas"]["RecordName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Restored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        tookMs: number;
                        sessionsEnded: number;
                    };
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["NeedsKey"];
            403: components["responses"]["ForeignHost"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            415: components["responses"]["JsonOnly"];
        };
    };
    deleteSnapshot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: components["schemas"]["RecordName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deleted: string;
                    };
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["NeedsKey"];
            403: components["responses"]["ForeignHost"];
            404: components["responses"]["Problem"];
            415: components["responses"]["JsonOnly"];
        };
    };
    listSandboxes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sandboxes, by name */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description PCHARGING_SANDBOX_LIMIT */
                        limit: number;
                        items: components["schemas"]["Sandbox"][];
                    };
                };
            };
            401: components["responses"]["NeedsKey"];
            403: components["responses"]["ForeignHost"];
            404: components["responses"]["Problem"];
        };
    };
    createSandbox: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: components["schemas"]["RecordName"];
                    /** @description The demo network's seed number */
                    seed?: number;
                    scenario?: components["schemas"]["ScenarioName"];
                    /** @description Start from this snapshot of the main network instead of the seeded one */
                    snapshot?: string;
                };
            };
        };
        responses: {
            /** @description Created; `url` is the address to hand to the trainee */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Sandbox"] & {
                        url: string;
                        /** @description The loaded scenario's task, in the language of Accept-Language */
                        task?: string;
                    };
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["NeedsKey"];
            403: components["responses"]["ForeignHost"];
            404: components["responses"]["Problem"];
            409: components["responses"]["Problem"];
            415: components["responses"]["JsonOnly"];
        };
    };
    checkSandboxes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sandboxes, by name, each loaded scenario with `findings` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description PCHARGING_SANDBOX_LIMIT */
                        limit: number;
                        items: components["schemas"]["Sandbox"][];
                    };
                };
            };
            401: components["responses"]["NeedsKey"];
            403: components["responses"]["ForeignHost"];
            404: components["responses"]["Problem"];
            415: components["responses"]["JsonOnly"];
        };
    };
    deleteSandbox: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: components["schemas"]["RecordName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deleted: string;
                    };
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["NeedsKey"];
            403: components["responses"]["ForeignHost"];
            404: components["responses"]["Problem"];
            415: components["responses"]["JsonOnly"];
        };
    };
    getStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Figures since the process started (CPU) or since the last stats reset (ticks) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cpu: {
                            userMicros: number;
                            systemMicros: number;
                            uptimeMs: number;
                        };
                        ticks: {
                            ticks: number;
                            p50Ms: number;
                            p99Ms: number;
                            maxMs: number;
                        };
                        liveClients: number;
                    };
                };
            };
            401: components["responses"]["NeedsKey"];
            403: components["responses"]["ForeignHost"];
        };
    };
    resetStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reset */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        reset: true;
                    };
                };
            };
            401: components["responses"]["NeedsKey"];
            403: components["responses"]["ForeignHost"];
            415: components["responses"]["JsonOnly"];
        };
    };
    setProviderState: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The interaction's Given; empty for one without, when only the network is put back. The names are
                     *     the simulator's provider-state catalogue (a test holds this list to it).
                     * @default
                     * @enum {string}
                     */
                    state?: "" | "a captcha was issued" | "an account is signed in" | "no session exists" | "the operation log holds a failed sign-in and a change" | "a charger is offline" | "a charging session is stuck" | "an adjustment request is waiting" | "a charger was restarted" | "a session has expired";
                    params?: {
                        [key: string]: string | number | boolean;
                    };
                    /**
                     * @default setup
                     * @enum {string}
                     */
                    action?: "setup" | "teardown";
                };
            };
        };
        responses: {
            /** @description The state is set */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["NeedsKey"];
            403: components["responses"]["ForeignHost"];
            415: components["responses"]["JsonOnly"];
        };
    };
    clearSignInThrottle: {
        parameters: {
            query?: {
                /** @description Only this account name */
                account?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many throttles were removed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cleared: number;
                    };
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["NeedsKey"];
            403: components["responses"]["ForeignHost"];
            415: components["responses"]["JsonOnly"];
        };
    };
    expireSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The session to expire; without it, every session */
                    token?: string;
                };
            };
        };
        responses: {
            /** @description How many sessions expired */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        expired: number;
                    };
                };
            };
            400: components["responses"]["Problem"];
            401: components["responses"]["NeedsKey"];
            403: components["responses"]["ForeignHost"];
            415: components["responses"]["JsonOnly"];
        };
    };
}

export const simControlDocument: Readonly<Record<string, unknown>> = {
  "openapi": "3.1.0",
  "info": {
    "title": "pcharging simulator control surface",
    "version": "1.0.0",
    "description": "Developer and trainer controls of the simulator, outside the `_pcharging` base path. Switch it off with\n`PCHARGING_SIM_CONTROL=off` anywhere real users are. Every call needs a key in the `x-sim-key` header: the\ntrainer key (`PCHARGING_SIM_KEY`, else made at the first start, printed once and kept in the data directory's\n`trainer-key`) opens the main network's surface and every sandbox's; a sandbox's own key (in the answer that\ncreated it and in the sandbox list) opens `/s/{name}/__sim/` only. The surface answers only localhost, IP\naddresses and the host names of `PCHARGING_ALLOWED_HOSTS`, and a page of the same origin (403 otherwise), and\nreads JSON bodies only (415 otherwise). Times are epoch milliseconds of the simulated clock. A path under\n`/__sim` that is not below answers 404 with a JSON `{error}` body, as the listed 404s do.\n"
  },
  "servers": [
    {
      "url": "/__sim"
    }
  ],
  "security": [
    {
      "simKey": []
    }
  ],
  "paths": {
    "/clock": {
      "get": {
        "operationId": "getClock",
        "summary": "The simulated clock",
        "responses": {
          "200": {
            "$ref": "#/components/responses/Clock"
          },
          "401": {
            "$ref": "#/components/responses/NeedsKey"
          },
          "403": {
            "$ref": "#/components/responses/ForeignHost"
          }
        }
      }
    },
    "/clock/pause": {
      "post": {
        "operationId": "pauseClock",
        "summary": "Stop simulated time; the engine runs no ticks until resumed or stepped",
        "responses": {
          "200": {
            "$ref": "#/components/responses/Clock"
          },
          "401": {
            "$ref": "#/components/responses/NeedsKey"
          },
          "403": {
            "$ref": "#/components/responses/ForeignHost"
          },
          "409": {
            "$ref": "#/components/responses/Problem"
          },
          "415": {
            "$ref": "#/components/responses/JsonOnly"
          }
        }
      }
    },
    "/clock/resume": {
      "post": {
        "operationId": "resumeClock",
        "summary": "Let simulated time run again at its speed",
        "responses": {
          "200": {
            "$ref": "#/components/responses/Clock"
          },
          "401": {
            "$ref": "#/components/responses/NeedsKey"
          },
          "403": {
            "$ref": "#/components/responses/ForeignHost"
          },
          "409": {
            "$ref": "#/components/responses/Problem"
          },
          "415": {
            "$ref": "#/components/responses/JsonOnly"
          }
        }
      }
    },
    "/clock/speed": {
      "post": {
        "operationId": "setClockSpeed",
        "summary": "Simulated milliseconds per real millisecond (1 = real time, 60 = an hour a minute)",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "required": [
                  "speed"
                ],
                "properties": {
                  "speed": {
                    "type": "number",
                    "exclusiveMinimum": 0,
                    "maximum": 3600
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/Clock"
          },
          "400": {
            "$ref": "#/components/responses/Problem"
          },
          "401": {
            "$ref": "#/components/responses/NeedsKey"
          },
          "403": {
            "$ref": "#/components/responses/ForeignHost"
          },
          "409": {
            "$ref": "#/components/responses/Problem"
          },
          "415": {
            "$ref": "#/components/responses/JsonOnly"
          }
        }
      }
    },
    "/clock/step": {
      "post": {
        "operationId": "stepClock",
        "summary": "Move the clock forward and run every engine tick in between, deterministically",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "required": [
                  "ms"
                ],
                "properties": {
                  "ms": {
                    "type": "integer",
                    "minimum": 1,
                    "maximum": 86400000
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The ticks run and the clock after them",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "ticks",
                    "clock"
                  ],
                  "properties": {
                    "ticks": {
                      "type": "integer",
                      "minimum": 0
                    },
                    "clock": {
                      "$ref": "#/components/schemas/ClockState"
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/Problem"
          },
          "401": {
            "$ref": "#/components/responses/NeedsKey"
          },
          "403": {
            "$ref": "#/components/responses/ForeignHost"
          },
          "409": {
            "$ref": "#/components/responses/Problem"
          },
          "415": {
            "$ref": "#/components/responses/JsonOnly"
          }
        }
      }
    },
    "/reset": {
      "post": {
        "operationId": "resetNetwork",
        "summary": "Replace the whole database content with a freshly seeded network (every session ends)",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "required": [
                  "seed"
                ],
                "properties": {
                  "profile": {
                    "type": "string",
                    "enum": [
                      "demo",
                      "large",
                      "empty"
                    ],
                    "default": "demo"
                  },
                  "seed": {
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 4294967295
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The network was reset",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "profile",
                    "seed",
                    "tookMs"
                  ],
                  "properties": {
                    "profile": {
                      "type": "string",
                      "enum": [
                        "demo",
                        "large",
                        "empty"
                      ]
                    },
                    "seed": {
                      "type": "integer"
                    },
                    "tookMs": {
                      "type": "integer",
                      "minimum": 0
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/Problem"
          },
          "401": {
            "$ref": "#/components/responses/NeedsKey"
          },
          "403": {
            "$ref": "#/components/responses/ForeignHost"
          },
          "415": {
            "$ref": "#/components/responses/JsonOnly"
          }
        }
      }
    },
    "/faults": {
      "get": {
        "operationId": "listFaults",
        "summary": "Faults still active",
        "responses": {
          "200": {
            "description": "Active faults",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "items"
                  ],
                  "properties": {
                    "items": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/Fault"
                      }
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/NeedsKey"
          },
          "403": {
            "$ref": "#/components/responses/ForeignHost"
          }
        }
      },
      "post": {
        "operationId": "injectFault",
        "summary": "Make calls of one `_pcharging` operation slow or fail, for a count of calls or until a time",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/FaultInput"
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "The fault is active",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Fault"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/Problem"
          },
          "401": {
            "$ref": "#/components/responses/NeedsKey"
          },
          "403": {
            "$ref": "#/components/responses/ForeignHost"
          },
          "415": {
            "$ref": "#/components/responses/JsonOnly"
          }
        }
      },
      "delete": {
        "operationId": "clearFaults",
        "summary": "Remove every fault",
        "responses": {
          "200": {
            "$ref": "#/components/responses/Cleared"
          },
          "401": {
            "$ref": "#/components/responses/NeedsKey"
          },
          "403": {
            "$ref": "#/components/responses/ForeignHost"
          },
          "415": {
            "$ref": "#/components/responses/JsonOnly"
          }
        }
      }
    },
    "/faults/{id}": {
      "delete": {
        "operationId": "clearFault",
        "summary": "Remove one fault",
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "required": true,
            "schema": {
              "type": "integer",
              "minimum": 1
            }
          }
        ],
        "responses": {
          "200": {
            "$ref": "#/components/responses/Cleared"
          },
          "400": {
            "$ref": "#/components/responses/Problem"
          },
          "401": {
            "$ref": "#/components/responses/NeedsKey"
          },
          "403": {
            "$ref": "#/components/responses/ForeignHost"
          },
          "404": {
            "$ref": "#/components/responses/Problem"
          },
          "415": {
            "$ref": "#/components/responses/JsonOnly"
          }
        }
      }
    },
    "/outbox": {
      "get": {
        "operationId": "readOutbox",
        "summary": "E-mails the backend would have sent, newest first",
        "parameters": [
          {
            "name": "to",
            "in": "query",
            "schema": {
              "type": "string",
              "maxLength": 200
            },
            "description": "Only this recipient"
          },
          {
            "name": "limit",
            "in": "query",
            "schema": {
              "type": "integer",
              "minimum": 1,
              "maximum": 500,
              "default": 50
            }
          }
        ],
        "responses": {
          "200": {
            "description": "E-mails",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "items"
                  ],
                  "properties": {
                    "items": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/Email"
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/Problem"
          },
          "401": {
            "$ref": "#/components/responses/NeedsKey"
          },
          "403": {
            "$ref": "#/components/responses/ForeignHost"
          }
        }
      }
    },
    "/scenarios": {
      "get": {
        "operationId": "listScenarios",
        "summary": "Training scenarios that can be loaded, with their briefings in every language",
        "responses": {
          "200": {
            "description": "Scenarios; `title` and `description` in the language of `Accept-Language`",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "items"
                  ],
                  "properties": {
                    "items": {
                      "type": "array",
                      "items": {
                        "type": "object",
                        "required": [
                          "name",
                          "title",
                          "description",
                          "briefing"
                        ],
                        "properties": {
                          "name": {
                            "$ref": "#/components/schemas/ScenarioName"
                          },
                          "title": {
                            "type": "string"
                          },
                          "description": {
                            "type": "string"
                          },
                          "briefing": {
                            "$ref": "#/components/schemas/Briefings"
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/NeedsKey"
          },
          "403": {
            "$ref": "#/components/responses/ForeignHost"
          }
        }
      }
    },
    "/scenarios/current": {
      "get": {
        "operationId": "getCurrentScenario",
        "summary": "The scenario loaded last on this network, and whether a check found it solved",
        "responses": {
          "200": {
            "$ref": "#/components/responses/TrainingRun"
          },
          "401": {
            "$ref": "#/components/responses/NeedsKey"
          },
          "403": {
            "$ref": "#/components/responses/ForeignHost"
          },
          "404": {
            "$ref": "#/components/responses/Problem"
          }
        }
      }
    },
    "/scenarios/{name}": {
      "post": {
        "operationId": "loadScenario",
        "summary": "Set the network into a scenario's state and answer the trainee's briefing",
        "description": "The scenario's changes are made as an operator's would be (with their e-mails and live pushes), in one\ntransaction with the record of the run that a later check reads.\n",
        "parameters": [
          {
            "name": "name",
            "in": "path",
            "required": true,
            "schema": {
              "$ref": "#/components/schemas/ScenarioName"
            }
          }
        ],
        "responses": {
          "200": {
            "$ref": "#/components/responses/TrainingRun"
          },
          "401": {
            "$ref": "#/components/responses/NeedsKey"
          },
          "403": {
            "$ref": "#/components/responses/ForeignHost"
          },
          "404": {
            "$ref": "#/components/responses/Problem"
          },
          "409": {
            "$ref": "#/components/responses/Problem"
          },
          "415": {
            "$ref": "#/components/responses/JsonOnly"
          }
        }
      }
    },
    "/scenarios/{name}/check": {
      "post": {
        "operationId": "checkScenario",
        "summary": "Read the network to tell whether the trainee solved the loaded scenario, and did no harm on the way",
        "parameters": [
          {
            "name": "name",
            "in": "path",
            "required": true,
            "schema": {
              "$ref": "#/components/schemas/ScenarioName"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "Solved when every finding passed; messages in the language of `Accept-Language`",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "name",
                    "solved",
                    "findings"
                  ],
                  "properties": {
                    "name": {
                      "$ref": "#/components/schemas/ScenarioName"
                    },
                    "solved": {
                      "type": "boolean"
                    },
                    "findings": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/Finding"
                      }
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/NeedsKey"
          },
          "403": {
            "$ref": "#/components/responses/ForeignHost"
          },
          "404": {
            "$ref": "#/components/responses/Problem"
          },
          "409": {
            "description": "Another scenario (or none) is loaded on this network",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ProblemBody"
                }
              }
            }
          },
          "415": {
            "$ref": "#/components/responses/JsonOnly"
          }
        }
      }
    },
    "/snapshots": {
      "get": {
        "operationId": "listSnapshots",
        "summary": "The saved networks of this network (the main network and each sandbox have their own)",
        "responses": {
          "200": {
            "description": "Snapshots, by name",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "items"
                  ],
                  "properties": {
                    "items": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/Snapshot"
                      }
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/NeedsKey"
          },
          "403": {
            "$ref": "#/components/responses/ForeignHost"
          }
        }
      },
      "post": {
        "operationId": "saveSnapshot",
        "summary": "Save this network as it is under a name (replacing a snapshot of that name)",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "required": [
                  "name"
                ],
                "properties": {
                  "name": {
                    "$ref": "#/components/schemas/RecordName"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "Saved",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Snapshot"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/Problem"
          },
          "401": {
            "$ref": "#/components/responses/NeedsKey"
          },
          "403": {
            "$ref": "#/components/responses/ForeignHost"
          },
          "409": {
            "$ref": "#/components/responses/Problem"
          },
          "415": {
            "$ref": "#/components/responses/JsonOnly"
          }
        }
      }
    },
    "/snapshots/{name}/restore": {
      "post": {
        "operationId": "restoreSnapshot",
        "summary": "Bring a saved network back on this network",
        "description": "Who is signed in stays signed in, unless the snapshot holds their account otherwise (another password,\nstatus or permissions) or not at all: those sessions end, and `sessionsEnded` says how many.\n",
        "parameters": [
          {
            "name": "name",
            "in": "path",
            "required": true,
            "schema": {
              "$ref": "#/components/schemas/RecordName"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "Restored",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "name",
                    "tookMs",
                    "sessionsEnded"
                  ],
                  "properties": {
                    "name": {
                      "type": "string"
                    },
                    "tookMs": {
                      "type": "integer"
                    },
                    "sessionsEnded": {
                      "type": "integer",
                      "minimum": 0
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/Problem"
          },
          "401": {
            "$ref": "#/components/responses/NeedsKey"
          },
          "403": {
            "$ref": "#/components/responses/ForeignHost"
          },
          "404": {
            "$ref": "#/components/responses/Problem"
          },
          "409": {
            "$ref": "#/components/responses/Problem"
          },
          "415": {
            "$ref": "#/components/responses/JsonOnly"
          }
        }
      }
    },
    "/snapshots/{name}": {
      "delete": {
        "operationId": "deleteSnapshot",
        "summary": "Remove a saved network",
        "parameters": [
          {
            "name": "name",
            "in": "path",
            "required": true,
            "schema": {
              "$ref": "#/components/schemas/RecordName"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "Removed",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "deleted"
                  ],
                  "properties": {
                    "deleted": {
                      "type": "string"
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/Problem"
          },
          "401": {
            "$ref": "#/components/responses/NeedsKey"
          },
          "403": {
            "$ref": "#/components/responses/ForeignHost"
          },
          "404": {
            "$ref": "#/components/responses/Problem"
          },
          "415": {
            "$ref": "#/components/responses/JsonOnly"
          }
        }
      }
    },
    "/sandboxes": {
      "get": {
        "operationId": "listSandboxes",
        "summary": "The isolated networks of this simulator, with each one's activity and scenario (main network only)",
        "description": "A sandbox is a whole network of its own at `/s/{name}/`: the web app, the `_pcharging` API, live push\nand its own control surface under `/s/{name}/__sim/`. Its engine runs while it is used (a call, or a live\nclient) and sleeps after `PCHARGING_SANDBOX_IDLE_MINUTES`, its clock standing meanwhile.\n",
        "responses": {
          "200": {
            "description": "Sandboxes, by name",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "limit",
                    "items"
                  ],
                  "properties": {
                    "limit": {
                      "type": "integer",
                      "description": "PCHARGING_SANDBOX_LIMIT"
                    },
                    "items": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/Sandbox"
                      }
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/NeedsKey"
          },
          "403": {
            "$ref": "#/components/responses/ForeignHost"
          },
          "404": {
            "$ref": "#/components/responses/Problem"
          }
        }
      },
      "post": {
        "operationId": "createSandbox",
        "summary": "Create a sandbox from the seeded demo network (or a snapshot), optionally with a scenario loaded",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "required": [
                  "name"
                ],
                "properties": {
                  "name": {
                    "$ref": "#/components/schemas/RecordName"
                  },
                  "seed": {
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 4294967295,
                    "description": "The demo network's seed number"
                  },
                  "scenario": {
                    "$ref": "#/components/schemas/ScenarioName"
                  },
                  "snapshot": {
                    "type": "string",
                    "description": "Start from this snapshot of the main network instead of the seeded one"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "Created; `url` is the address to hand to the trainee",
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "$ref": "#/components/schemas/Sandbox"
                    },
                    {
                      "type": "object",
                      "required": [
                        "url"
                      ],
                      "properties": {
                        "url": {
                          "type": "string"
                        },
                        "task": {
                          "type": "string",
                          "description": "The loaded scenario's task, in the language of Accept-Language"
                        }
                      }
                    }
                  ]
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/Problem"
          },
          "401": {
            "$ref": "#/components/responses/NeedsKey"
          },
          "403": {
            "$ref": "#/components/responses/ForeignHost"
          },
          "404": {
            "$ref": "#/components/responses/Problem"
          },
          "409": {
            "$ref": "#/components/responses/Problem"
          },
          "415": {
            "$ref": "#/components/responses/JsonOnly"
          }
        }
      }
    },
    "/sandboxes/check": {
      "post": {
        "operationId": "checkSandboxes",
        "summary": "Check the loaded scenario of every sandbox and answer the list with each one's findings",
        "description": "The trainer's view of the whole class in one call: each sandbox with a scenario loaded is checked as\n`/scenarios/{name}/check` checks it (the check is recorded in that sandbox), without waking a sleeping\nsandbox's engine. Titles, tasks and findings are in the language of `Accept-Language`.\n",
        "responses": {
          "200": {
            "description": "Sandboxes, by name, each loaded scenario with `findings`",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "limit",
                    "items"
                  ],
                  "properties": {
                    "limit": {
                      "type": "integer",
                      "description": "PCHARGING_SANDBOX_LIMIT"
                    },
                    "items": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/Sandbox"
                      }
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/NeedsKey"
          },
          "403": {
            "$ref": "#/components/responses/ForeignHost"
          },
          "404": {
            "$ref": "#/components/responses/Problem"
          },
          "415": {
            "$ref": "#/components/responses/JsonOnly"
          }
        }
      }
    },
    "/sandboxes/{name}": {
      "delete": {
        "operationId": "deleteSandbox",
        "summary": "Remove a sandbox and its database",
        "parameters": [
          {
            "name": "name",
            "in": "path",
            "required": true,
            "schema": {
              "$ref": "#/components/schemas/RecordName"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "Removed",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "deleted"
                  ],
                  "properties": {
                    "deleted": {
                      "type": "string"
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/Problem"
          },
          "401": {
            "$ref": "#/components/responses/NeedsKey"
          },
          "403": {
            "$ref": "#/components/responses/ForeignHost"
          },
          "404": {
            "$ref": "#/components/responses/Problem"
          },
          "415": {
            "$ref": "#/components/responses/JsonOnly"
          }
        }
      }
    },
    "/stats": {
      "get": {
        "operationId": "getStats",
        "summary": "Process CPU time and engine tick costs, for benchmarks",
        "responses": {
          "200": {
            "description": "Figures since the process started (CPU) or since the last stats reset (ticks)",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "cpu",
                    "ticks",
                    "liveClients"
                  ],
                  "properties": {
                    "cpu": {
                      "type": "object",
                      "required": [
                        "userMicros",
                        "systemMicros",
                        "uptimeMs"
                      ],
                      "properties": {
                        "userMicros": {
                          "type": "integer"
                        },
                        "systemMicros": {
                          "type": "integer"
                        },
                        "uptimeMs": {
                          "type": "integer"
                        }
                      }
                    },
                    "ticks": {
                      "type": "object",
                      "required": [
                        "ticks",
                        "p50Ms",
                        "p99Ms",
                        "maxMs"
                      ],
                      "properties": {
                        "ticks": {
                          "type": "integer"
                        },
                        "p50Ms": {
                          "type": "number"
                        },
                        "p99Ms": {
                          "type": "number"
                        },
                        "maxMs": {
                          "type": "number"
                        }
                      }
                    },
                    "liveClients": {
                      "type": "integer"
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/NeedsKey"
          },
          "403": {
            "$ref": "#/components/responses/ForeignHost"
          }
        }
      }
    },
    "/stats/reset": {
      "post": {
        "operationId": "resetStats",
        "summary": "Start counting tick costs afresh",
        "responses": {
          "200": {
            "description": "Reset",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "reset"
                  ],
                  "properties": {
                    "reset": {
                      "const": true
                    }
                  }
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/NeedsKey"
          },
          "403": {
            "$ref": "#/components/responses/ForeignHost"
          },
          "415": {
            "$ref": "#/components/responses/JsonOnly"
          }
        }
      }
    },
    "/pact-states": {
      "post": {
        "operationId": "setProviderState",
        "summary": "Pact's provider-state change call - put the demo network back as seeded and set one named state",
        "description": "For `PACT_PROVIDER_STATES_URL`: verifying the web's pacts against a separately started simulator\n(`PACT_PROVIDER_BASE_URL`). On `setup` every row is replaced by the demo seed (built once per process),\nfaults are cleared, and the state is set; `teardown` does nothing. An unknown state answers 400 naming\nthe known ones.\n",
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "properties": {
                  "state": {
                    "type": "string",
                    "default": "",
                    "description": "The interaction's Given; empty for one without, when only the network is put back. The names are\nthe simulator's provider-state catalogue (a test holds this list to it).\n",
                    "enum": [
                      "",
                      "a captcha was issued",
                      "an account is signed in",
                      "no session exists",
                      "the operation log holds a failed sign-in and a change",
                      "a charger is offline",
                      "a charging session is stuck",
                      "an adjustment request is waiting",
                      "a charger was restarted",
                      "a session has expired"
                    ]
                  },
                  "params": {
                    "type": "object",
                    "additionalProperties": {
                      "type": [
                        "string",
                        "number",
                        "boolean"
                      ]
                    }
                  },
                  "action": {
                    "type": "string",
                    "enum": [
                      "setup",
                      "teardown"
                    ],
                    "default": "setup"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The state is set",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/Problem"
          },
          "401": {
            "$ref": "#/components/responses/NeedsKey"
          },
          "403": {
            "$ref": "#/components/responses/ForeignHost"
          },
          "415": {
            "$ref": "#/components/responses/JsonOnly"
          }
        }
      }
    },
    "/sign-in-throttle": {
      "delete": {
        "operationId": "clearSignInThrottle",
        "summary": "End the delays failed password checks put on one account name (from every address), or on everyone",
        "description": "Failed sign-ins (and wrong old passwords given to `Admin_user/changepw`) slow the next attempts down, per\naccount and address, per address and per account; nothing locks. This is the trainer's way to let someone\nback in at once; without the control surface, a super administrator's password reset does the same.\n",
        "parameters": [
          {
            "name": "account",
            "in": "query",
            "schema": {
              "type": "string",
              "maxLength": 64
            },
            "description": "Only this account name"
          }
        ],
        "responses": {
          "200": {
            "description": "How many throttles were removed",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "cleared"
                  ],
                  "properties": {
                    "cleared": {
                      "type": "integer",
                      "minimum": 0
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/Problem"
          },
          "401": {
            "$ref": "#/components/responses/NeedsKey"
          },
          "403": {
            "$ref": "#/components/responses/ForeignHost"
          },
          "415": {
            "$ref": "#/components/responses/JsonOnly"
          }
        }
      }
    },
    "/sessions/expire": {
      "post": {
        "operationId": "expireSessions",
        "summary": "Expire one token's session, or every session, now",
        "requestBody": {
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "properties": {
                  "token": {
                    "type": "string",
                    "minLength": 1,
                    "description": "The session to expire; without it, every session"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "How many sessions expired",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "expired"
                  ],
                  "properties": {
                    "expired": {
                      "type": "integer",
                      "minimum": 0
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/Problem"
          },
          "401": {
            "$ref": "#/components/responses/NeedsKey"
          },
          "403": {
            "$ref": "#/components/responses/ForeignHost"
          },
          "415": {
            "$ref": "#/components/responses/JsonOnly"
          }
        }
      }
    }
  },
  "components": {
    "securitySchemes": {
      "simKey": {
        "type": "apiKey",
        "in": "header",
        "name": "x-sim-key",
        "description": "The trainer key (every network), or a sandbox's own key (that sandbox only)"
      }
    },
    "responses": {
      "NeedsKey": {
        "description": "No `x-sim-key`, or not a key of this network",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ProblemBody"
            }
          }
        }
      },
      "ForeignHost": {
        "description": "The request's host, or the page it came from (`Origin`), is not the simulator's own",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ProblemBody"
            }
          }
        }
      },
      "JsonOnly": {
        "description": "A body other than `application/json`",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ProblemBody"
            }
          }
        }
      },
      "Clock": {
        "description": "The clock after the call",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/ClockState"
            }
          }
        }
      },
      "Cleared": {
        "description": "How many faults were removed",
        "content": {
          "application/json": {
            "schema": {
              "type": "object",
              "required": [
                "cleared"
              ],
              "properties": {
                "cleared": {
                  "type": "integer",
                  "minimum": 0
                }
              }
            }
          }
        }
      },
      "Problem": {
        "description": "The request could not be done",
        "content": {
          "application/json": {
            "schema": {
              "type": "object",
              "required": [
                "error"
              ],
              "properties": {
                "error": {
                  "type": "string"
                }
              }
            }
          }
        }
      },
      "TrainingRun": {
        "description": "A scenario loaded on this network",
        "content": {
          "application/json": {
            "schema": {
              "type": "object",
              "required": [
                "name",
                "title",
                "task",
                "briefing",
                "details",
                "loadedAt",
                "checkedAt",
                "solvedAt"
              ],
              "properties": {
                "name": {
                  "$ref": "#/components/schemas/ScenarioName"
                },
                "title": {
                  "type": "string"
                },
                "task": {
                  "type": "string",
                  "description": "The trainee's task in the language of `Accept-Language`"
                },
                "briefing": {
                  "$ref": "#/components/schemas/Briefings"
                },
                "details": {
                  "type": "object",
                  "description": "The records the scenario is about (ids, names, amounts)",
                  "additionalProperties": {
                    "type": [
                      "string",
                      "number"
                    ]
                  }
                },
                "loadedAt": {
                  "type": "string",
                  "format": "date-time"
                },
                "checkedAt": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "format": "date-time"
                },
                "solvedAt": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "format": "date-time",
                  "description": "When a check first found it solved"
                }
              }
            }
          }
        }
      }
    },
    "schemas": {
      "ProblemBody": {
        "type": "object",
        "required": [
          "error"
        ],
        "properties": {
          "error": {
            "type": "string"
          }
        }
      },
      "RecordName": {
        "type": "string",
        "minLength": 1,
        "maxLength": 32,
        "pattern": "^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$",
        "description": "1 to 32 lower-case letters, digits or inner hyphens"
      },
      "Snapshot": {
        "type": "object",
        "required": [
          "name",
          "sizeBytes",
          "savedAt"
        ],
        "properties": {
          "name": {
            "type": "string"
          },
          "sizeBytes": {
            "type": "integer"
          },
          "savedAt": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "Sandbox": {
        "type": "object",
        "required": [
          "name",
          "seed",
          "key",
          "createdAt",
          "lastActivityAt",
          "awake",
          "scenario"
        ],
        "properties": {
          "name": {
            "type": "string"
          },
          "seed": {
            "type": "integer"
          },
          "key": {
            "type": "string",
            "description": "Opens this sandbox's control surface (`/s/{name}/__sim/`) and no other"
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "lastActivityAt": {
            "type": "string",
            "format": "date-time"
          },
          "awake": {
            "type": "boolean",
            "description": "Whether its engine runs (it sleeps when idle)"
          },
          "scenario": {
            "oneOf": [
              {
                "type": "null"
              },
              {
                "type": "object",
                "required": [
                  "name",
                  "title",
                  "task",
                  "briefing",
                  "loadedAt",
                  "solved",
                  "checkedAt",
                  "findings"
                ],
                "properties": {
                  "name": {
                    "$ref": "#/components/schemas/ScenarioName"
                  },
                  "title": {
                    "type": "string",
                    "description": "In the language of `Accept-Language`"
                  },
                  "task": {
                    "type": "string",
                    "description": "The trainee's task, in the language of `Accept-Language`"
                  },
                  "briefing": {
                    "$ref": "#/components/schemas/Briefings"
                  },
                  "loadedAt": {
                    "type": "string",
                    "format": "date-time"
                  },
                  "solved": {
                    "type": "boolean",
                    "description": "Whether this answer's check found it solved; without a check, whether any check did"
                  },
                  "checkedAt": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "format": "date-time"
                  },
                  "findings": {
                    "description": "What this answer's check found (`checkSandboxes`); null when the list was read unchecked",
                    "oneOf": [
                      {
                        "type": "null"
                      },
                      {
                        "type": "array",
                        "items": {
                          "$ref": "#/components/schemas/Finding"
                        }
                      }
                    ]
                  }
                }
              }
            ]
          }
        }
      },
      "Finding": {
        "type": "object",
        "required": [
          "code",
          "passed",
          "message"
        ],
        "properties": {
          "code": {
            "type": "string",
            "description": "Stable, for programs: session-stopped, nothing-deleted"
          },
          "passed": {
            "type": "boolean"
          },
          "message": {
            "type": "string",
            "description": "In the language of `Accept-Language`; a failed harm finding names the records harmed"
          }
        }
      },
      "ScenarioName": {
        "type": "string",
        "enum": [
          "station-offline",
          "card-bound-to-wrong-customer",
          "price-change",
          "stuck-session",
          "double-billed",
          "charger-fault",
          "charger-awaiting-review",
          "new-operator-account"
        ]
      },
      "Briefing": {
        "type": "object",
        "required": [
          "title",
          "description"
        ],
        "properties": {
          "title": {
            "type": "string"
          },
          "description": {
            "type": "string"
          },
          "task": {
            "type": "string",
            "description": "Once the scenario is loaded"
          }
        }
      },
      "Briefings": {
        "type": "object",
        "required": [
          "en",
          "fr",
          "zh-cn"
        ],
        "properties": {
          "en": {
            "$ref": "#/components/schemas/Briefing"
          },
          "fr": {
            "$ref": "#/components/schemas/Briefing"
          },
          "zh-cn": {
            "$ref": "#/components/schemas/Briefing"
          }
        }
      },
      "ClockState": {
        "type": "object",
        "required": [
          "now",
          "iso",
          "timeZone",
          "speed",
          "paused",
          "controllable",
          "engineRunning"
        ],
        "properties": {
          "now": {
            "type": "integer",
            "description": "Simulated epoch ms"
          },
          "iso": {
            "type": "string",
            "format": "date-time"
          },
          "timeZone": {
            "type": "string",
            "description": "The network's IANA time zone: the zone of its days and of the times its users read"
          },
          "speed": {
            "type": "number",
            "minimum": 0
          },
          "paused": {
            "type": "boolean"
          },
          "controllable": {
            "type": "boolean",
            "description": "False for a test clock that only moves when stepped"
          },
          "engineRunning": {
            "type": "boolean",
            "description": "Whether the engine ticks by itself (PCHARGING_FLEET)"
          }
        }
      },
      "FaultInput": {
        "type": "object",
        "description": "A latency fault needs `latencyMs`, an http-status one `status`, a business-error one `code`; every fault\nneeds `count` or `until` (or both). An operationId the API does not have answers 400.\n",
        "required": [
          "operationId",
          "kind"
        ],
        "properties": {
          "operationId": {
            "type": "string",
            "minLength": 1,
            "maxLength": 100,
            "description": "An operationId of openapi/pcharging.yaml, e.g. listStations"
          },
          "kind": {
            "type": "string",
            "enum": [
              "latency",
              "http-status",
              "business-error",
              "session-expiry"
            ]
          },
          "latencyMs": {
            "type": "integer",
            "minimum": 0,
            "maximum": 60000,
            "description": "For latency"
          },
          "status": {
            "type": "integer",
            "minimum": 400,
            "maximum": 599,
            "description": "For http-status"
          },
          "code": {
            "type": "integer",
            "enum": [
              401,
              403,
              404,
              500,
              1001,
              1002,
              1003,
              1004,
              1005,
              1006,
              1007,
              1008,
              1009,
              1010,
              1011,
              1012
            ],
            "description": "For business-error: an error code of the API (its `ErrorCode`), e.g. 1005 or 1009"
          },
          "msg": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200,
            "description": "The answer's message; a translated default otherwise"
          },
          "count": {
            "type": "integer",
            "minimum": 1,
            "maximum": 1000000,
            "description": "Calls to hit"
          },
          "until": {
            "type": "integer",
            "minimum": 1,
            "description": "Simulated epoch ms after which the fault is gone"
          }
        },
        "allOf": [
          {
            "if": {
              "properties": {
                "kind": {
                  "const": "latency"
                }
              }
            },
            "then": {
              "required": [
                "latencyMs"
              ],
              "properties": {
                "latencyMs": {}
              }
            }
          },
          {
            "if": {
              "properties": {
                "kind": {
                  "const": "http-status"
                }
              }
            },
            "then": {
              "required": [
                "status"
              ],
              "properties": {
                "status": {}
              }
            }
          },
          {
            "if": {
              "properties": {
                "kind": {
                  "const": "business-error"
                }
              }
            },
            "then": {
              "required": [
                "code"
              ],
              "properties": {
                "code": {}
              }
            }
          },
          {
            "anyOf": [
              {
                "required": [
                  "count"
                ]
              },
              {
                "required": [
                  "until"
                ]
              }
            ]
          }
        ]
      },
      "Fault": {
        "allOf": [
          {
            "$ref": "#/components/schemas/FaultInput"
          },
          {
            "type": "object",
            "required": [
              "id",
              "remaining",
              "hits"
            ],
            "properties": {
              "id": {
                "type": "integer"
              },
              "remaining": {
                "type": [
                  "integer",
                  "null"
                ]
              },
              "hits": {
                "type": "integer",
                "minimum": 0
              }
            }
          }
        ]
      },
      "Email": {
        "type": "object",
        "required": [
          "id",
          "toAddress",
          "kind",
          "subject",
          "body",
          "createdAt"
        ],
        "properties": {
          "id": {
            "type": "integer"
          },
          "toAddress": {
            "type": "string"
          },
          "kind": {
            "type": "string"
          },
          "subject": {
            "type": "string"
          },
          "body": {
            "type": "string"
          },
          "createdAt": {
            "type": "integer"
          }
        }
      }
    }
  }
};
