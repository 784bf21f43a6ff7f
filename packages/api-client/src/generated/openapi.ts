// Generated from openapi/pcharging.yaml by `npm run codegen`. Do not edit.

/** The OpenAPI document as data, for request validation, answer conformance checks and the API reference. */
export const openapiDocument: Readonly<Record<string, unknown>> = {
  "openapi": "3.1.0",
  "info": {
    "title": "pcharging legacy API (_pcharging)",
    "version": "1.0.0",
    "description": "The legacy PHP back-office API of a charging-network operator, as the web app speaks it.\n\nWire conventions:\n- Every answer is HTTP 200 with `{ code, msg, data }`. Success is `200` or `'100000'`.\n  Other codes are listed in `ResultCode` and, per operation, in `x-error-codes`.\n- Request bodies are `application/x-www-form-urlencoded`: business fields as `params[key]=value`\n  (arrays and objects JSON-encoded), paging as `pageinfo[page]` and `pageinfo[perpage]`, and the\n  session token both as the body field `token` and as the header `token`.\n- `Accept-Language` (`en`, `fr`, `zh-cn`) picks the language of `msg` and of dictionary names.\n- `x-permission` names the action string an operation requires (from `x-permissions`).\n  `authenticated` means any valid session; an operation without it (`x-public: true`) needs none.\n- An empty optional field means \"not set\"; `format` rules (email, money) apply to non-empty values.\n- Answers may come as a PHP backend's `json_encode` of database rows writes them: a number as a numeric string\n  (`\"24\"`), a boolean as `0`/`1`/`\"0\"`/`\"1\"`, an empty object as `[]`, an optional field without a value as\n  `null` or `\"\"`. The client reads them as the types given here (generated decoder, `packages/api-client`).\n- A date and time in an answer (`*_at`, `*date`, `at`) takes one of three forms: ISO 8601 with its offset\n  (`2026-11-23T19:05:00Z`), the backend's wall time without a zone (`2026-11-23 14:05:00`, in the network's zone:\n  `network.time_zone`, else the deployment's), or Unix seconds (`1763924700`). A calendar day is `YYYY-MM-DD`.\n- `x-mutating: true` marks an operation that changes state: it is recorded in the operation log.\n- An action the backend does not have (a path outside this document, or an operation of a capability it\n  does not offer) is answered with HTTP 404 and `{\"code\": 404, \"msg\": \"Unknown interface\", \"data\": null}`\n  (`msg` in the request's language): the legacy backend's answer to an unknown controller or action.\n\nExtensions: the legacy backend is the API as first described. Everything added since is grouped in\ncapabilities (`x-capabilities`); an operation or answer field marked `x-capability` exists only on a backend\nthat lists that capability in `Base/capabilities`, and a field of a capability marked required is required\nof such a backend only. `x-legacy-operations` lists the legacy operations and `openapi/legacy-fields.txt`\nthe legacy fields of their answers and requests; `npm run codegen` fails on an operation or field that is\nin neither and not marked.\n"
  },
  "servers": [
    {
      "url": "/api/index.php/_pcharging"
    }
  ],
  "x-permissions": {
    "metadata": {
      "overview": [
        "view"
      ],
      "income": [
        "view"
      ]
    },
    "operator": {
      "operator": [
        "list",
        "add",
        "edit",
        "delete"
      ],
      "station": [
        "list",
        "add",
        "edit",
        "delete",
        "status",
        "audit"
      ],
      "pile": [
        "list",
        "add",
        "edit",
        "delete",
        "restart",
        "whitelist",
        "audit"
      ],
      "port": [
        "list",
        "edit",
        "unlock"
      ],
      "session": [
        "list",
        "stop",
        "start"
      ],
      "rfid": [
        "list",
        "add",
        "import",
        "bind",
        "unbind",
        "account"
      ],
      "price": [
        "list",
        "add",
        "edit",
        "delete"
      ],
      "equipment": [
        "list",
        "add",
        "edit",
        "delete"
      ],
      "alarm": [
        "list",
        "ack",
        "repair"
      ],
      "uptime": [
        "view",
        "exclude"
      ]
    },
    "money": {
      "order": [
        "list",
        "export",
        "refund"
      ],
      "journal": [
        "list",
        "export",
        "adjust"
      ],
      "close": [
        "view",
        "close"
      ],
      "adjust": [
        "approve"
      ]
    },
    "customer": {
      "customer": [
        "list",
        "status"
      ]
    },
    "system": {
      "user": [
        "list",
        "add",
        "edit",
        "delete",
        "status",
        "reset"
      ],
      "role": [
        "list",
        "add",
        "edit",
        "delete"
      ],
      "log": [
        "list"
      ]
    }
  },
  "x-capabilities": {
    "discovery": "`Base/capabilities` answers which of these the backend offers; a backend without it is legacy.",
    "sessions": "Charging sessions in progress: their list and detail with live figures, remote stop with a reason, who stopped an order and why, the count of suspect sessions, a port's live power and session.",
    "port-control": "A port taken out of or put back in service with a reason, and a remote unlock of its connector.",
    "timeline": "One stream per station, charger or port of status changes, sessions, alarms and operator commands, its export, and the record an operation-log entry is about.",
    "map": "The stations' positions with their port counts by status, for the network map.",
    "money-corrections": "Refunds of orders and adjustments of a customer's balance, with the refund and net-income figures they produce and a customer's recent journal.",
    "price-preview": "What a price template change would do to the stations using it, before it is saved.",
    "statements": "A customer's or the network's money statement for a period, as a file.",
    "network-settings": "The network's time zone and currency in the sign-in and session answers.",
    "equipment-status-filter": "The equipment list filtered by charger status (the overview's fault and offline figures open it).",
    "people-search": "The order list found by part of a customer's name, account, e-mail, phone or card number (`keyword`), accents and case aside, as the session list is (`sessions`).",
    "live-push": "A WebSocket at `{base}/live` that pushes status changes, so that screens update without refetching.",
    "training": "Sandboxed training networks and a trainer's console, served beside the API (`/s/{name}/`, `/__sim`).",
    "uptime": "Each port's uptime by the formula of 23 CFR 680.116(b), per month and over a rolling year, its outages with operator-marked exclusions, and the quarterly data of 23 CFR 680.112 as a workbook.",
    "permission-wildcards": "Action strings may end in `*` at any level (`operator:station:*`, `operator:*:*`), each granting what it covers; without it only `*:*:*` is a wildcard, as the legacy backend reads them.",
    "daily-close": "A network day's money figures by station and start mode, closing a day with who and when, and what changed a closed day afterwards (\"after close\"); the statement for any range of days.",
    "list-totals": "The count and sums of the orders or journal entries a list's filters select, computed by the backend.",
    "remote-start": "A session started on a port for a named customer by the back office (RemoteStartTransaction), refused as the charger would refuse it, with an optional energy or amount limit at which it stops itself.",
    "charger-log": "Each charger's messages with the back office in OCPP 1.6-J terms (calls, results and errors with their payloads), the last 10,000 per charger, listed and exported."
  },
  "x-legacy-operations": [
    "acknowledgeAlarm",
    "addEquipment",
    "addOperator",
    "addPile",
    "addPriceTemplate",
    "addRfidCard",
    "addRole",
    "addStation",
    "addUser",
    "auditPile",
    "auditStation",
    "bindRfidCard",
    "changePassword",
    "countOpenAlarms",
    "createRfidAccount",
    "deleteEquipment",
    "deleteOperator",
    "deletePile",
    "deletePriceTemplate",
    "deleteRole",
    "deleteStation",
    "deleteUser",
    "editEquipment",
    "editOperator",
    "editPile",
    "editPort",
    "editPriceTemplate",
    "editRole",
    "editStation",
    "editUser",
    "exportJournalEntries",
    "exportOrders",
    "getAlarm",
    "getCaptcha",
    "getCurrentUser",
    "getCustomer",
    "getDictionary",
    "getEquipment",
    "getFileInfo",
    "getIncomeStatistics",
    "getOperator",
    "getOrder",
    "getOverview",
    "getPermissionTree",
    "getPile",
    "getPileWhitelist",
    "getPort",
    "getPriceTemplate",
    "getRole",
    "getStation",
    "getUser",
    "importRfidCards",
    "installEquipment",
    "listAlarms",
    "listCustomers",
    "listEquipment",
    "listIncomeByStation",
    "listJournalEntries",
    "listOperationLogs",
    "listOperators",
    "listOrders",
    "listPiles",
    "listPorts",
    "listPriceTemplateOptions",
    "listPriceTemplates",
    "listRfidCards",
    "listRoleOptions",
    "listRoles",
    "listStationLoadHistory",
    "listStations",
    "listUsers",
    "login",
    "logout",
    "repairAlarm",
    "resetUserPassword",
    "restartPile",
    "setCustomerStatus",
    "setPileWhitelist",
    "setPortVoltageLimits",
    "setStationLoadBalance",
    "setStationPriceTemplate",
    "setStationStatus",
    "setUserStatus",
    "submitPile",
    "submitStation",
    "unbindRfidCard",
    "uninstallEquipment",
    "updateProfile",
    "uploadImage"
  ],
  "tags": [
    {
      "name": "auth",
      "description": "Sign-in, captcha, session and own account"
    },
    {
      "name": "base",
      "description": "Dictionaries and files"
    },
    {
      "name": "station",
      "description": "Stations, their onboarding audit, status, load balancing and price"
    },
    {
      "name": "price",
      "description": "Price templates"
    },
    {
      "name": "operator",
      "description": "Operators (companies running stations); their secrets are write-only"
    },
    {
      "name": "charger",
      "description": "Chargers (piles), their onboarding audit, remote restart and offline whitelist, and their ports"
    },
    {
      "name": "session",
      "description": "Charging sessions in progress, stuck ones, and remote stops"
    },
    {
      "name": "uptime",
      "description": "Port uptime by the formula of 23 CFR 680.116(b), outages, exclusions and the quarterly export"
    },
    {
      "name": "timeline",
      "description": "One stream per station, charger or port of status changes, sessions, alarms and commands"
    },
    {
      "name": "equipment",
      "description": "The charger inventory across stations, including devices in stock"
    },
    {
      "name": "rfid",
      "description": "RFID cards, their import, binding to customer accounts and the e-mail notices that follow"
    },
    {
      "name": "alarm",
      "description": "Alarms raised by chargers, ports and stations; acknowledge and repair"
    },
    {
      "name": "order",
      "description": "Charging orders and their export"
    },
    {
      "name": "close",
      "description": "The daily close of the books (extension `daily-close`)"
    },
    {
      "name": "journal",
      "description": "The money journal (top-ups, payments, refunds) and its export"
    },
    {
      "name": "customer",
      "description": "Customers with their balance, cards and orders"
    },
    {
      "name": "statistics",
      "description": "Data overview and income statistics, computed from orders"
    },
    {
      "name": "system",
      "description": "System users, roles with their permission tree, and the operation log"
    }
  ],
  "paths": {
    "/Base/verification_code": {
      "post": {
        "operationId": "getCaptcha",
        "tags": [
          "auth"
        ],
        "summary": "A fresh image captcha, bound to the caller by the `pcaptcha` cookie",
        "description": "Single use; expires after 2 minutes. Fetching a new one replaces the previous one. It takes no fields: a\nbody with any is refused with 1001. A browser without a device cookie asking while captchas are drawn at the\nserver's limit rate is answered 1004 (busy) with `retry_after`.\n",
        "x-public": true,
        "x-error-codes": [
          1001,
          1004
        ],
        "security": [],
        "responses": {
          "200": {
            "description": "The captcha image, or a business error as JSON",
            "headers": {
              "Set-Cookie": {
                "description": "`pcaptcha=<id>; HttpOnly; SameSite=Lax; Path=/` binds the answer to this client",
                "schema": {
                  "type": "string"
                }
              }
            },
            "content": {
              "image/png": {
                "schema": {
                  "type": "string",
                  "format": "binary"
                }
              },
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorAnswer"
                }
              }
            }
          }
        }
      }
    },
    "/Base/capabilities": {
      "post": {
        "operationId": "getCapabilities",
        "tags": [
          "base"
        ],
        "summary": "Which extensions of the legacy API this backend offers",
        "description": "Public, cheap and the same for every caller: the web app reads it once per session, before it draws its\nshell, and renders, calls and subscribes only to what is offered (see `x-capabilities`). A backend that\ndoes not have this operation is a legacy backend, whatever it answers in its place: an unknown action, an\nHTTP error or a page of HTML.\n",
        "x-capability": "discovery",
        "x-public": true,
        "x-error-codes": [
          1001
        ],
        "security": [],
        "requestBody": {
          "$ref": "#/components/requestBodies/TokenOnly"
        },
        "responses": {
          "200": {
            "description": "The offered capabilities",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/CapabilitiesOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Admin_user/login": {
      "post": {
        "operationId": "login",
        "tags": [
          "auth"
        ],
        "summary": "Sign in with account, md5 password and captcha",
        "x-public": true,
        "security": [],
        "x-mutating": true,
        "x-error-codes": [
          1001,
          1002,
          1003,
          1004,
          1006
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/LoginParams"
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The session and what the user may see",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/LoginOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Admin_user/logout": {
      "post": {
        "operationId": "logout",
        "tags": [
          "auth"
        ],
        "summary": "End the session",
        "x-permission": "authenticated",
        "x-mutating": true,
        "x-error-codes": [
          401,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "$ref": "#/components/requestBodies/TokenOnly"
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/Empty"
          }
        }
      }
    },
    "/Admin_user/info": {
      "post": {
        "operationId": "getCurrentUser",
        "tags": [
          "auth"
        ],
        "summary": "The signed-in user with permissions and menu, used to restore a session",
        "x-permission": "authenticated",
        "x-error-codes": [
          401,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "$ref": "#/components/requestBodies/TokenOnly"
        },
        "responses": {
          "200": {
            "description": "The signed-in user",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/CurrentUserOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Admin_user/changepw": {
      "post": {
        "operationId": "changePassword",
        "tags": [
          "auth"
        ],
        "summary": "Change the signed-in user's own password",
        "description": "Both passwords travel as md5. `id` must be the signed-in account.",
        "x-permission": "authenticated",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          1001,
          1005,
          1007
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/ChangePasswordParams"
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/Empty"
          }
        }
      }
    },
    "/system/user/profile": {
      "put": {
        "operationId": "updateProfile",
        "tags": [
          "auth"
        ],
        "summary": "Update the signed-in user's own profile",
        "x-permission": "authenticated",
        "x-mutating": true,
        "x-error-codes": [
          401,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/ProfileParams"
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The updated profile",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/ProfileOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/base/get_file_info_by_url": {
      "post": {
        "operationId": "getFileInfo",
        "tags": [
          "base"
        ],
        "summary": "Metadata of an uploaded file, by its path relative to the uploads folder",
        "x-permission": "authenticated",
        "x-error-codes": [
          401,
          404,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/FileInfoParams"
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The file's metadata",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/FileInfoOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/base/upload_image": {
      "post": {
        "operationId": "uploadImage",
        "tags": [
          "base"
        ],
        "summary": "Store a PNG or JPEG image (a station's logo or pictures) and answer where it is served",
        "description": "The `file` part must be a PNG or JPEG image, judged by its content rather than its name or declared type,\nnot empty and at most 2 MB; otherwise the answer is 1001 and nothing is stored. The image gets a new\nrandom name and is served, with its content type, at `url` (`/uploads/<rel_path>`, outside the API base\npath). A station's `Logo` and `Pictures` hold the `rel_path`. An image that no station or operator uses\na day after its upload (never saved with a form, or removed since) may be deleted.\n",
        "x-permission": "operator:station:edit",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "multipart/form-data": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "file"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "file": {
                    "type": "string",
                    "format": "binary",
                    "title": "image file"
                  }
                }
              },
              "encoding": {
                "file": {
                  "contentType": "image/png, image/jpeg"
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The stored image",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/FileInfoOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/base/getDatadictionary/{key}": {
      "get": {
        "operationId": "getDictionary",
        "tags": [
          "base"
        ],
        "summary": "One dictionary, with names in the request's language",
        "x-permission": "authenticated",
        "x-error-codes": [
          401,
          404,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "parameters": [
          {
            "name": "key",
            "in": "path",
            "required": true,
            "schema": {
              "$ref": "#/components/schemas/DictionaryKey"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The dictionary's entries",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/DictionaryOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Charging_session/lists": {
      "post": {
        "operationId": "listSessions",
        "x-capability": "sessions",
        "tags": [
          "session"
        ],
        "summary": "Sessions in progress, suspect ones first, then the newest",
        "description": "A session is in progress from plug-in until the car leaves or an operator stops it; its port is preparing,\ncharging or finishing. It is **suspect** when its charger has not been heard from, or its energy has not\ngrown while it should be charging, for longer than a threshold (15 simulated minutes unless the backend is\nset otherwise); `suspect_reason` says which. Energy, power and cost are as of the answer; the `sessions`\ntopic of the live push carries their changes.\n",
        "x-permission": "operator:session:list",
        "x-error-codes": [
          401,
          403,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/SessionListParams"
                  },
                  "pageinfo": {
                    "$ref": "#/components/schemas/PageInfo"
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                },
                "pageinfo": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "One page of sessions in progress",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/SessionPageOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Charging_session/info": {
      "post": {
        "operationId": "getSession",
        "x-capability": "sessions",
        "tags": [
          "session"
        ],
        "summary": "One session, in progress or ended, with its power curve and its bill so far",
        "x-permission": "operator:session:list",
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "$ref": "#/components/requestBodies/ById"
        },
        "responses": {
          "200": {
            "description": "The session",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/SessionOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Charging_session/stop": {
      "post": {
        "operationId": "stopSession",
        "x-capability": "sessions",
        "tags": [
          "session"
        ],
        "summary": "Stop a session remotely, with a reason",
        "description": "A charger that answers ends the session at once: it becomes an order priced by the station's template,\nwith its payment in the journal, and the order records who stopped it and why (`outcome: stopped`).\nWhen the charger is not heard from, the stop waits for it and is carried out when it is back\n(`outcome: queued`), unless `force` is 1: then the session is closed in the books at its last known\nenergy and its order is marked closed by the operator (`outcome: closed`). A session that is no longer in\nprogress answers 1009.\n",
        "x-permission": "operator:session:stop",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005,
          1009
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/SessionStopParams"
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              },
              "example": {
                "params": {
                  "id": 12,
                  "reason": "Customer called: the car shows charging but no energy"
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "What became of the stop, and the session after it",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/SessionStopOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Charging_session/start": {
      "post": {
        "operationId": "startSessionRemotely",
        "x-capability": "remote-start",
        "tags": [
          "session"
        ],
        "summary": "Start a session on a port for a customer, as the charger's RemoteStartTransaction does",
        "description": "The back office sends the charger a RemoteStartTransaction with the customer's card (the card they charge\nwith; without one the start is refused). The charger refuses, and the answer says why, when the port cannot\nstart a session now (1010: in a session, faulted, out of service, or its charger offline or restarting), when\nthe driver cannot be authorized (1011: no active card, the card blocked, the account disabled), or when the\ncustomer's balance is below the station's minimum for a start, its pre-authorization amount (1012). Accepted,\nthe session is in progress at once with start mode 3 (remote, back office), charges as any other, and stops\nitself when it reaches `limit_wh` or `limit_amount` (at most one of them). The operation log and the port's\ntimeline keep who started it and why; the charger's message log keeps the exchange.\n",
        "x-permission": "operator:session:start",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005,
          1010,
          1011,
          1012
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/RemoteStartParams"
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              },
              "example": {
                "params": {
                  "port_id": 1,
                  "customer_id": 188,
                  "limit_wh": 20000,
                  "reason": "Driver's app fails at the car park"
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The session the charger started",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/RemoteStartOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Station/map": {
      "post": {
        "operationId": "listStationMap",
        "x-capability": "map",
        "tags": [
          "station"
        ],
        "summary": "Every station at its coordinates with its live state, for the network map",
        "description": "Not paged: one row per station (a few thousand at most), with what its chargers and ports are doing now.\n`state` sums it up: `offline` when no charger of an operating station answers, `fault` when a charger or a\nport is in fault, `charging` when a port is in a session, `free` otherwise; `inactive` for a station that\nis not operating.\n",
        "x-permission": "operator:station:list",
        "x-error-codes": [
          401,
          403,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "$ref": "#/components/requestBodies/TokenOnly"
        },
        "responses": {
          "200": {
            "description": "The stations",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/StationMapOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Timeline/lists": {
      "post": {
        "operationId": "listTimeline",
        "x-capability": "timeline",
        "tags": [
          "timeline"
        ],
        "summary": "What happened at a station, charger or port, newest first, paged",
        "description": "One of `station_id`, `pile_id` or `port_id` is required (1001 otherwise). The stream holds the charger's\nstatus changes and the ports' (faults, unavailability and their end; the ordinary session cycle is told by\nthe sessions), sessions started and ended (with the order they became, and who stopped them and why),\nalarms raised, acknowledged and repaired, and operators' commands from the operation log (who, what,\nresult, reason).\n",
        "x-permission": "operator:station:list",
        "x-error-codes": [
          401,
          403,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/TimelineParams"
                  },
                  "pageinfo": {
                    "$ref": "#/components/schemas/PageInfo"
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                },
                "pageinfo": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "One page of the stream",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/TimelinePageOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Timeline/export": {
      "post": {
        "operationId": "exportTimeline",
        "x-capability": "timeline",
        "tags": [
          "timeline"
        ],
        "summary": "The stream of a station, charger or port as an XLSX workbook, headings in the request's language",
        "description": "The same events and filters as `listTimeline`, newest first, at most 100,000 (more is refused with 1001).\nThe file is named `timeline-YYYYMMDD-HHmmss.xlsx` (the network's time); times in the sheet are in the network's time\nzone, which the heading names.\n",
        "x-permission": "operator:station:list",
        "x-error-codes": [
          401,
          403,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/TimelineParams"
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The workbook, or a business error as JSON",
            "headers": {
              "Content-Disposition": {
                "description": "`attachment; filename=\"timeline-YYYYMMDD-HHmmss.xlsx\"`",
                "schema": {
                  "type": "string"
                }
              }
            },
            "content": {
              "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": {
                "schema": {
                  "type": "string",
                  "format": "binary"
                }
              },
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorAnswer"
                }
              }
            }
          }
        }
      }
    },
    "/Uptime/lists": {
      "post": {
        "operationId": "listPortUptime",
        "x-capability": "uptime",
        "tags": [
          "uptime"
        ],
        "summary": "Each port's uptime over the rolling year and by month, worst first, paged",
        "description": "The ports of approved chargers at stations in operation (optionally of one station), each with its outage\nminutes (`t_outage`), excluded minutes (`t_excluded`) and uptime over the rolling year ending with the day\n`to` (by default the network's today), and the same three figures for each calendar month that the year\ntouches. Worst uptime first, then by port id.\n\nThe rules:\n- **Period.** The rolling year is the 365 days of the network's time zone ending with `to`: 525,600 minutes\n  (an hour more or less in the rare window that holds one clock change but not the other). A month is the\n  part of that calendar month inside the period, so the first and last months are partial. A port\n  commissioned inside the period (its record's creation) is judged from then: its year and first month are\n  shorter, and months before it are not listed. Minutes after now count as up.\n- **Uptime** = (period minutes − (`t_outage` − `t_excluded`)) / period minutes × 100, rounded to three\n  decimals: for the year, (525,600 − (T_outage − T_excluded)) / 525,600 × 100 as 23 CFR 680.116(b) writes it.\n- **Down.** A port is down while its charger is offline or reports a fault, while the port is faulted, while it\n  is out of service (`unavailable`, whatever the reason: the operator excludes the outage with a listed\n  reason when it qualifies), and while a session that stopped delivering energy still holds it, from the\n  suspect delay (`PCHARGING_SUSPECT_MINUTES`, 15 by default) after the energy stopped to the session's end\n  (counted once the session ends).\n  A restart (30 seconds, the operator's own command) is not down time.\n- **Outages.** Each cause is one outage: a charger's outage is shared by its ports, a port's fault or time out\n  of service is its own. Outages of one port may overlap (a port faulted while its charger is offline);\n  `t_outage` counts each down minute once, however many outages cover it.\n- **Exclusions.** An operator marks an outage excluded with a reason from 23 CFR 680.116(b)(3)\n  (`excludePortOutage`). A down minute is excluded only when every outage covering it is excluded: a\n  utility outage over a port that was faulted anyway does not excuse the fault.\n- Figures come from per-day outage minutes kept per port as outages end, plus the outages still open, timed\n  up to now.\n",
        "x-permission": "operator:uptime:view",
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/UptimeListParams"
                  },
                  "pageinfo": {
                    "$ref": "#/components/schemas/PageInfo"
                  }
                }
              },
              "example": {
                "params": {
                  "station_id": 3,
                  "to": "2026-11-26"
                },
                "pageinfo": {
                  "page": 1,
                  "perpage": 20
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                },
                "pageinfo": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "One page of ports, worst uptime first",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/UptimePageOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Uptime/outages": {
      "post": {
        "operationId": "listPortOutages",
        "x-capability": "uptime",
        "tags": [
          "uptime"
        ],
        "summary": "A port's outages over the rolling year, newest first, with their causes and exclusions",
        "description": "Every outage of the port that overlaps the rolling year ending with `to` (see `listPortUptime`), newest\nfirst: its cause, start and end (`ended_at` null while it lasts), its minutes inside the period and, when an\noperator excluded it, the reason, note, who and when. A charger's outages are listed under each of its ports.\n",
        "x-permission": "operator:uptime:view",
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": [
                      "port_id"
                    ],
                    "properties": {
                      "port_id": {
                        "type": "integer",
                        "minimum": 1,
                        "title": "charging port"
                      },
                      "to": {
                        "$ref": "#/components/schemas/UptimeDay"
                      }
                    }
                  },
                  "pageinfo": {
                    "$ref": "#/components/schemas/PageInfo"
                  }
                }
              },
              "example": {
                "params": {
                  "port_id": 12
                },
                "pageinfo": {
                  "page": 1,
                  "perpage": 20
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                },
                "pageinfo": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "One page of the port's outages",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/PortOutagePageOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Uptime/exclude": {
      "post": {
        "operationId": "excludePortOutage",
        "x-capability": "uptime",
        "tags": [
          "uptime"
        ],
        "summary": "Mark an outage excluded from the uptime with a reason of 23 CFR 680.116(b)(3), or count it again",
        "description": "`reason` is one of the causes outside the operator's control that the regulation lists: an electric utility\ninterruption, a fault of the vehicle, scheduled maintenance, vandalism, a natural disaster, or hours outside\nthe port's posted hours of operation; `none` counts the outage again. A note saying what shows it is required\nwith a reason. An outage of a charger is excluded for all its ports. Recorded in the operation log; the\nfigures of `listPortUptime` change at once.\n",
        "x-permission": "operator:uptime:exclude",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/OutageExclusionParams"
                  }
                }
              },
              "example": {
                "params": {
                  "id": 41,
                  "reason": "utility",
                  "note": "Hydro outage ticket 2026-1187, whole street"
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The outage as it now stands",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/PortOutageOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Uptime/export": {
      "post": {
        "operationId": "exportPortUptime",
        "x-capability": "uptime",
        "tags": [
          "uptime"
        ],
        "summary": "The quarterly data of 23 CFR 680.112 for the ports of a station or the network, as an XLSX workbook",
        "description": "The calendar quarter holding `to` (by default the network's today) up to the end of that day, for the\nports `listPortUptime` lists. One sheet per table: **About** (the formula, the rules of `listPortUptime`, the\nperiod and the time zone), **Uptime** (per port, for each month of the quarter: T_outage, T_excluded and\nuptime, then the rolling year ending with `to`), **Outages** (per port, a charger's outage on each of its\nports: cause, start, end, minutes in the quarter and exclusion) and **Sessions** (per port: start and end,\nenergy, peak power, payment method, and the error code of each unsuccessful session). Headings in the\nrequest's language, times in the network's\nzone. At most 100,000 session rows (more is refused with 1001: choose a station). Named\n`uptime-YYYY-Qn[-station-CODE].xlsx`.\n",
        "x-permission": "operator:uptime:view",
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/UptimeParams"
                  }
                }
              },
              "example": {
                "params": {
                  "station_id": 3
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The workbook, or a business error as JSON",
            "headers": {
              "Content-Disposition": {
                "description": "`attachment; filename=\"uptime-YYYY-Qn.xlsx\"`",
                "schema": {
                  "type": "string"
                }
              }
            },
            "content": {
              "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": {
                "schema": {
                  "type": "string",
                  "format": "binary"
                }
              },
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorAnswer"
                }
              }
            }
          }
        }
      }
    },
    "/Alarm/lists": {
      "post": {
        "operationId": "listAlarms",
        "tags": [
          "alarm"
        ],
        "summary": "Alarms, filtered, newest first, paged",
        "x-permission": "operator:alarm:list",
        "x-error-codes": [
          401,
          403,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/AlarmListParams"
                  },
                  "pageinfo": {
                    "$ref": "#/components/schemas/PageInfo"
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                },
                "pageinfo": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "One page of alarms",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/AlarmPageOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Alarm/count": {
      "post": {
        "operationId": "countOpenAlarms",
        "tags": [
          "alarm"
        ],
        "summary": "How many alarms are open (for the header badge) and how many acknowledged but not repaired",
        "x-permission": "operator:alarm:list",
        "x-error-codes": [
          401,
          403,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "$ref": "#/components/requestBodies/TokenOnly"
        },
        "responses": {
          "200": {
            "description": "The counts",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/AlarmCountOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Alarm/info": {
      "post": {
        "operationId": "getAlarm",
        "tags": [
          "alarm"
        ],
        "summary": "One alarm",
        "x-permission": "operator:alarm:list",
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "$ref": "#/components/requestBodies/ById"
        },
        "responses": {
          "200": {
            "description": "The alarm",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/AlarmOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Alarm/ack": {
      "post": {
        "operationId": "acknowledgeAlarm",
        "tags": [
          "alarm"
        ],
        "summary": "Acknowledge an open alarm; the answer says by whom and when",
        "x-permission": "operator:alarm:ack",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005,
          1009
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/IdParams",
                    "unevaluatedProperties": false
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              },
              "example": {
                "params": {
                  "id": 21
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The acknowledged alarm",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/AlarmOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Alarm/repair": {
      "post": {
        "operationId": "repairAlarm",
        "tags": [
          "alarm"
        ],
        "summary": "Mark an open or acknowledged alarm repaired, with a note and the time of the repair",
        "description": "The repair time defaults to now; it can be neither in the future nor before the alarm was raised (1001).\nAn alarm already repaired answers 1009.\n",
        "x-permission": "operator:alarm:repair",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005,
          1009
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/AlarmRepairParams"
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              },
              "example": {
                "params": {
                  "id": 9,
                  "note": "Replaced the cooling fan of the power module"
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The repaired alarm",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/AlarmOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Pile/lists": {
      "post": {
        "operationId": "listPiles",
        "tags": [
          "charger"
        ],
        "summary": "Installed chargers, across the network or of one station",
        "x-permission": "operator:pile:list",
        "x-error-codes": [
          401,
          403,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/ChargerListParams"
                  },
                  "pageinfo": {
                    "$ref": "#/components/schemas/PageInfo"
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                },
                "pageinfo": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "One page of chargers",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/ChargerPageOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Pile/info": {
      "post": {
        "operationId": "getPile",
        "tags": [
          "charger"
        ],
        "summary": "One charger with its station, ports and whitelist",
        "x-permission": "operator:pile:list",
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "$ref": "#/components/requestBodies/ById"
        },
        "responses": {
          "200": {
            "description": "The charger",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/ChargerDetailOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Pile/add": {
      "post": {
        "operationId": "addPile",
        "tags": [
          "charger"
        ],
        "summary": "Add a charger to a station as a draft (temporary store), with one port per connector",
        "description": "The operator defaults to the station's. Ports get the connector type given (default Type 2 for AC,\nCCS2 for DC) and default voltage limits (190–250 V AC, 200–1000 V DC).\n",
        "x-permission": "operator:pile:add",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005,
          1008
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "type": "object",
                    "unevaluatedProperties": false,
                    "allOf": [
                      {
                        "$ref": "#/components/schemas/ChargerInput"
                      },
                      {
                        "type": "object",
                        "required": [
                          "stationid"
                        ],
                        "properties": {
                          "stationid": {
                            "type": "integer",
                            "minimum": 1,
                            "title": "station"
                          }
                        }
                      }
                    ]
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              },
              "example": {
                "params": {
                  "stationid": 1,
                  "equipmentid": "ABB00199001",
                  "equipmentname": "DC 07",
                  "equipmenttype": 2,
                  "manufacturerid": "M-ABB",
                  "manufacturername": "ABB",
                  "equipmentmodel": "Terra 184",
                  "power": 180,
                  "current": 200,
                  "connectors": 2,
                  "productiondate": "2025-10-01",
                  "charge_model": "OCPP 2.0.1",
                  "has_pos": 1
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The new draft charger",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/ChargerDetailOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Pile/edit": {
      "post": {
        "operationId": "editPile",
        "tags": [
          "charger"
        ],
        "summary": "Change a charger; its serial number and number of ports are fixed once it has gone live",
        "description": "The serial number and `connectors` can change only while the charger is not approved and has no\ncharging history (1009 otherwise). Power and connector type apply to every port.\n",
        "x-permission": "operator:pile:edit",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005,
          1008,
          1009
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "type": "object",
                    "unevaluatedProperties": false,
                    "allOf": [
                      {
                        "$ref": "#/components/schemas/IdParams"
                      },
                      {
                        "$ref": "#/components/schemas/ChargerInput"
                      }
                    ]
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              },
              "example": {
                "params": {
                  "id": 1,
                  "equipmentid": "ABB00100001",
                  "equipmentname": "DC 01 entrance",
                  "equipmenttype": 2,
                  "manufacturerid": "M-ABB",
                  "manufacturername": "ABB",
                  "equipmentmodel": "Terra 184",
                  "power": 180,
                  "current": 200,
                  "connectors": 2
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The changed charger",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/ChargerDetailOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Pile/del": {
      "post": {
        "operationId": "deletePile",
        "tags": [
          "charger"
        ],
        "summary": "Delete a charger with no charging history while none of its ports is in a session",
        "description": "Its alarms stay in the station's history, no longer linked to the charger.",
        "x-permission": "operator:pile:delete",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005,
          1008,
          1009
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/IdParams",
                    "unevaluatedProperties": false
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              },
              "example": {
                "params": {
                  "id": 153
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/Empty"
          }
        }
      }
    },
    "/Pile/submit": {
      "post": {
        "operationId": "submitPile",
        "tags": [
          "charger"
        ],
        "summary": "Submit a draft or rejected charger for audit (submit / resubmit); it must be installed at a station",
        "x-permission": "operator:pile:edit",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005,
          1009
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/IdParams",
                    "unevaluatedProperties": false
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              },
              "example": {
                "params": {
                  "id": 148
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The charger, now under review",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/ChargerDetailOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Pile/audit": {
      "post": {
        "operationId": "auditPile",
        "tags": [
          "charger"
        ],
        "summary": "Approve (goes live) or reject (with a reason) a charger under review",
        "description": "On approval the simulated device connects: the charger comes online and its ports become available.\n",
        "x-permission": "operator:pile:audit",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005,
          1009
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/AuditParams"
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              },
              "example": {
                "params": {
                  "id": 155,
                  "approve": 1
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The audited charger",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/ChargerDetailOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Pile/remote_restart": {
      "post": {
        "operationId": "restartPile",
        "tags": [
          "charger"
        ],
        "summary": "Send a remote restart to a live, connected charger",
        "description": "Refused (1009) while the charger is offline, already restarting or not approved. The charger shows\n`restarting` (3) until `restart_until`, 30 s later by the simulator's clock, and is online again after.\n",
        "x-permission": "operator:pile:restart",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005,
          1009
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/IdParams",
                    "unevaluatedProperties": false
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              },
              "example": {
                "params": {
                  "id": 1
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The charger, now restarting",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/ChargerDetailOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Pile/white_list": {
      "post": {
        "operationId": "getPileWhitelist",
        "tags": [
          "charger"
        ],
        "summary": "The RFID cards a charger accepts while it cannot reach the back office",
        "x-permission": "operator:pile:list",
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "$ref": "#/components/requestBodies/ById"
        },
        "responses": {
          "200": {
            "description": "The offline whitelist",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/PileWhitelistOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Pile/set_white_list": {
      "post": {
        "operationId": "setPileWhitelist",
        "tags": [
          "charger"
        ],
        "summary": "Replace a charger's offline whitelist; only while the charger is online",
        "description": "Card numbers are 4–32 letters or digits, stored upper-case; a card may appear once (1001 otherwise);\nat most 100 cards. Refused (1009) while the charger is offline, restarting or not approved: the list\nwould be neither saved nor applied.\n",
        "x-permission": "operator:pile:whitelist",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005,
          1009
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/WhitelistParams"
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              },
              "example": {
                "params": {
                  "id": 1,
                  "white_list": [
                    "RF00100000",
                    "RF00100007"
                  ]
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The saved whitelist",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/PileWhitelistOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Pile/messages": {
      "post": {
        "operationId": "listChargerMessages",
        "x-capability": "charger-log",
        "tags": [
          "charger"
        ],
        "summary": "The messages a charger and the back office exchanged, newest first, paged",
        "description": "Every OCPP 1.6-J message of one charger: what it sent (BootNotification, Heartbeat, StatusNotification,\nMeterValues, Authorize, StartTransaction, StopTransaction) and what the back office sent it\n(RemoteStartTransaction, RemoteStopTransaction, UnlockConnector, ChangeAvailability, Reset), each CALL with\nits CALLRESULT or CALLERROR under the same message id. The backend keeps the last 10,000 of each charger;\nolder ones are dropped first.\n",
        "x-permission": "operator:pile:list",
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/ChargerMessageParams"
                  },
                  "pageinfo": {
                    "$ref": "#/components/schemas/PageInfo"
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                },
                "pageinfo": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "One page of the charger's messages",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/ChargerMessagePageOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Pile/messages_export": {
      "post": {
        "operationId": "exportChargerMessages",
        "x-capability": "charger-log",
        "tags": [
          "charger"
        ],
        "summary": "The charger's messages the filters select, as OCPP-J frames one per line (JSON Lines)",
        "description": "Newest first, at most 10,000 (all a charger keeps). Each line is\n`{\"at\": \"<ISO time>\", \"direction\": \"...\", \"frame\": [2, \"<id>\", \"<Action>\", {...}]}`, the frame as OCPP-J\nwrites it (`[3, id, payload]` for a CALLRESULT, `[4, id, code, description, details]` for a CALLERROR).\nThe file is named `pile-<serial>-messages-YYYYMMDD-HHmmss.jsonl` (the network's time).\n",
        "x-permission": "operator:pile:list",
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/ChargerMessageParams"
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The messages, or a business error as JSON",
            "headers": {
              "Content-Disposition": {
                "description": "`attachment; filename=\"pile-<serial>-messages-YYYYMMDD-HHmmss.jsonl\"`",
                "schema": {
                  "type": "string"
                }
              }
            },
            "content": {
              "application/x-ndjson": {
                "schema": {
                  "type": "string",
                  "format": "binary"
                }
              },
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorAnswer"
                }
              }
            }
          }
        }
      }
    },
    "/Port/lists": {
      "post": {
        "operationId": "listPorts",
        "tags": [
          "charger"
        ],
        "summary": "The ports of one charger, by connector number",
        "x-permission": "operator:port:list",
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": [
                      "pile_id"
                    ],
                    "properties": {
                      "pile_id": {
                        "type": "integer",
                        "minimum": 1,
                        "title": "charger"
                      }
                    }
                  },
                  "pageinfo": {
                    "$ref": "#/components/schemas/PageInfo"
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                },
                "pageinfo": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "One page of ports",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/PortPageOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Port/info": {
      "post": {
        "operationId": "getPort",
        "tags": [
          "charger"
        ],
        "summary": "One port with today's energy, sessions and charging minutes",
        "x-permission": "operator:port:list",
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "$ref": "#/components/requestBodies/ById"
        },
        "responses": {
          "200": {
            "description": "The port",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/PortOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Port/edit": {
      "post": {
        "operationId": "editPort",
        "tags": [
          "charger"
        ],
        "summary": "Rename a port (its alias, e.g. the bay painted on the ground); empty clears it",
        "x-permission": "operator:port:edit",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": [
                      "id",
                      "aliasname"
                    ],
                    "properties": {
                      "id": {
                        "type": "integer",
                        "minimum": 1,
                        "title": "id"
                      },
                      "aliasname": {
                        "type": "string",
                        "maxLength": 32,
                        "title": "alias"
                      }
                    }
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              },
              "example": {
                "params": {
                  "id": 1,
                  "aliasname": "Bay 1 left"
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The renamed port",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/PortOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Port/availability": {
      "post": {
        "operationId": "setPortAvailability",
        "x-capability": "port-control",
        "tags": [
          "charger"
        ],
        "summary": "Take a port out of service (inoperative, with a reason) or put it back (operative)",
        "description": "An inoperative port takes no session and shows as unavailable everywhere until it is made operative again.\nA port with a session in progress is refused (1009): stop the session first. Making a port operative that\nalready is changes nothing.\n",
        "x-permission": "operator:port:edit",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005,
          1009
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/PortAvailabilityParams"
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              },
              "example": {
                "params": {
                  "id": 1,
                  "availability": "inoperative",
                  "reason": "Cable damaged, replacement ordered"
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The port in its new state",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/PortOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Port/unlock": {
      "post": {
        "operationId": "unlockPort",
        "x-capability": "port-control",
        "tags": [
          "charger"
        ],
        "summary": "Release a stuck connector, as the charger's unlock command does",
        "description": "The charger must be online (1009 otherwise) and the port not charging (1009: stop the session first). A car\nstill plugged in after charging is released and its session ends, billed as it stands.\n",
        "x-permission": "operator:port:unlock",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005,
          1009
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/IdParams",
                    "unevaluatedProperties": false
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              },
              "example": {
                "params": {
                  "id": 1
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The charger's answer and the port after it",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/PortUnlockOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Port/voltage_limits": {
      "post": {
        "operationId": "setPortVoltageLimits",
        "tags": [
          "charger"
        ],
        "summary": "Set a port's voltage limits (100–1000 V, lower below upper)",
        "x-permission": "operator:port:edit",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": [
                      "id",
                      "voltagelowerlimits",
                      "voltageupperlimits"
                    ],
                    "properties": {
                      "id": {
                        "type": "integer",
                        "minimum": 1,
                        "title": "id"
                      },
                      "voltagelowerlimits": {
                        "type": "integer",
                        "minimum": 100,
                        "maximum": 1000,
                        "title": "lower voltage limit"
                      },
                      "voltageupperlimits": {
                        "type": "integer",
                        "minimum": 100,
                        "maximum": 1000,
                        "title": "upper voltage limit"
                      }
                    },
                    "allOf": [
                      {
                        "description": "The lower voltage limit is below the upper one.",
                        "x-field-rule": {
                          "field": "voltagelowerlimits",
                          "below": "voltageupperlimits"
                        },
                        "x-message": "voltageOrder"
                      }
                    ]
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              },
              "example": {
                "params": {
                  "id": 1,
                  "voltagelowerlimits": 300,
                  "voltageupperlimits": 920
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The port with its new limits",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/PortOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Customer/lists": {
      "post": {
        "operationId": "listCustomers",
        "tags": [
          "customer"
        ],
        "summary": "Customers with their balance and number of cards",
        "x-permission": "customer:customer:list",
        "x-error-codes": [
          401,
          403,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/CustomerListParams"
                  },
                  "pageinfo": {
                    "$ref": "#/components/schemas/PageInfo"
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                },
                "pageinfo": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "One page of customers",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/CustomerPageOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Customer/info": {
      "post": {
        "operationId": "getCustomer",
        "tags": [
          "customer"
        ],
        "summary": "One customer with balance, cards, the 20 most recent orders and journal entries, and lifetime totals",
        "x-permission": "customer:customer:list",
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "$ref": "#/components/requestBodies/ById"
        },
        "responses": {
          "200": {
            "description": "The customer",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/CustomerDetailOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Customer/status": {
      "post": {
        "operationId": "setCustomerStatus",
        "tags": [
          "customer"
        ],
        "summary": "Enable (1) or disable (0) a customer account; a disabled account cannot be bound to cards",
        "x-permission": "customer:customer:status",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": [
                      "id",
                      "status"
                    ],
                    "properties": {
                      "id": {
                        "type": "integer",
                        "minimum": 1,
                        "title": "id"
                      },
                      "status": {
                        "$ref": "#/components/schemas/AccountStatus",
                        "title": "status"
                      }
                    }
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              },
              "example": {
                "params": {
                  "id": 1,
                  "status": 0
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The customer with the new status",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/CustomerDetailOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Equipment/lists": {
      "post": {
        "operationId": "listEquipment",
        "tags": [
          "equipment"
        ],
        "summary": "The inventory, installed and in stock",
        "x-permission": "operator:equipment:list",
        "x-error-codes": [
          401,
          403,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/EquipmentListParams"
                  },
                  "pageinfo": {
                    "$ref": "#/components/schemas/PageInfo"
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                },
                "pageinfo": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "One page of devices",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/EquipmentPageOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Equipment/info": {
      "post": {
        "operationId": "getEquipment",
        "tags": [
          "equipment"
        ],
        "summary": "One device with its ports and, when installed, its station",
        "x-permission": "operator:equipment:list",
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "$ref": "#/components/requestBodies/ById"
        },
        "responses": {
          "200": {
            "description": "The device",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/ChargerDetailOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Equipment/add": {
      "post": {
        "operationId": "addEquipment",
        "tags": [
          "equipment"
        ],
        "summary": "Add a device to stock, with one port per connector",
        "x-permission": "operator:equipment:add",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005,
          1008
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/ChargerInput",
                    "unevaluatedProperties": false
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              },
              "example": {
                "params": {
                  "equipmentid": "WBXSTK00101",
                  "equipmentname": "Stock 101",
                  "equipmenttype": 1,
                  "manufacturerid": "M-WBX",
                  "manufacturername": "Wallbox",
                  "equipmentmodel": "Commander 2",
                  "power": 11,
                  "current": 32,
                  "connectors": 1,
                  "productiondate": "2025-12-01"
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The new device, in stock",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/ChargerDetailOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Equipment/edit": {
      "post": {
        "operationId": "editEquipment",
        "tags": [
          "equipment"
        ],
        "summary": "Change a device; same rules as changing a charger",
        "x-permission": "operator:equipment:edit",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005,
          1008,
          1009
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "type": "object",
                    "unevaluatedProperties": false,
                    "allOf": [
                      {
                        "$ref": "#/components/schemas/IdParams"
                      },
                      {
                        "$ref": "#/components/schemas/ChargerInput"
                      }
                    ]
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              },
              "example": {
                "params": {
                  "id": 172,
                  "equipmentid": "SIESTK00001",
                  "equipmentname": "Stock 01 (returned)",
                  "equipmenttype": 1,
                  "manufacturerid": "M-SIE",
                  "manufacturername": "Siemens",
                  "equipmentmodel": "VersiCharge",
                  "power": 11.5,
                  "current": 32,
                  "connectors": 1
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The changed device",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/ChargerDetailOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Equipment/del": {
      "post": {
        "operationId": "deleteEquipment",
        "tags": [
          "equipment"
        ],
        "summary": "Delete a device in stock that has no charging history",
        "x-permission": "operator:equipment:delete",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005,
          1008,
          1009
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/IdParams",
                    "unevaluatedProperties": false
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              },
              "example": {
                "params": {
                  "id": 172
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/Empty"
          }
        }
      }
    },
    "/Equipment/install": {
      "post": {
        "operationId": "installEquipment",
        "tags": [
          "equipment"
        ],
        "summary": "Install a device from stock at a station; it becomes a draft charger there",
        "description": "The device keeps its operator, or takes the station's when it has none.",
        "x-permission": "operator:equipment:edit",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005,
          1009
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": [
                      "id",
                      "stationid"
                    ],
                    "properties": {
                      "id": {
                        "type": "integer",
                        "minimum": 1,
                        "title": "id"
                      },
                      "stationid": {
                        "type": "integer",
                        "minimum": 1,
                        "title": "station"
                      }
                    }
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              },
              "example": {
                "params": {
                  "id": 172,
                  "stationid": 1
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The installed device",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/ChargerDetailOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Equipment/uninstall": {
      "post": {
        "operationId": "uninstallEquipment",
        "tags": [
          "equipment"
        ],
        "summary": "Take a device back into stock while none of its ports is in a session",
        "description": "The device goes offline, leaves the station and returns to draft: installing it again needs a new\naudit. Its charging history stays with the station where it happened.\n",
        "x-permission": "operator:equipment:edit",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005,
          1009
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/IdParams",
                    "unevaluatedProperties": false
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              },
              "example": {
                "params": {
                  "id": 148
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The device, back in stock",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/ChargerDetailOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Journal/lists": {
      "post": {
        "operationId": "listJournalEntries",
        "tags": [
          "journal"
        ],
        "summary": "Journal entries, filtered, newest first, paged",
        "description": "`total` counts at most 10,000 matching entries; `total_capped` says more match.",
        "x-permission": "money:journal:list",
        "x-error-codes": [
          401,
          403,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/JournalListParams"
                  },
                  "pageinfo": {
                    "$ref": "#/components/schemas/PageInfo"
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                },
                "pageinfo": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "One page of journal entries",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/JournalPageOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Journal/adjust": {
      "post": {
        "operationId": "adjustCustomerBalance",
        "x-capability": "money-corrections",
        "tags": [
          "journal"
        ],
        "summary": "Credit or debit a customer's balance by hand, with a reason",
        "description": "Writes a journal entry of type 5 (adjustment) whose remark is the reason: positive for a credit, negative\nfor a debit. A debit never takes the balance below zero (1009 names the balance).\n",
        "x-permission": "money:journal:adjust",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005,
          1009
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": [
                      "customer_id",
                      "direction",
                      "amount",
                      "reason"
                    ],
                    "properties": {
                      "customer_id": {
                        "type": "integer",
                        "minimum": 1,
                        "title": "customer"
                      },
                      "direction": {
                        "type": "string",
                        "enum": [
                          "credit",
                          "debit"
                        ],
                        "title": "direction",
                        "description": "credit adds to the balance, debit takes from it"
                      },
                      "amount": {
                        "type": "string",
                        "allOf": [
                          {
                            "$ref": "#/components/schemas/Money"
                          }
                        ],
                        "minLength": 1,
                        "title": "amount",
                        "description": "Dollars, more than 0"
                      },
                      "reason": {
                        "$ref": "#/components/schemas/OperatorReason"
                      }
                    },
                    "allOf": [
                      {
                        "description": "The amount is more than 0.",
                        "type": "object",
                        "properties": {
                          "amount": {
                            "type": "string",
                            "not": {
                              "enum": [
                                "0",
                                "0.0",
                                "0.00"
                              ]
                            }
                          }
                        },
                        "x-message": "amountNotPositive",
                        "x-field": "amount"
                      }
                    ]
                  }
                }
              },
              "example": {
                "params": {
                  "customer_id": 3,
                  "direction": "credit",
                  "amount": "10.00",
                  "reason": "Goodwill for a broken card reader"
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The entry written, with the balance after it",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/JournalEntryOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Journal/statement": {
      "post": {
        "operationId": "exportStatement",
        "x-capability": "statements",
        "tags": [
          "journal"
        ],
        "summary": "A statement of a month or any range of days for a station, an operator or the whole network, as an XLSX workbook",
        "description": "The orders started in the month (the network's days and zone), one row per day, then one per station, with\nsessions, energy, fees by component (energy, service, idle), gross income, refunds and net income, each\nsheet closed by a total row. The totals equal the income statistics of the same month and station\n(`getIncomeStatistics` by month): both count an order and its refunds on the day it started. The day sheet\nalso shows, in its last column, the\nrefunds given on each day (whatever month their order started in). A third sheet lists every refund given\nin the month or of an order started in it: when given, the order and its start, the station, the amount,\nthe reason, and which of its two days the month holds (the order's day and the day given, the day given\nonly, or the order's day only: only the order's day counts in the income). Headings are in the\nrequest's language, times in the network's zone, amounts in its currency. Named\n`statement-YYYY-MM[-station-CODE|-operator-ID].xlsx`. `station_id` and `operator_id` are not sent together.\nInstead of `month`, `from` and `to` (network days, at most 731 of them; a day, a week, any range) make the\nstatement of those days, named `statement-FROM_TO….xlsx` (`daily-close` capability); `month` or both of\n`from` and `to` are sent, not both kinds.\n",
        "x-permission": "money:journal:export",
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "type": "object",
                    "additionalProperties": false,
                    "properties": {
                      "month": {
                        "type": "string",
                        "pattern": "^20\\d{2}-(0[1-9]|1[0-2])$",
                        "title": "month",
                        "description": "YYYY-MM, in the years 2000–2099 (the books' range)"
                      },
                      "from": {
                        "allOf": [
                          {
                            "$ref": "#/components/schemas/StatisticsDate"
                          }
                        ],
                        "title": "from",
                        "x-capability": "daily-close"
                      },
                      "to": {
                        "allOf": [
                          {
                            "$ref": "#/components/schemas/StatisticsDate"
                          }
                        ],
                        "title": "to",
                        "x-capability": "daily-close"
                      },
                      "station_id": {
                        "type": "integer",
                        "minimum": 1,
                        "title": "station"
                      },
                      "operator_id": {
                        "type": "integer",
                        "minimum": 1,
                        "title": "operator"
                      }
                    },
                    "allOf": [
                      {
                        "description": "A station or an operator, not both.",
                        "type": "object",
                        "dependentSchemas": {
                          "station_id": {
                            "type": "object",
                            "properties": {
                              "operator_id": false
                            }
                          }
                        },
                        "x-message": "stationOrOperator",
                        "x-field": "operator_id"
                      },
                      {
                        "description": "A month or a range of days, not both.",
                        "type": "object",
                        "dependentSchemas": {
                          "month": {
                            "type": "object",
                            "properties": {
                              "from": false,
                              "to": false
                            }
                          }
                        },
                        "x-message": "monthOrRange",
                        "x-field": "month"
                      },
                      {
                        "description": "The first day is not after the last.",
                        "x-field-rule": {
                          "field": "from",
                          "notAfter": "to"
                        },
                        "x-message": "rangeReversed"
                      },
                      {
                        "description": "At most 731 days, both ends included.",
                        "x-field-rule": {
                          "field": "from",
                          "within": {
                            "of": "to",
                            "days": 731
                          }
                        },
                        "x-message": "rangeTooLong"
                      }
                    ]
                  }
                }
              },
              "example": {
                "params": {
                  "month": "2026-10",
                  "station_id": 3
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The workbook, or a business error as JSON",
            "headers": {
              "Content-Disposition": {
                "description": "`attachment; filename=\"statement-YYYY-MM….xlsx\"`",
                "schema": {
                  "type": "string"
                }
              }
            },
            "content": {
              "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": {
                "schema": {
                  "type": "string",
                  "format": "binary"
                }
              },
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorAnswer"
                }
              }
            }
          }
        }
      }
    },
    "/Journal/totals": {
      "post": {
        "operationId": "getJournalTotals",
        "x-capability": "list-totals",
        "tags": [
          "journal"
        ],
        "summary": "The count and sums by type of the journal entries the list's filters select",
        "x-permission": "money:journal:list",
        "x-error-codes": [
          401,
          403,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/JournalListParams"
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The totals",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/JournalTotalsOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Close/info": {
      "post": {
        "operationId": "getDayClose",
        "x-capability": "daily-close",
        "tags": [
          "close"
        ],
        "summary": "A network day's or a range's money figures, by station and start mode, with its closed days",
        "description": "The figures as they stand now for the network days `from`–`to` (the network's zone), by station and start\nmode; the days of the range that were closed, each with its figures as recorded at the close, who closed it\nand when, and what changed it afterwards (\"after close\": refunds of its orders and orders of it paid after\nthe close, each booked on its own day). A range is at most 731 days.\n",
        "x-permission": "money:close:view",
        "x-error-codes": [
          401,
          403,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/DayCloseParams"
                  }
                }
              },
              "example": {
                "params": {
                  "from": "2026-01-10",
                  "to": "2026-01-10"
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The day's or the range's figures",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/DayCloseOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Close/close": {
      "post": {
        "operationId": "closeDay",
        "x-capability": "daily-close",
        "tags": [
          "close"
        ],
        "summary": "Close a network day that has ended, recording its figures with who closed it and when",
        "description": "Records the day's figures as they stand; they never change afterwards. A day that has not ended yet in the\nnetwork's zone cannot be closed (1009), nor a day closed already (1008). Answers the day as `getDayClose`\ndoes.\n",
        "x-permission": "money:close:close",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          1001,
          1005,
          1008,
          1009
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "type": "object",
                    "required": [
                      "day"
                    ],
                    "additionalProperties": false,
                    "properties": {
                      "day": {
                        "$ref": "#/components/schemas/StatisticsDate"
                      }
                    }
                  }
                }
              },
              "example": {
                "params": {
                  "day": "2026-01-10"
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The closed day",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/DayCloseOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Journal/export": {
      "post": {
        "operationId": "exportJournalEntries",
        "tags": [
          "journal"
        ],
        "summary": "The journal entries matching the list filters as an XLSX workbook, headings in the request's language",
        "description": "At most 100,000 entries; more is refused with 1001, asking to narrow the filters. The file is named\n`journal-YYYYMMDD-HHmmss.xlsx` (the network's time). Times in the sheet are in the network's time zone and\namounts in its currency; the headings name both.\n",
        "x-permission": "money:journal:export",
        "x-error-codes": [
          401,
          403,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/JournalListParams"
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The workbook, or a business error as JSON",
            "headers": {
              "Content-Disposition": {
                "description": "`attachment; filename=\"journal-YYYYMMDD-HHmmss.xlsx\"`",
                "schema": {
                  "type": "string"
                }
              }
            },
            "content": {
              "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": {
                "schema": {
                  "type": "string",
                  "format": "binary"
                }
              },
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorAnswer"
                }
              }
            }
          }
        }
      }
    },
    "/Adjustment/request": {
      "post": {
        "operationId": "requestBalanceAdjustment",
        "x-capability": "money-corrections",
        "tags": [
          "journal"
        ],
        "summary": "Ask for a balance adjustment above one's ceiling; it waits for a second person's approval",
        "description": "`adjustCustomerBalance` refuses (1009) an adjustment above the adjuster's ceiling for one adjustment or for\nthe day; this records it instead as a request waiting for someone else holding `money:adjust:approve`.\nNothing moves until then. An unknown customer is 404.\n",
        "x-permission": "money:journal:adjust",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/AdjustmentRequestParams"
                  }
                }
              },
              "example": {
                "params": {
                  "customer_id": 3,
                  "direction": "credit",
                  "amount": "2500.00",
                  "reason": "Fleet contract settlement"
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The request, waiting",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/AdjustmentRequestOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Adjustment/lists": {
      "post": {
        "operationId": "listAdjustmentRequests",
        "x-capability": "money-corrections",
        "tags": [
          "journal"
        ],
        "summary": "Adjustment requests, waiting first then newest, paged",
        "x-permission": "money:adjust:approve",
        "x-error-codes": [
          401,
          403,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "type": "object",
                    "additionalProperties": false,
                    "properties": {
                      "status": {
                        "$ref": "#/components/schemas/AdjustmentRequestStatus"
                      }
                    }
                  },
                  "pageinfo": {
                    "$ref": "#/components/schemas/PageInfo"
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                },
                "pageinfo": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "One page of requests",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/AdjustmentRequestPageOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Adjustment/approve": {
      "post": {
        "operationId": "approveAdjustmentRequest",
        "x-capability": "money-corrections",
        "tags": [
          "journal"
        ],
        "summary": "Approve a waiting adjustment request, writing its journal entry",
        "description": "Only a person other than the requester may approve (1009 otherwise); a request no longer waiting is 1009;\na debit that would take the balance below zero is 1009 and stays waiting.\n",
        "x-permission": "money:adjust:approve",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005,
          1009
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": [
                      "id"
                    ],
                    "properties": {
                      "id": {
                        "type": "integer",
                        "minimum": 1,
                        "title": "request"
                      }
                    }
                  }
                }
              },
              "example": {
                "params": {
                  "id": 1
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The request, approved, with its journal entry's number",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/AdjustmentRequestOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Adjustment/reject": {
      "post": {
        "operationId": "rejectAdjustmentRequest",
        "x-capability": "money-corrections",
        "tags": [
          "journal"
        ],
        "summary": "Reject a waiting adjustment request; nothing moves",
        "x-permission": "money:adjust:approve",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005,
          1009
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": [
                      "id"
                    ],
                    "properties": {
                      "id": {
                        "type": "integer",
                        "minimum": 1,
                        "title": "request"
                      }
                    }
                  }
                }
              },
              "example": {
                "params": {
                  "id": 2
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The request, rejected",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/AdjustmentRequestOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Operator/lists": {
      "post": {
        "operationId": "listOperators",
        "tags": [
          "operator"
        ],
        "summary": "Operators with their number of stations",
        "x-permission": "operator:operator:list",
        "x-error-codes": [
          401,
          403,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/OperatorListParams"
                  },
                  "pageinfo": {
                    "$ref": "#/components/schemas/PageInfo"
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                },
                "pageinfo": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "One page of operators",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/OperatorPageOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Operator/info": {
      "post": {
        "operationId": "getOperator",
        "tags": [
          "operator"
        ],
        "summary": "One operator, without its secrets",
        "x-permission": "operator:operator:list",
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "$ref": "#/components/requestBodies/ById"
        },
        "responses": {
          "200": {
            "description": "The operator",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/OperatorDetailOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Operator/add": {
      "post": {
        "operationId": "addOperator",
        "tags": [
          "operator"
        ],
        "summary": "Create an operator; its account must be unused",
        "x-permission": "operator:operator:add",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          1001,
          1005,
          1008
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/OperatorInput",
                    "unevaluatedProperties": false
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              },
              "example": {
                "params": {
                  "name": "Nordic Plug",
                  "account": "nordicplug",
                  "secret": "sk_live_nordic_2026",
                  "message_secret": "a1b2c3d4e5f6a7b8",
                  "message_iv": "0f1e2d3c4b5a6978",
                  "company": "Nordic Plug Inc.",
                  "type": 1,
                  "contact_person": "Ingrid Olsen",
                  "contact_phone": "+1 514 555 0300",
                  "callback_url": "https://nordicplug.example/ocpi/callback"
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The new operator",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/OperatorDetailOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Operator/edit": {
      "post": {
        "operationId": "editOperator",
        "tags": [
          "operator"
        ],
        "summary": "Change an operator; an empty or absent secret keeps the current one",
        "x-permission": "operator:operator:edit",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005,
          1008
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "type": "object",
                    "unevaluatedProperties": false,
                    "allOf": [
                      {
                        "$ref": "#/components/schemas/IdParams"
                      },
                      {
                        "$ref": "#/components/schemas/OperatorInput"
                      }
                    ]
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              },
              "example": {
                "params": {
                  "id": 1,
                  "name": "Borealis Charge",
                  "account": "borealis",
                  "company": "Borealis Charge Inc.",
                  "type": 1,
                  "contact_person": "Marie Gagnon",
                  "contact_phone": "+1 514 555 0200",
                  "emergency_contact": "+1 514 555 0900",
                  "description": "Public charging operator, Québec"
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The changed operator",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/OperatorDetailOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Operator/del": {
      "post": {
        "operationId": "deleteOperator",
        "tags": [
          "operator"
        ],
        "summary": "Delete an operator that runs no station and owns no charger",
        "x-permission": "operator:operator:delete",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005,
          1008
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/IdParams",
                    "unevaluatedProperties": false
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              },
              "example": {
                "params": {
                  "id": 4
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/Empty"
          }
        }
      }
    },
    "/Order/lists": {
      "post": {
        "operationId": "listOrders",
        "tags": [
          "order"
        ],
        "summary": "Orders, filtered, newest first (or by total or energy), paged",
        "description": "`total` counts at most 10,000 matching orders; `total_capped` says more match. Narrow the filters (a\nstation, a customer, a shorter time range) to count them, or page on: every page is served.\n",
        "x-permission": "money:order:list",
        "x-error-codes": [
          401,
          403,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/OrderListParams"
                  },
                  "pageinfo": {
                    "$ref": "#/components/schemas/PageInfo"
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                },
                "pageinfo": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "One page of orders",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/OrderPageOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Order/info": {
      "post": {
        "operationId": "getOrder",
        "tags": [
          "order"
        ],
        "summary": "One order with its price breakdown, the card used and its journal entries",
        "x-permission": "money:order:list",
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "$ref": "#/components/requestBodies/ById"
        },
        "responses": {
          "200": {
            "description": "The order",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/OrderDetailOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Order/refund": {
      "post": {
        "operationId": "refundOrder",
        "x-capability": "money-corrections",
        "tags": [
          "order"
        ],
        "summary": "Refund a paid order in full or in part, with a reason",
        "description": "The amount goes back to the customer's balance as a journal entry of type 3 (refund) whose remark is the\nreason, and the order counts it in `refunded`. Refunds of one order never add up to more than was paid:\nan amount above what is left to refund answers 1001, an order not paid (still charging, or unpaid) 1009.\nA refund counts against the income of the day its order started, so statistics and statements show income\nnet of refunds for the same days as the orders; the statement also lists it on the day it was given,\nlabelled. The order's `refund_state` reads partial, then full once nothing is left to refund.\n",
        "x-permission": "money:order:refund",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005,
          1009
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/OrderRefundParams"
                  }
                }
              },
              "example": {
                "params": {
                  "id": 12,
                  "amount": "4.50",
                  "reason": "Charger faulted: the customer was billed for no energy"
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The order with its refunds",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/OrderDetailOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Order/export": {
      "post": {
        "operationId": "exportOrders",
        "tags": [
          "order"
        ],
        "summary": "The orders matching the list filters as an XLSX workbook, headings in the request's language",
        "description": "At most 100,000 orders; more is refused with 1001, asking to narrow the filters. The file is named\n`orders-YYYYMMDD-HHmmss.xlsx` (the network's time). Times in the sheet are in the network's time zone and\namounts in its currency; the headings name both.\n",
        "x-permission": "money:order:export",
        "x-error-codes": [
          401,
          403,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/OrderListParams"
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The workbook, or a business error as JSON",
            "headers": {
              "Content-Disposition": {
                "description": "`attachment; filename=\"orders-YYYYMMDD-HHmmss.xlsx\"`",
                "schema": {
                  "type": "string"
                }
              }
            },
            "content": {
              "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": {
                "schema": {
                  "type": "string",
                  "format": "binary"
                }
              },
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/ErrorAnswer"
                }
              }
            }
          }
        }
      }
    },
    "/Order/totals": {
      "post": {
        "operationId": "getOrderTotals",
        "x-capability": "list-totals",
        "tags": [
          "order"
        ],
        "summary": "The count and sums of the orders the list's filters select",
        "description": "The same filters as `listOrders`, counted and summed over every matching order (not capped): gross is the\norders' bills, refunded what was refunded of them whenever given, net the difference.\n",
        "x-permission": "money:order:list",
        "x-error-codes": [
          401,
          403,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/OrderListParams"
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The totals",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/OrderTotalsOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/PriceTemplate/lists": {
      "post": {
        "operationId": "listPriceTemplates",
        "tags": [
          "price"
        ],
        "summary": "Price templates with the number of stations using each",
        "x-permission": "operator:price:list",
        "x-error-codes": [
          401,
          403,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "type": "object",
                    "additionalProperties": false,
                    "properties": {
                      "name": {
                        "type": "string",
                        "maxLength": 64,
                        "title": "template name"
                      }
                    }
                  },
                  "pageinfo": {
                    "$ref": "#/components/schemas/PageInfo"
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                },
                "pageinfo": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "One page of templates",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/PriceTemplatePageOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/PriceTemplate/options": {
      "post": {
        "operationId": "listPriceTemplateOptions",
        "tags": [
          "price"
        ],
        "summary": "Every template as id and name, for selection; empty until one is set up",
        "x-permission": "operator:price:list",
        "x-error-codes": [
          401,
          403,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "$ref": "#/components/requestBodies/TokenOnly"
        },
        "responses": {
          "200": {
            "description": "The templates to choose from",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/PriceTemplateOptionsOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/PriceTemplate/info": {
      "post": {
        "operationId": "getPriceTemplate",
        "tags": [
          "price"
        ],
        "summary": "One template",
        "x-permission": "operator:price:list",
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "$ref": "#/components/requestBodies/ById"
        },
        "responses": {
          "200": {
            "description": "The template",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/PriceTemplateOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/PriceTemplate/add": {
      "post": {
        "operationId": "addPriceTemplate",
        "tags": [
          "price"
        ],
        "summary": "Create a template",
        "x-permission": "operator:price:add",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          1001,
          1005,
          1008
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/PriceTemplateInput",
                    "unevaluatedProperties": false
                  }
                }
              },
              "example": {
                "params": {
                  "name": "Holiday rate",
                  "feetype": 1,
                  "electfee": "0.25",
                  "servicefee": "1.00",
                  "parkfee": "0.10"
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The new template",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/PriceTemplateOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/PriceTemplate/edit": {
      "post": {
        "operationId": "editPriceTemplate",
        "tags": [
          "price"
        ],
        "summary": "Change a template; every station using it charges the new prices from the next session",
        "description": "The answer's `affected_stations` says how many stations were repriced.",
        "x-permission": "operator:price:edit",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005,
          1008
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "type": "object",
                    "unevaluatedProperties": false,
                    "allOf": [
                      {
                        "$ref": "#/components/schemas/IdParams"
                      },
                      {
                        "$ref": "#/components/schemas/PriceTemplateInput"
                      }
                    ]
                  }
                }
              },
              "example": {
                "params": {
                  "id": 1,
                  "name": "Standard AC",
                  "feetype": 1,
                  "electfee": "0.21",
                  "servicefee": "1.00",
                  "parkfee": "0.10"
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The changed template",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/PriceTemplateOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/PriceTemplate/preview": {
      "post": {
        "operationId": "previewPriceTemplate",
        "x-capability": "price-preview",
        "tags": [
          "price"
        ],
        "summary": "What proposed fees would do to the stations using a template, before the change is saved",
        "description": "The finished sessions of the last 30 days (the network's days, up to now) at every station charging with\nthe template, each priced twice by the same pricing rule as a finished session (minute by minute at the\ntime-of-use period it falls in, in the network's zone): with the template's current fees and periods\n(`before`) and with the proposed ones (`after`). Per station and in total: sessions, energy, income before\nand after, and the difference. `typical` prices one session both ways: the median energy, charging time and\nidle time of those sessions, starting when the session of median energy started, or a reference session\n(20 kWh, 1 hour of charging, 20 idle minutes, from noon today) when there are none. Nothing is changed.\n",
        "x-permission": "operator:price:edit",
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "type": "object",
                    "unevaluatedProperties": false,
                    "allOf": [
                      {
                        "$ref": "#/components/schemas/IdParams"
                      },
                      {
                        "$ref": "#/components/schemas/PriceTemplateInput"
                      }
                    ]
                  }
                }
              },
              "example": {
                "params": {
                  "id": 1,
                  "name": "Standard AC",
                  "feetype": 1,
                  "electfee": "0.25",
                  "servicefee": "1.00",
                  "parkfee": "0.40"
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The re-priced sessions",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/PricePreviewOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/PriceTemplate/del": {
      "post": {
        "operationId": "deletePriceTemplate",
        "tags": [
          "price"
        ],
        "summary": "Delete a template no station uses",
        "x-permission": "operator:price:delete",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005,
          1008
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/IdParams",
                    "unevaluatedProperties": false
                  }
                }
              },
              "example": {
                "params": {
                  "id": 5
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/Empty"
          }
        }
      }
    },
    "/Station/set_price": {
      "post": {
        "operationId": "setStationPriceTemplate",
        "tags": [
          "station"
        ],
        "summary": "Choose the price template a station charges with (the price-setting tab)",
        "x-permission": "operator:station:edit",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005,
          1009
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": [
                      "id",
                      "template_id"
                    ],
                    "properties": {
                      "id": {
                        "type": "integer",
                        "minimum": 1,
                        "title": "id"
                      },
                      "template_id": {
                        "type": "integer",
                        "minimum": 1,
                        "title": "price template"
                      }
                    }
                  }
                }
              },
              "example": {
                "params": {
                  "id": 5,
                  "template_id": 3
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The station with its template",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/StationDetailOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Rfid/lists": {
      "post": {
        "operationId": "listRfidCards",
        "tags": [
          "rfid"
        ],
        "summary": "RFID cards with the bound customer and station, newest first",
        "x-permission": "operator:rfid:list",
        "x-error-codes": [
          401,
          403,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/RfidListParams"
                  },
                  "pageinfo": {
                    "$ref": "#/components/schemas/PageInfo"
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                },
                "pageinfo": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "One page of cards",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/RfidCardPageOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Rfid/add": {
      "post": {
        "operationId": "addRfidCard",
        "tags": [
          "rfid"
        ],
        "summary": "Add one unbound card to the stock",
        "description": "The card number is stored in upper case; it must not exist yet (1008).",
        "x-permission": "operator:rfid:add",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005,
          1008
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/RfidCardInput"
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              },
              "example": {
                "params": {
                  "card_no": "RF00990001"
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The new card",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/RfidCardOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Rfid/import": {
      "post": {
        "operationId": "importRfidCards",
        "tags": [
          "rfid"
        ],
        "summary": "Import cards from an XLS or XLSX sheet and answer a report per row",
        "description": "The first sheet is read; its first row names the columns: `card_no` (or \"card number\", \"卡号\") and,\noptionally, `account` (or \"账号\", \"compte\") to bind the card to that registered customer, which sends the\ncustomer a notice. At most 2 MB and 1000 card rows. Every valid row is inserted in one transaction;\na row is `skipped` when its card is repeated in the file or already exists, `failed` when its card number\nis malformed or its account is unknown or disabled. File-level problems (not a workbook, empty, too\nlarge, no card column, too many rows) answer 1001 and import nothing.\n",
        "x-permission": "operator:rfid:import",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "multipart/form-data": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "file"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "file": {
                    "type": "string",
                    "format": "binary",
                    "title": "spreadsheet file"
                  }
                }
              },
              "encoding": {
                "file": {
                  "contentType": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/vnd.ms-excel"
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "What happened to each row",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/RfidImportOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Rfid/bind": {
      "post": {
        "operationId": "bindRfidCard",
        "tags": [
          "rfid"
        ],
        "summary": "Bind an unbound card to a registered customer account and e-mail the customer a notice",
        "description": "An unknown or disabled account answers 1001 'Account invalid'; a card bound already answers 1008\n'Charger has already bound to {account}' (unbind it first).\n",
        "x-permission": "operator:rfid:bind",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005,
          1008
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/RfidBindParams"
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              },
              "example": {
                "params": {
                  "id": 256,
                  "account": "aisha.roy.1"
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The card, now bound",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/RfidCardOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Rfid/unbind": {
      "post": {
        "operationId": "unbindRfidCard",
        "tags": [
          "rfid"
        ],
        "summary": "Unbind a card from its customer and e-mail the customer a notice",
        "x-permission": "operator:rfid:unbind",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005,
          1009
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/IdParams",
                    "unevaluatedProperties": false
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              },
              "example": {
                "params": {
                  "id": 1
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The card, now unbound",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/RfidCardOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Rfid/create_account": {
      "post": {
        "operationId": "createRfidAccount",
        "tags": [
          "rfid"
        ],
        "summary": "Create an account for a card holder who has none, bind the card and e-mail a request for consent",
        "description": "The new customer's consent stays pending (`consent` 0) until they accept.",
        "x-permission": "operator:rfid:account",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005,
          1008
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/RfidAccountParams"
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              },
              "example": {
                "params": {
                  "id": 257,
                  "account": "noah.driver",
                  "name": "Noah Driver",
                  "email": "noah.driver@mail.example"
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The card, bound to the new account",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/RfidCardOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Station/lists": {
      "post": {
        "operationId": "listStations",
        "tags": [
          "station"
        ],
        "summary": "Stations, filtered, sorted and paged",
        "x-permission": "operator:station:list",
        "x-error-codes": [
          401,
          403,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/StationListParams"
                  },
                  "pageinfo": {
                    "$ref": "#/components/schemas/PageInfo"
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                },
                "pageinfo": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "One page of stations",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/StationPageOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Station/info": {
      "post": {
        "operationId": "getStation",
        "tags": [
          "station"
        ],
        "summary": "One station with its operation, equipment and price figures",
        "x-permission": "operator:station:list",
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "$ref": "#/components/requestBodies/ById"
        },
        "responses": {
          "200": {
            "description": "The station",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/StationDetailOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Station/add": {
      "post": {
        "operationId": "addStation",
        "tags": [
          "station"
        ],
        "summary": "Create a station as a draft (the spec's \"temporary store\")",
        "x-permission": "operator:station:add",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005,
          1008
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/StationInput",
                    "unevaluatedProperties": false
                  }
                }
              },
              "example": {
                "params": {
                  "StationName": "Harbourfront Plaza",
                  "StationType": 1,
                  "StationLng": -73.5541,
                  "StationLat": 45.5017,
                  "OperatorID": 1,
                  "city": "Montréal",
                  "Address": "200 Rue de la Commune",
                  "MinAmount": "20"
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The new draft",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/StationDetailOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Station/edit": {
      "post": {
        "operationId": "editStation",
        "tags": [
          "station"
        ],
        "summary": "Change a station's details",
        "x-permission": "operator:station:edit",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005,
          1008
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "type": "object",
                    "unevaluatedProperties": false,
                    "allOf": [
                      {
                        "$ref": "#/components/schemas/IdParams"
                      },
                      {
                        "$ref": "#/components/schemas/StationInput"
                      }
                    ]
                  }
                }
              },
              "example": {
                "params": {
                  "id": 1,
                  "StationName": "Montréal Downtown Hub",
                  "StationType": 1,
                  "StationLng": -73.5673,
                  "StationLat": 45.5017,
                  "OperatorID": 1,
                  "city": "Montréal",
                  "Address": "1000 Rue Sherbrooke O",
                  "MinAmount": "25"
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The changed station",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/StationDetailOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Station/del": {
      "post": {
        "operationId": "deleteStation",
        "tags": [
          "station"
        ],
        "summary": "Delete a station that has no chargers and no orders",
        "x-permission": "operator:station:delete",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005,
          1008
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/IdParams",
                    "unevaluatedProperties": false
                  }
                }
              },
              "example": {
                "params": {
                  "id": 24
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/Empty"
          }
        }
      }
    },
    "/Station/submit": {
      "post": {
        "operationId": "submitStation",
        "tags": [
          "station"
        ],
        "summary": "Submit a draft or rejected station for audit (submit / resubmit)",
        "x-permission": "operator:station:edit",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005,
          1009
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/IdParams",
                    "unevaluatedProperties": false
                  }
                }
              },
              "example": {
                "params": {
                  "id": 20
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The station, now under review",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/StationDetailOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Station/audit": {
      "post": {
        "operationId": "auditStation",
        "tags": [
          "station"
        ],
        "summary": "Approve (goes live) or reject (with a reason) a station under review",
        "x-permission": "operator:station:audit",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005,
          1009
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/AuditParams"
                  }
                }
              },
              "example": {
                "params": {
                  "id": 21,
                  "approve": 1
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The audited station",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/StationDetailOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Station/status": {
      "post": {
        "operationId": "setStationStatus",
        "tags": [
          "station"
        ],
        "summary": "Enable (operating) or disable (suspended) a live station",
        "x-permission": "operator:station:status",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005,
          1009
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": [
                      "id",
                      "status"
                    ],
                    "properties": {
                      "id": {
                        "type": "integer",
                        "minimum": 1,
                        "title": "id"
                      },
                      "status": {
                        "type": "integer",
                        "enum": [
                          3,
                          4
                        ],
                        "title": "status"
                      }
                    }
                  }
                }
              },
              "example": {
                "params": {
                  "id": 1,
                  "status": 4
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The station with its new status",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/StationDetailOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Station/load_balance": {
      "post": {
        "operationId": "setStationLoadBalance",
        "tags": [
          "station"
        ],
        "summary": "Set the load-balancing upper limit and adjustment period; every change is kept in the history",
        "x-permission": "operator:station:edit",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": [
                      "id",
                      "upper_limit",
                      "period"
                    ],
                    "properties": {
                      "id": {
                        "type": "integer",
                        "minimum": 1,
                        "title": "id"
                      },
                      "upper_limit": {
                        "type": "number",
                        "minimum": 1,
                        "maximum": 10000,
                        "title": "upper limit"
                      },
                      "period": {
                        "type": "integer",
                        "minimum": 1,
                        "maximum": 1440,
                        "title": "adjustment period"
                      }
                    }
                  }
                }
              },
              "example": {
                "params": {
                  "id": 1,
                  "upper_limit": 150,
                  "period": 15
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The station with its new settings",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/StationDetailOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Station/load_history": {
      "post": {
        "operationId": "listStationLoadHistory",
        "tags": [
          "station"
        ],
        "summary": "Load-balancing changes of a station, newest first",
        "x-permission": "operator:station:list",
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/IdParams",
                    "unevaluatedProperties": false
                  },
                  "pageinfo": {
                    "$ref": "#/components/schemas/PageInfo"
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                },
                "pageinfo": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "One page of changes",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/LoadHistoryPageOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Statistics/overview": {
      "post": {
        "operationId": "getOverview",
        "tags": [
          "statistics"
        ],
        "summary": "Network state, totals and averages of a date range, and its breakdown by day, type, start mode and station",
        "description": "Without a range, the last 30 days up to today.",
        "x-permission": "metadata:overview:view",
        "x-error-codes": [
          401,
          403,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/StatisticsRangeParams",
                    "unevaluatedProperties": false
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The overview",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/OverviewOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Statistics/income": {
      "post": {
        "operationId": "getIncomeStatistics",
        "tags": [
          "statistics"
        ],
        "summary": "Income of a date range by day, ISO week (starting Monday) or month, with its fee breakdown",
        "description": "Without a range, the last 30 days up to today; periods without orders are listed with zeros.",
        "x-permission": "metadata:income:view",
        "x-error-codes": [
          401,
          403,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "type": "object",
                    "unevaluatedProperties": false,
                    "allOf": [
                      {
                        "$ref": "#/components/schemas/StatisticsRangeParams"
                      },
                      {
                        "type": "object",
                        "properties": {
                          "granularity": {
                            "$ref": "#/components/schemas/IncomeGranularity",
                            "title": "granularity"
                          }
                        }
                      }
                    ]
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The income series",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/IncomeStatisticsOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Statistics/income_by_station": {
      "post": {
        "operationId": "listIncomeByStation",
        "tags": [
          "statistics"
        ],
        "summary": "Income of a date range per station, largest first, paged",
        "x-permission": "metadata:income:view",
        "x-error-codes": [
          401,
          403,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "type": "object",
                    "additionalProperties": false,
                    "properties": {
                      "from": {
                        "$ref": "#/components/schemas/StatisticsDate"
                      },
                      "to": {
                        "$ref": "#/components/schemas/StatisticsDate"
                      },
                      "sort": {
                        "type": "string",
                        "enum": [
                          "income",
                          "energy",
                          "orders"
                        ],
                        "title": "sort"
                      }
                    },
                    "allOf": [
                      {
                        "description": "The first day is not after the last (the last is the network's today when not given).",
                        "x-field-rule": {
                          "field": "from",
                          "notAfter": "to",
                          "otherwise": "today"
                        },
                        "x-message": "rangeReversed"
                      },
                      {
                        "description": "At most 731 days, both ends included (counted to today when the last day is not given).",
                        "x-field-rule": {
                          "field": "from",
                          "within": {
                            "of": "to",
                            "days": 731
                          },
                          "otherwise": "today"
                        },
                        "x-message": "rangeTooLong"
                      }
                    ]
                  },
                  "pageinfo": {
                    "$ref": "#/components/schemas/PageInfo"
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                },
                "pageinfo": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "One page of stations with their income",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/StationIncomePageOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/User/lists": {
      "post": {
        "operationId": "listUsers",
        "tags": [
          "system"
        ],
        "summary": "System users, filtered and paged, newest first",
        "x-permission": "system:user:list",
        "x-error-codes": [
          401,
          403,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/UserListParams"
                  },
                  "pageinfo": {
                    "$ref": "#/components/schemas/PageInfo"
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                },
                "pageinfo": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "One page of users",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/UserPageOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/User/info": {
      "post": {
        "operationId": "getUser",
        "tags": [
          "system"
        ],
        "summary": "One system user",
        "x-permission": "system:user:list",
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "$ref": "#/components/requestBodies/ById"
        },
        "responses": {
          "200": {
            "description": "The user",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/UserOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/User/add": {
      "post": {
        "operationId": "addUser",
        "tags": [
          "system"
        ],
        "summary": "Create an enabled user with a role and an md5 password",
        "x-permission": "system:user:add",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005,
          1008
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/UserAddInput"
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              },
              "example": {
                "params": {
                  "username": "jdoe",
                  "pwd": "9b8a3e7c1f0d4c2b8e6a5d4c3b2a1f0e",
                  "nickname": "Jane Doe",
                  "full_name": "Jane Elizabeth Doe",
                  "user_code": "U0100",
                  "email": "jane.doe@pcharging.example",
                  "phone": "+1 514 555 0199",
                  "role_id": 2,
                  "department": "Network operations"
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The new user",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/UserOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/User/edit": {
      "post": {
        "operationId": "editUser",
        "tags": [
          "system"
        ],
        "summary": "Change a user's details and role (not the username, not the password)",
        "description": "Refused with 1009 when it would leave no enabled user holding `*:*:*`.",
        "x-permission": "system:user:edit",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005,
          1008,
          1009
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "type": "object",
                    "unevaluatedProperties": false,
                    "allOf": [
                      {
                        "$ref": "#/components/schemas/IdParams"
                      },
                      {
                        "$ref": "#/components/schemas/UserInput"
                      }
                    ]
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              },
              "example": {
                "params": {
                  "id": 2,
                  "nickname": "Olivia P.",
                  "full_name": "Olivia Park",
                  "user_code": "U0002",
                  "email": "olivia.park@pcharging.example",
                  "phone": "+1 514 555 0101",
                  "role_id": 2,
                  "department": "Network operations"
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The changed user",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/UserOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/User/del": {
      "post": {
        "operationId": "deleteUser",
        "tags": [
          "system"
        ],
        "summary": "Delete a user and end their sessions",
        "description": "Never yourself (1009), never the last enabled user holding `*:*:*` (1009), never a user whose name is on the\nbooks (who requested or decided an adjustment, closed a day or stopped a session: 1008; disable them instead).\n",
        "x-permission": "system:user:delete",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005,
          1008,
          1009
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/IdParams",
                    "unevaluatedProperties": false
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              },
              "example": {
                "params": {
                  "id": 4
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/Empty"
          }
        }
      }
    },
    "/User/status": {
      "post": {
        "operationId": "setUserStatus",
        "tags": [
          "system"
        ],
        "summary": "Enable (1) or disable (0) a user; disabling ends the user's sessions",
        "description": "Never yourself (1009), never the last enabled user holding `*:*:*` (1009).",
        "x-permission": "system:user:status",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005,
          1009
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": [
                      "id",
                      "status"
                    ],
                    "properties": {
                      "id": {
                        "type": "integer",
                        "minimum": 1,
                        "title": "id"
                      },
                      "status": {
                        "$ref": "#/components/schemas/AccountStatus",
                        "title": "status"
                      }
                    }
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              },
              "example": {
                "params": {
                  "id": 2,
                  "status": 0
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The user with the new status",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/UserOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/User/reset_password": {
      "post": {
        "operationId": "resetUserPassword",
        "tags": [
          "system"
        ],
        "summary": "Set a new md5 password for a user; the user's other sessions end",
        "x-permission": "system:user:reset",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": [
                      "id",
                      "pwd"
                    ],
                    "properties": {
                      "id": {
                        "type": "integer",
                        "minimum": 1,
                        "title": "id"
                      },
                      "pwd": {
                        "$ref": "#/components/schemas/Md5Hex",
                        "title": "new password"
                      }
                    }
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              },
              "example": {
                "params": {
                  "id": 2,
                  "pwd": "5f4dcc3b5aa765d61d8327deb882cf99"
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/Empty"
          }
        }
      }
    },
    "/Role/lists": {
      "post": {
        "operationId": "listRoles",
        "tags": [
          "system"
        ],
        "summary": "Roles with the number of users holding each",
        "x-permission": "system:role:list",
        "x-error-codes": [
          401,
          403,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "type": "object",
                    "additionalProperties": false,
                    "properties": {
                      "keyword": {
                        "type": "string",
                        "maxLength": 64,
                        "title": "keyword",
                        "description": "Part of the name, the code or the description"
                      }
                    }
                  },
                  "pageinfo": {
                    "$ref": "#/components/schemas/PageInfo"
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                },
                "pageinfo": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "One page of roles",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/RolePageOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Role/options": {
      "post": {
        "operationId": "listRoleOptions",
        "tags": [
          "system"
        ],
        "summary": "Every role as id and name, for the user form and the user filter",
        "x-permission": "system:user:list",
        "x-error-codes": [
          401,
          403,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "$ref": "#/components/requestBodies/TokenOnly"
        },
        "responses": {
          "200": {
            "description": "The roles to choose from",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/RoleOptionsOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Role/info": {
      "post": {
        "operationId": "getRole",
        "tags": [
          "system"
        ],
        "summary": "One role with its permissions",
        "x-permission": "system:role:list",
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "$ref": "#/components/requestBodies/ById"
        },
        "responses": {
          "200": {
            "description": "The role",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/RoleOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Role/add": {
      "post": {
        "operationId": "addRole",
        "tags": [
          "system"
        ],
        "summary": "Create a role",
        "description": "Permissions are `*:*:*`, `area:*:*`, `area:entity:*` or action strings of `x-permissions`; others answer 1001.",
        "x-permission": "system:role:add",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          1001,
          1005,
          1008
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/RoleInput",
                    "unevaluatedProperties": false
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              },
              "example": {
                "params": {
                  "code": "night_shift",
                  "name": "Night shift",
                  "description": "Watches alarms and restarts chargers overnight",
                  "permissions": [
                    "operator:alarm:*",
                    "operator:pile:list",
                    "operator:pile:restart"
                  ]
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The new role",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/RoleOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Role/edit": {
      "post": {
        "operationId": "editRole",
        "tags": [
          "system"
        ],
        "summary": "Change a role; its users hold the new permissions from their next call",
        "description": "Refused with 1009 when it would leave no enabled user holding `*:*:*`.",
        "x-permission": "system:role:edit",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005,
          1008,
          1009
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "type": "object",
                    "unevaluatedProperties": false,
                    "allOf": [
                      {
                        "$ref": "#/components/schemas/IdParams"
                      },
                      {
                        "$ref": "#/components/schemas/RoleInput"
                      }
                    ]
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              },
              "example": {
                "params": {
                  "id": 4,
                  "code": "support",
                  "name": "Customer support",
                  "description": "Customers and their cards, alarms included",
                  "permissions": [
                    "customer:*:*",
                    "operator:rfid:*",
                    "operator:alarm:*",
                    "money:order:list"
                  ]
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The changed role",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/RoleOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/Role/del": {
      "post": {
        "operationId": "deleteRole",
        "tags": [
          "system"
        ],
        "summary": "Delete a role no user holds (1008 otherwise)",
        "x-permission": "system:role:delete",
        "x-mutating": true,
        "x-error-codes": [
          401,
          403,
          404,
          1001,
          1005,
          1008
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/IdParams",
                    "unevaluatedProperties": false
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                }
              },
              "example": {
                "params": {
                  "id": 6
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "$ref": "#/components/responses/Empty"
          }
        }
      }
    },
    "/Role/permission_tree": {
      "post": {
        "operationId": "getPermissionTree",
        "tags": [
          "system"
        ],
        "summary": "Every grantable permission as a tree (all → area → entity → action) for the role editor",
        "description": "A node's `key` is the string a role stores to grant it: `*:*:*`, `operator:*:*`, `operator:station:*`,\n`operator:station:list`. Labels are English; the web app translates them by key.\n",
        "x-permission": "system:role:list",
        "x-error-codes": [
          401,
          403,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "$ref": "#/components/requestBodies/TokenOnly"
        },
        "responses": {
          "200": {
            "description": "The permission tree",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/PermissionTreeOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/OperationLog/lists": {
      "post": {
        "operationId": "listOperationLogs",
        "tags": [
          "system"
        ],
        "summary": "Recorded mutating calls, newest first, with their parameters (secrets masked) and result",
        "x-permission": "system:log:list",
        "x-error-codes": [
          401,
          403,
          1001,
          1005
        ],
        "security": [
          {
            "token": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/x-www-form-urlencoded": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/OperationLogListParams"
                  },
                  "pageinfo": {
                    "$ref": "#/components/schemas/PageInfo"
                  }
                }
              },
              "encoding": {
                "params": {
                  "style": "deepObject",
                  "explode": true
                },
                "pageinfo": {
                  "style": "deepObject",
                  "explode": true
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "One page of log entries",
            "content": {
              "application/json": {
                "schema": {
                  "oneOf": [
                    {
                      "$ref": "#/components/schemas/OperationLogPageOk"
                    },
                    {
                      "$ref": "#/components/schemas/ErrorAnswer"
                    }
                  ]
                }
              }
            }
          }
        }
      }
    }
  },
  "components": {
    "securitySchemes": {
      "token": {
        "type": "apiKey",
        "in": "header",
        "name": "token",
        "description": "The `login_token` from sign-in; also sent as the body field `token`."
      }
    },
    "requestBodies": {
      "ById": {
        "required": true,
        "content": {
          "application/x-www-form-urlencoded": {
            "schema": {
              "type": "object",
              "additionalProperties": false,
              "required": [
                "params"
              ],
              "properties": {
                "token": {
                  "type": "string"
                },
                "params": {
                  "$ref": "#/components/schemas/IdParams",
                  "unevaluatedProperties": false
                }
              }
            },
            "encoding": {
              "params": {
                "style": "deepObject",
                "explode": true
              }
            }
          }
        }
      },
      "TokenOnly": {
        "required": false,
        "content": {
          "application/x-www-form-urlencoded": {
            "schema": {
              "type": "object",
              "additionalProperties": false,
              "properties": {
                "token": {
                  "type": "string"
                }
              }
            }
          }
        }
      }
    },
    "responses": {
      "Empty": {
        "description": "Success or a business error, without data",
        "content": {
          "application/json": {
            "schema": {
              "oneOf": [
                {
                  "$ref": "#/components/schemas/EmptyOk"
                },
                {
                  "$ref": "#/components/schemas/ErrorAnswer"
                }
              ]
            }
          }
        }
      }
    },
    "schemas": {
      "StationStatus": {
        "description": "station_status dictionary: 0 draft, 1 under review, 2 rejected, 3 operating, 4 suspended, 5 under construction",
        "type": "integer",
        "enum": [
          0,
          1,
          2,
          3,
          4,
          5
        ],
        "x-enum-varnames": [
          "Draft",
          "UnderReview",
          "Rejected",
          "Operating",
          "Suspended",
          "Construction"
        ]
      },
      "AuditStatus": {
        "description": "audit_status dictionary, a charger's onboarding: 0 draft, 1 under review, 2 rejected, 3 approved (only approved chargers are live)",
        "type": "integer",
        "enum": [
          0,
          1,
          2,
          3
        ],
        "x-enum-varnames": [
          "Draft",
          "UnderReview",
          "Rejected",
          "Approved"
        ]
      },
      "ChargerStatus": {
        "description": "pile_status dictionary: 0 offline, 1 online, 2 fault, 3 restarting",
        "type": "integer",
        "enum": [
          0,
          1,
          2,
          3
        ],
        "x-enum-varnames": [
          "Offline",
          "Online",
          "Fault",
          "Restarting"
        ]
      },
      "PortStatus": {
        "description": "port_status dictionary: 0 unavailable, 1 available, 2 preparing, 3 charging, 4 finishing, 5 faulted",
        "type": "integer",
        "enum": [
          0,
          1,
          2,
          3,
          4,
          5
        ],
        "x-enum-varnames": [
          "Unavailable",
          "Available",
          "Preparing",
          "Charging",
          "Finishing",
          "Faulted"
        ]
      },
      "ChargerType": {
        "description": "charger_type dictionary: 1 AC, 2 DC",
        "type": "integer",
        "enum": [
          1,
          2
        ],
        "x-enum-varnames": [
          "AC",
          "DC"
        ]
      },
      "AlarmStatus": {
        "description": "alarm_status dictionary: 0 open, 1 acknowledged, 2 repaired",
        "type": "integer",
        "enum": [
          0,
          1,
          2
        ],
        "x-enum-varnames": [
          "Open",
          "Acknowledged",
          "Repaired"
        ]
      },
      "AccountStatus": {
        "description": "user_status dictionary, for customers and system users: 0 disabled, 1 enabled",
        "type": "integer",
        "enum": [
          0,
          1
        ],
        "x-enum-varnames": [
          "Disabled",
          "Enabled"
        ]
      },
      "OrderStatus": {
        "description": "order_status dictionary: 1 charging, 2 finished (unpaid), 3 paid",
        "type": "integer",
        "enum": [
          1,
          2,
          3
        ],
        "x-enum-varnames": [
          "Charging",
          "Unpaid",
          "Paid"
        ]
      },
      "JournalType": {
        "description": "journal_type dictionary: 1 top-up, 2 charging payment, 3 refund, 4 pre-authorization, 5 adjustment",
        "type": "integer",
        "enum": [
          1,
          2,
          3,
          4,
          5
        ],
        "x-enum-varnames": [
          "TopUp",
          "Payment",
          "Refund",
          "PreAuthorization",
          "Adjustment"
        ]
      },
      "SuccessCode": {
        "description": "Both occur on the legacy backend; clients accept either.",
        "type": [
          "integer",
          "string"
        ],
        "enum": [
          200,
          "100000"
        ],
        "x-enum-varnames": [
          "Ok",
          "OkLegacy"
        ]
      },
      "ErrorCode": {
        "description": "401 no or unknown session; 1005 expired session; 403 permission denied; 404 missing record;\n1001 invalid input; 1002 wrong or expired captcha; 1003 wrong account or password (a disabled account\ntoo); 1004 too many failed sign-ins, or the server too busy checking passwords (`retry_after` seconds); 1006 account disabled; 1007 old password wrong; 1008 conflicts with an existing record\n(duplicate, still in use); 1009 not allowed in the record's current state; 1010 the port cannot start a\nsession now; 1011 the driver cannot be authorized; 1012 the balance is below the station's minimum;\n500 server fault.\n",
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
        "x-enum-varnames": [
          "Unauthorized",
          "Forbidden",
          "NotFound",
          "ServerError",
          "InvalidInput",
          "CaptchaInvalid",
          "BadCredentials",
          "TooManyAttempts",
          "SessionExpired",
          "AccountDisabled",
          "OldPasswordWrong",
          "Conflict",
          "InvalidState",
          "PortUnavailable",
          "DriverNotAuthorized",
          "BalanceBelowMinimum"
        ],
        "x-enum-descriptions": [
          "no or unknown session",
          "permission denied",
          "missing record",
          "server fault",
          "invalid input",
          "wrong or expired captcha",
          "wrong account or password",
          "too many failed sign-ins, or busy checking passwords",
          "expired session",
          "account disabled",
          "old password wrong",
          "conflicts with an existing record (duplicate, still in use)",
          "not allowed in the record's current state",
          "the port cannot start a session now (in use, faulted, out of service, its charger offline)",
          "the driver cannot be authorized (no active card, card blocked, account disabled)",
          "the balance is below the station's minimum for a start"
        ]
      },
      "ErrorAnswer": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/ErrorCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/ErrorData"
              },
              {
                "type": "null"
              }
            ]
          }
        }
      },
      "Md5Hex": {
        "type": "string",
        "pattern": "^[0-9a-fA-F]{32}$"
      },
      "PageInfo": {
        "description": "Paging of list calls, sent as `pageinfo[page]` and `pageinfo[perpage]`.",
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "page": {
            "type": "integer",
            "title": "page",
            "minimum": 1,
            "maximum": 2147483647,
            "default": 1
          },
          "perpage": {
            "type": "integer",
            "title": "page size",
            "minimum": 1,
            "maximum": 100,
            "default": 20
          }
        }
      },
      "SortOrder": {
        "type": "string",
        "title": "sort order",
        "enum": [
          "asc",
          "desc"
        ],
        "default": "desc"
      },
      "Money": {
        "description": "Dollars with at most two decimals, as a string (`\"12.50\"`): no sign, no leading zero (`\"00000000000\"` is\nrefused), empty only where the field is optional.\n",
        "type": "string",
        "format": "money",
        "pattern": "^((0|[1-9]\\d*)(\\.\\d{1,2})?)?$",
        "maxLength": 12
      },
      "Email": {
        "description": "An e-mail address as the server reads it: a local part without spaces, quotes or `<>()[]\\,;:@` (dots only\nbetween characters), `@`, and a host name with a top-level domain of two letters or more or an IPv4 literal\n(`[192.0.2.1]`); empty only where the field is optional.\n",
        "type": "string",
        "format": "email",
        "pattern": "^([^<>()[\\]\\\\.,;:\\s@\"]+(\\.[^<>()[\\]\\\\.,;:\\s@\"]+)*@(([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\\.)+[A-Za-z]{2,}|\\[(0{0,2}\\d|0?[1-9]\\d|1\\d\\d|2[0-4]\\d|25[0-5])\\.(0{0,2}\\d|0?[1-9]\\d|1\\d\\d|2[0-4]\\d|25[0-5])\\.(0{0,2}\\d|0?[1-9]\\d|1\\d\\d|2[0-4]\\d|25[0-5])\\.(0{0,2}\\d|0?[1-9]\\d|1\\d\\d|2[0-4]\\d|25[0-5])\\]))?$"
      },
      "IdParams": {
        "type": "object",
        "required": [
          "id"
        ],
        "properties": {
          "id": {
            "type": "integer",
            "title": "id",
            "minimum": 1
          }
        }
      },
      "ValidationIssue": {
        "type": "object",
        "required": [
          "field",
          "message"
        ],
        "properties": {
          "field": {
            "type": "string"
          },
          "message": {
            "type": "string"
          }
        }
      },
      "ErrorData": {
        "description": "Present on invalid input (1001) and when sign-in is throttled (1004)",
        "type": "object",
        "properties": {
          "errors": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/ValidationIssue"
            }
          },
          "retry_after": {
            "description": "Seconds until sign-in is allowed again",
            "type": "integer"
          }
        }
      },
      "EmptyOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "type": "null"
          }
        }
      },
      "LoginParams": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "account",
          "pwd",
          "code",
          "type"
        ],
        "properties": {
          "account": {
            "type": "string",
            "title": "account",
            "minLength": 1,
            "maxLength": 64
          },
          "pwd": {
            "$ref": "#/components/schemas/Md5Hex",
            "title": "password"
          },
          "code": {
            "type": "string",
            "title": "captcha",
            "minLength": 1,
            "maxLength": 8
          },
          "type": {
            "type": "integer",
            "title": "login type",
            "enum": [
              2
            ]
          }
        }
      },
      "MenuMeta": {
        "type": "object",
        "required": [
          "title"
        ],
        "properties": {
          "title": {
            "type": "string"
          },
          "title_en": {
            "type": "string"
          },
          "title_fr": {
            "type": "string"
          },
          "title_zh-cn": {
            "type": "string"
          },
          "icon": {
            "type": "string"
          },
          "role": {
            "description": "Permission needed to see the item",
            "type": "string"
          },
          "tagAffix": {
            "type": "boolean"
          },
          "noCache": {
            "type": "boolean"
          }
        }
      },
      "MenuItem": {
        "type": "object",
        "required": [
          "path",
          "meta"
        ],
        "properties": {
          "path": {
            "type": "string"
          },
          "component": {
            "type": "string"
          },
          "redirect": {
            "type": "string"
          },
          "hidden": {
            "type": "boolean"
          },
          "meta": {
            "$ref": "#/components/schemas/MenuMeta"
          },
          "children": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/MenuItem"
            }
          }
        }
      },
      "RoleGrant": {
        "type": "object",
        "required": [
          "role_id",
          "role_name",
          "login_token",
          "action_list"
        ],
        "properties": {
          "role_id": {
            "type": "integer"
          },
          "role_name": {
            "type": "string"
          },
          "login_token": {
            "type": "string"
          },
          "action_list": {
            "description": "Comma-separated action strings; `*:*:*` grants all",
            "type": "string"
          }
        }
      },
      "SessionUser": {
        "type": "object",
        "required": [
          "account_id",
          "real_name",
          "name",
          "is_admin",
          "action_list",
          "role_list",
          "menu"
        ],
        "properties": {
          "account_id": {
            "type": "integer"
          },
          "real_name": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "is_admin": {
            "type": "integer",
            "enum": [
              0,
              1
            ]
          },
          "action_list": {
            "type": "string"
          },
          "role_list": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/RoleGrant"
            }
          },
          "menu": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/MenuItem"
            }
          },
          "network": {
            "$ref": "#/components/schemas/NetworkSettings",
            "x-capability": "network-settings"
          }
        }
      },
      "Capability": {
        "description": "A named group of extensions of the legacy API (see `x-capabilities`).",
        "type": "string",
        "enum": [
          "discovery",
          "sessions",
          "port-control",
          "timeline",
          "map",
          "money-corrections",
          "price-preview",
          "statements",
          "network-settings",
          "equipment-status-filter",
          "people-search",
          "live-push",
          "training",
          "uptime",
          "permission-wildcards",
          "daily-close",
          "list-totals",
          "remote-start",
          "charger-log"
        ],
        "x-enum-varnames": [
          "Discovery",
          "Sessions",
          "PortControl",
          "Timeline",
          "Map",
          "MoneyCorrections",
          "PricePreview",
          "Statements",
          "NetworkSettings",
          "EquipmentStatusFilter",
          "PeopleSearch",
          "LivePush",
          "Training",
          "Uptime",
          "PermissionWildcards",
          "DailyClose",
          "ListTotals",
          "RemoteStart",
          "ChargerLog"
        ]
      },
      "Capabilities": {
        "type": "object",
        "required": [
          "capabilities"
        ],
        "properties": {
          "capabilities": {
            "description": "The capabilities offered, each once. A client ignores a name it does not know (an extension of a newer backend).",
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Capability"
            }
          }
        }
      },
      "CapabilitiesOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "$ref": "#/components/schemas/Capabilities"
          }
        }
      },
      "NetworkSettings": {
        "type": "object",
        "description": "The network's own day and money, set by its backend. Every day boundary (statistics, list date filters, a port's today figures, exports) follows `time_zone`; money is in `currency`. A backend that does not send it (the legacy PHP backend) leaves the web app on the browser's zone and USD.",
        "required": [
          "time_zone",
          "currency"
        ],
        "properties": {
          "time_zone": {
            "description": "IANA time zone name",
            "type": "string",
            "minLength": 1,
            "examples": [
              "America/Toronto"
            ]
          },
          "currency": {
            "description": "ISO 4217 currency code",
            "type": "string",
            "pattern": "^[A-Z]{3}$",
            "examples": [
              "CAD"
            ]
          }
        }
      },
      "LoginData": {
        "allOf": [
          {
            "$ref": "#/components/schemas/SessionUser"
          },
          {
            "type": "object",
            "required": [
              "login_token",
              "expires_in"
            ],
            "properties": {
              "login_token": {
                "type": "string"
              },
              "expires_in": {
                "description": "Seconds of inactivity after which the session expires",
                "type": "integer"
              }
            }
          }
        ]
      },
      "LoginOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "$ref": "#/components/schemas/LoginData"
          }
        }
      },
      "CurrentUser": {
        "allOf": [
          {
            "$ref": "#/components/schemas/SessionUser"
          },
          {
            "$ref": "#/components/schemas/Profile"
          }
        ]
      },
      "CurrentUserOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "$ref": "#/components/schemas/CurrentUser"
          }
        }
      },
      "ChangePasswordParams": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "oldPwd",
          "pwd",
          "id"
        ],
        "properties": {
          "oldPwd": {
            "$ref": "#/components/schemas/Md5Hex",
            "title": "old password"
          },
          "pwd": {
            "$ref": "#/components/schemas/Md5Hex",
            "title": "new password"
          },
          "id": {
            "type": "integer",
            "title": "account",
            "minimum": 1
          }
        },
        "allOf": [
          {
            "description": "The new password differs from the old one.",
            "x-field-rule": {
              "field": "pwd",
              "differsFrom": "oldPwd"
            },
            "x-message": "samePassword"
          }
        ]
      },
      "Profile": {
        "type": "object",
        "required": [
          "nickname",
          "email",
          "phone",
          "username",
          "role_name",
          "last_login_at",
          "created_at"
        ],
        "properties": {
          "username": {
            "type": "string"
          },
          "nickname": {
            "type": "string"
          },
          "email": {
            "type": "string"
          },
          "phone": {
            "type": "string"
          },
          "role_name": {
            "type": "string"
          },
          "last_login_at": {
            "description": "ISO 8601 time of the previous sign-in",
            "type": [
              "string",
              "null"
            ]
          },
          "created_at": {
            "type": "string"
          }
        }
      },
      "ProfileParams": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "nickname"
        ],
        "properties": {
          "nickname": {
            "type": "string",
            "title": "nickname",
            "minLength": 1,
            "maxLength": 32
          },
          "email": {
            "$ref": "#/components/schemas/Email",
            "title": "email",
            "maxLength": 128
          },
          "phone": {
            "type": "string",
            "title": "phone",
            "maxLength": 32,
            "pattern": "^[0-9+()\\- ]*$"
          }
        }
      },
      "ProfileOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "$ref": "#/components/schemas/Profile"
          }
        }
      },
      "FileInfoParams": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "file_rel_path"
        ],
        "properties": {
          "file_rel_path": {
            "type": "string",
            "title": "file path",
            "minLength": 1,
            "maxLength": 255
          }
        }
      },
      "FileInfo": {
        "type": "object",
        "required": [
          "rel_path",
          "url",
          "name",
          "size",
          "mime",
          "created_at"
        ],
        "properties": {
          "rel_path": {
            "type": "string"
          },
          "url": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "size": {
            "description": "Bytes",
            "type": "integer"
          },
          "mime": {
            "type": "string"
          },
          "created_at": {
            "type": "string"
          }
        }
      },
      "FileInfoOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "$ref": "#/components/schemas/FileInfo"
          }
        }
      },
      "DictionaryKey": {
        "type": "string",
        "enum": [
          "bool",
          "user_status",
          "station_status",
          "station_type",
          "pile_status",
          "port_status",
          "alarm_status",
          "alarm_level",
          "alarm_source",
          "order_start_mode",
          "order_status",
          "journal_type",
          "fee_type",
          "connector_type",
          "charger_type",
          "audit_status",
          "operator_type",
          "card_status"
        ]
      },
      "DictionaryEntry": {
        "type": "object",
        "required": [
          "id",
          "name"
        ],
        "properties": {
          "id": {
            "type": [
              "integer",
              "string"
            ]
          },
          "name": {
            "type": "string"
          },
          "color": {
            "type": "string"
          },
          "children": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/DictionaryEntry"
            }
          }
        }
      },
      "DictionaryOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/DictionaryEntry"
            }
          }
        }
      },
      "AlarmListParams": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "status": {
            "$ref": "#/components/schemas/AlarmStatus",
            "title": "alarm status"
          },
          "level": {
            "type": "integer",
            "enum": [
              1,
              2,
              3
            ],
            "title": "alarm level",
            "description": "alarm_level dictionary"
          },
          "source": {
            "type": "string",
            "enum": [
              "pile",
              "port",
              "station"
            ],
            "title": "alarm source",
            "description": "alarm_source dictionary"
          },
          "station_id": {
            "type": "integer",
            "minimum": 1,
            "title": "station"
          },
          "pile_id": {
            "type": "integer",
            "minimum": 1,
            "title": "charger"
          },
          "raised_from": {
            "allOf": [
              {
                "$ref": "#/components/schemas/RecordTime"
              }
            ],
            "title": "raised from",
            "description": "Alarms raised at or after this time"
          },
          "raised_to": {
            "allOf": [
              {
                "$ref": "#/components/schemas/RecordTime"
              }
            ],
            "title": "raised until",
            "description": "Alarms raised at or before this time (a day includes the whole day)"
          }
        },
        "allOf": [
          {
            "description": "The range's start is not after its end (a day as the end includes the whole day).",
            "x-field-rule": {
              "field": "raised_from",
              "notAfter": "raised_to"
            },
            "x-message": "rangeReversed",
            "x-field": "raised_to"
          }
        ]
      },
      "AlarmRepairParams": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "id",
          "note"
        ],
        "properties": {
          "id": {
            "type": "integer",
            "minimum": 1,
            "title": "id"
          },
          "note": {
            "type": "string",
            "minLength": 1,
            "maxLength": 500,
            "pattern": "\\S",
            "title": "repair note"
          },
          "repaired_at": {
            "allOf": [
              {
                "$ref": "#/components/schemas/RecordTime"
              }
            ],
            "title": "repair time",
            "description": "When the repair was done; now when empty"
          }
        }
      },
      "Alarm": {
        "type": "object",
        "required": [
          "id",
          "status",
          "level",
          "source",
          "code",
          "message",
          "station_id",
          "station_name",
          "pile_id",
          "pile_serial",
          "pile_name",
          "port_id",
          "port_code",
          "raised_at",
          "acknowledged_at",
          "acknowledged_by",
          "repaired_at",
          "repaired_by",
          "repair_note"
        ],
        "properties": {
          "id": {
            "type": "integer"
          },
          "status": {
            "$ref": "#/components/schemas/AlarmStatus"
          },
          "level": {
            "type": "integer",
            "description": "alarm_level dictionary (1 info, 2 warning, 3 critical)"
          },
          "source": {
            "type": "string",
            "description": "alarm_source dictionary (pile, port, station)"
          },
          "code": {
            "type": "string"
          },
          "message": {
            "type": "string"
          },
          "station_id": {
            "type": [
              "integer",
              "null"
            ]
          },
          "station_name": {
            "type": [
              "string",
              "null"
            ]
          },
          "pile_id": {
            "type": [
              "integer",
              "null"
            ]
          },
          "pile_serial": {
            "type": [
              "string",
              "null"
            ]
          },
          "pile_name": {
            "type": [
              "string",
              "null"
            ]
          },
          "port_id": {
            "type": [
              "integer",
              "null"
            ]
          },
          "port_code": {
            "type": [
              "string",
              "null"
            ]
          },
          "raised_at": {
            "type": "string"
          },
          "acknowledged_at": {
            "type": [
              "string",
              "null"
            ]
          },
          "acknowledged_by": {
            "type": [
              "string",
              "null"
            ],
            "description": "Username of who acknowledged it"
          },
          "repaired_at": {
            "type": [
              "string",
              "null"
            ]
          },
          "repaired_by": {
            "type": [
              "string",
              "null"
            ],
            "description": "Username of who marked it repaired"
          },
          "repair_note": {
            "type": "string"
          }
        }
      },
      "AlarmOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "$ref": "#/components/schemas/Alarm"
          }
        }
      },
      "AlarmPageOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "type": "object",
            "required": [
              "items",
              "total"
            ],
            "properties": {
              "items": {
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/Alarm"
                }
              },
              "total": {
                "type": "integer"
              }
            }
          }
        }
      },
      "AlarmCountOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "$ref": "#/components/schemas/AlarmCounts"
          }
        }
      },
      "AlarmCounts": {
        "type": "object",
        "description": "Alarms not yet repaired, for the header badge",
        "required": [
          "open",
          "acknowledged"
        ],
        "properties": {
          "open": {
            "type": "integer",
            "description": "Alarms nobody has acknowledged yet"
          },
          "acknowledged": {
            "type": "integer",
            "description": "Alarms acknowledged and not yet repaired"
          }
        }
      },
      "ChargerInput": {
        "type": "object",
        "required": [
          "equipmentid",
          "equipmentname",
          "equipmenttype",
          "power",
          "connectors"
        ],
        "properties": {
          "equipmentid": {
            "type": "string",
            "minLength": 1,
            "maxLength": 32,
            "pattern": "^[0-9A-Za-z]{4,32}$",
            "title": "serial number"
          },
          "equipmentname": {
            "type": "string",
            "minLength": 1,
            "maxLength": 64,
            "pattern": "\\S",
            "title": "charger name"
          },
          "equipmenttype": {
            "$ref": "#/components/schemas/ChargerType",
            "title": "charger type"
          },
          "manufacturerid": {
            "type": "string",
            "maxLength": 32,
            "title": "manufacturer id"
          },
          "manufacturername": {
            "type": "string",
            "maxLength": 64,
            "title": "manufacturer"
          },
          "equipmentmodel": {
            "type": "string",
            "maxLength": 64,
            "title": "model"
          },
          "ownstatus": {
            "type": "integer",
            "enum": [
              0,
              1
            ],
            "title": "ownership"
          },
          "power": {
            "type": "number",
            "minimum": 0.1,
            "maximum": 1000,
            "title": "power",
            "description": "kW"
          },
          "current": {
            "type": "integer",
            "minimum": 1,
            "maximum": 1000,
            "title": "current",
            "description": "A"
          },
          "productiondate": {
            "type": "string",
            "pattern": "^(20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29))?$",
            "title": "production date",
            "description": "A calendar day of 2000–2099 (YYYY-MM-DD), one that exists; empty means not set"
          },
          "operatorid": {
            "type": "integer",
            "minimum": 1,
            "title": "operator"
          },
          "connectors": {
            "type": "integer",
            "minimum": 1,
            "maximum": 8,
            "title": "number of ports"
          },
          "connecttype": {
            "type": "integer",
            "minimum": 1,
            "maximum": 6,
            "title": "connector type",
            "description": "connector_type dictionary; applies to every port"
          },
          "charge_model": {
            "type": "string",
            "maxLength": 32,
            "title": "charging protocol"
          },
          "has_pos": {
            "type": "integer",
            "enum": [
              0,
              1
            ],
            "title": "payment terminal"
          }
        }
      },
      "ChargerListParams": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "stationid": {
            "type": "integer",
            "minimum": 1,
            "title": "station"
          },
          "keyword": {
            "type": "string",
            "maxLength": 64,
            "title": "keyword",
            "description": "Part of the serial number or name"
          },
          "status": {
            "$ref": "#/components/schemas/ChargerStatus",
            "title": "status"
          },
          "equipmenttype": {
            "$ref": "#/components/schemas/ChargerType",
            "title": "charger type"
          },
          "manufacturername": {
            "type": "string",
            "maxLength": 64,
            "title": "manufacturer"
          },
          "audit_status": {
            "$ref": "#/components/schemas/AuditStatus",
            "title": "audit status"
          },
          "sort": {
            "type": "string",
            "enum": [
              "created_at",
              "equipmentid",
              "equipmentname",
              "status",
              "power"
            ],
            "default": "created_at",
            "title": "sort field"
          },
          "order": {
            "$ref": "#/components/schemas/SortOrder"
          }
        }
      },
      "WhitelistParams": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "id",
          "white_list"
        ],
        "properties": {
          "id": {
            "type": "integer",
            "minimum": 1,
            "title": "id"
          },
          "white_list": {
            "type": "array",
            "maxItems": 100,
            "uniqueItems": true,
            "title": "offline whitelist",
            "description": "Each card once; the server also refuses a card repeated in another case (`rf001…` and `RF001…`)",
            "items": {
              "type": "string",
              "pattern": "^[0-9A-Za-z]{4,32}$"
            }
          }
        }
      },
      "ChargerStation": {
        "type": "object",
        "required": [
          "id",
          "StationID",
          "StationName",
          "StationStatus"
        ],
        "properties": {
          "id": {
            "type": "integer"
          },
          "StationID": {
            "type": "string"
          },
          "StationName": {
            "type": "string"
          },
          "StationStatus": {
            "$ref": "#/components/schemas/StationStatus"
          }
        }
      },
      "ChargerRow": {
        "type": "object",
        "required": [
          "id",
          "equipmentid",
          "equipmentname",
          "equipmenttype",
          "stationid",
          "station_name",
          "manufacturerid",
          "manufacturername",
          "equipmentmodel",
          "ownstatus",
          "status",
          "online",
          "restart_until",
          "power",
          "current",
          "connectors",
          "operatorid",
          "audit_status",
          "ports_available",
          "ports_charging",
          "createddate"
        ],
        "properties": {
          "id": {
            "type": "integer"
          },
          "equipmentid": {
            "type": "string",
            "description": "Serial number"
          },
          "equipmentname": {
            "type": "string"
          },
          "equipmenttype": {
            "$ref": "#/components/schemas/ChargerType"
          },
          "stationid": {
            "type": "integer"
          },
          "station_name": {
            "type": "string"
          },
          "manufacturerid": {
            "type": "string"
          },
          "manufacturername": {
            "type": "string"
          },
          "equipmentmodel": {
            "type": "string"
          },
          "ownstatus": {
            "type": "integer"
          },
          "status": {
            "$ref": "#/components/schemas/ChargerStatus"
          },
          "online": {
            "type": "boolean",
            "description": "Connected to the back office (online or reporting a fault)"
          },
          "restart_until": {
            "type": [
              "string",
              "null"
            ],
            "description": "While restarting, when it is expected back"
          },
          "power": {
            "type": "number",
            "description": "kW"
          },
          "current": {
            "type": "integer",
            "description": "A"
          },
          "connectors": {
            "type": "integer"
          },
          "operatorid": {
            "type": [
              "integer",
              "null"
            ]
          },
          "audit_status": {
            "$ref": "#/components/schemas/AuditStatus"
          },
          "ports_available": {
            "type": "integer"
          },
          "ports_charging": {
            "type": "integer",
            "description": "Ports preparing, charging or finishing"
          },
          "createddate": {
            "type": "string"
          }
        }
      },
      "ChargerDetail": {
        "type": "object",
        "required": [
          "id",
          "equipmentid",
          "equipmentname",
          "equipmenttype",
          "stationid",
          "station_name",
          "station",
          "manufacturerid",
          "manufacturername",
          "equipmentmodel",
          "ownstatus",
          "status",
          "online",
          "restart_until",
          "last_heartbeat",
          "power",
          "current",
          "productiondate",
          "operatorid",
          "operator_name",
          "connectors",
          "createddate",
          "updated_at",
          "white_list",
          "charge_model",
          "has_pos",
          "audit_status",
          "audit_reason",
          "submitted_at",
          "audited_at",
          "ports"
        ],
        "properties": {
          "id": {
            "type": "integer"
          },
          "equipmentid": {
            "type": "string"
          },
          "equipmentname": {
            "type": "string"
          },
          "equipmenttype": {
            "$ref": "#/components/schemas/ChargerType"
          },
          "stationid": {
            "type": [
              "integer",
              "null"
            ],
            "description": "Null while the device is in stock"
          },
          "station_name": {
            "type": [
              "string",
              "null"
            ]
          },
          "station": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/ChargerStation"
              },
              {
                "type": "null"
              }
            ]
          },
          "manufacturerid": {
            "type": "string"
          },
          "manufacturername": {
            "type": "string"
          },
          "equipmentmodel": {
            "type": "string"
          },
          "ownstatus": {
            "type": "integer"
          },
          "status": {
            "$ref": "#/components/schemas/ChargerStatus"
          },
          "online": {
            "type": "boolean"
          },
          "restart_until": {
            "type": [
              "string",
              "null"
            ]
          },
          "last_heartbeat": {
            "type": [
              "string",
              "null"
            ]
          },
          "power": {
            "type": "number"
          },
          "current": {
            "type": "integer"
          },
          "productiondate": {
            "type": "string"
          },
          "operatorid": {
            "type": [
              "integer",
              "null"
            ]
          },
          "operator_name": {
            "type": [
              "string",
              "null"
            ]
          },
          "connectors": {
            "type": "integer"
          },
          "createddate": {
            "type": "string"
          },
          "updated_at": {
            "type": "string"
          },
          "white_list": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "charge_model": {
            "type": "string"
          },
          "has_pos": {
            "type": "integer"
          },
          "audit_status": {
            "$ref": "#/components/schemas/AuditStatus"
          },
          "audit_reason": {
            "type": "string"
          },
          "submitted_at": {
            "type": [
              "string",
              "null"
            ]
          },
          "audited_at": {
            "type": [
              "string",
              "null"
            ]
          },
          "ports": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/Port"
            }
          }
        }
      },
      "Port": {
        "type": "object",
        "required": [
          "id",
          "chargerid",
          "aliasname",
          "chargerstatus",
          "connector_no",
          "connecttype",
          "power",
          "voltageupperlimits",
          "voltagelowerlimits",
          "todaypower",
          "todaytime",
          "todaymin",
          "createdate",
          "stationid",
          "station_name",
          "equipmentid",
          "equipmentname",
          "pile_id",
          "pile_status",
          "inoperative_since",
          "inoperative_reason",
          "session_id",
          "power_now_kw"
        ],
        "properties": {
          "id": {
            "type": "integer"
          },
          "power_now_kw": {
            "type": "number",
            "description": "What its session draws now, kW (0 without one, or from a silent charger)",
            "x-capability": "sessions"
          },
          "chargerid": {
            "type": "string",
            "description": "The charger's serial number and the connector number"
          },
          "inoperative_since": {
            "type": [
              "string",
              "null"
            ],
            "description": "Since when an operator has held it out of service",
            "x-capability": "port-control"
          },
          "inoperative_reason": {
            "type": "string",
            "description": "Why it is out of service; empty otherwise",
            "x-capability": "port-control"
          },
          "session_id": {
            "type": [
              "integer",
              "null"
            ],
            "description": "The session in progress on it, if any",
            "x-capability": "sessions"
          },
          "aliasname": {
            "type": "string"
          },
          "chargerstatus": {
            "$ref": "#/components/schemas/PortStatus"
          },
          "connector_no": {
            "type": "integer"
          },
          "connecttype": {
            "type": "integer",
            "description": "connector_type dictionary"
          },
          "power": {
            "type": "number",
            "description": "kW"
          },
          "voltageupperlimits": {
            "type": "integer",
            "description": "V"
          },
          "voltagelowerlimits": {
            "type": "integer",
            "description": "V"
          },
          "todaypower": {
            "type": "number",
            "description": "Energy delivered today in kWh"
          },
          "todaytime": {
            "type": "integer",
            "description": "Charging sessions started today"
          },
          "todaymin": {
            "type": "integer",
            "description": "Minutes spent charging today"
          },
          "createdate": {
            "type": "string"
          },
          "stationid": {
            "type": [
              "integer",
              "null"
            ]
          },
          "station_name": {
            "type": [
              "string",
              "null"
            ]
          },
          "equipmentid": {
            "type": "string",
            "description": "The charger's serial number"
          },
          "equipmentname": {
            "type": "string"
          },
          "pile_id": {
            "type": "integer"
          },
          "pile_status": {
            "$ref": "#/components/schemas/ChargerStatus"
          }
        }
      },
      "PileWhitelist": {
        "type": "object",
        "required": [
          "id",
          "equipmentid",
          "status",
          "editable",
          "white_list",
          "max_cards"
        ],
        "properties": {
          "id": {
            "type": "integer"
          },
          "equipmentid": {
            "type": "string"
          },
          "status": {
            "$ref": "#/components/schemas/ChargerStatus"
          },
          "editable": {
            "type": "boolean",
            "description": "Whether the whitelist can be changed now (approved, and online or reporting a fault)"
          },
          "white_list": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "max_cards": {
            "type": "integer"
          }
        }
      },
      "ChargerPageOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "type": "object",
            "required": [
              "items",
              "total"
            ],
            "properties": {
              "items": {
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/ChargerRow"
                }
              },
              "total": {
                "type": "integer"
              }
            }
          }
        }
      },
      "ChargerDetailOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "$ref": "#/components/schemas/ChargerDetail"
          }
        }
      },
      "PileWhitelistOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "$ref": "#/components/schemas/PileWhitelist"
          }
        }
      },
      "PortOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "$ref": "#/components/schemas/Port"
          }
        }
      },
      "PortPageOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "type": "object",
            "required": [
              "items",
              "total"
            ],
            "properties": {
              "items": {
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/Port"
                }
              },
              "total": {
                "type": "integer"
              }
            }
          }
        }
      },
      "CustomerDate": {
        "type": "string",
        "pattern": "^(20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29))?$",
        "description": "A calendar day of 2000–2099 that exists, in the network's time zone (see NetworkSettings), YYYY-MM-DD; empty means not set"
      },
      "CustomerListParams": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "keyword": {
            "type": "string",
            "maxLength": 64,
            "title": "keyword",
            "description": "Part of the account, name, e-mail or phone. The simulator also finds part of a card number, accents and case aside, from three characters (a shorter text finds the whole account or card number)"
          },
          "status": {
            "$ref": "#/components/schemas/AccountStatus",
            "title": "status"
          },
          "created_from": {
            "allOf": [
              {
                "$ref": "#/components/schemas/CustomerDate"
              }
            ],
            "title": "registered from",
            "description": "First day, inclusive"
          },
          "created_to": {
            "allOf": [
              {
                "$ref": "#/components/schemas/CustomerDate"
              }
            ],
            "title": "registered until",
            "description": "Last day, inclusive"
          },
          "sort": {
            "type": "string",
            "enum": [
              "created_at",
              "account"
            ],
            "default": "created_at",
            "title": "sort field"
          },
          "order": {
            "$ref": "#/components/schemas/SortOrder"
          }
        },
        "allOf": [
          {
            "description": "The range's start is not after its end (a day as the end includes the whole day).",
            "x-field-rule": {
              "field": "created_from",
              "notAfter": "created_to"
            },
            "x-message": "rangeReversed",
            "x-field": "created_from"
          }
        ]
      },
      "CustomerRow": {
        "type": "object",
        "required": [
          "id",
          "account",
          "name",
          "email",
          "phone",
          "status",
          "consent",
          "balance",
          "cards",
          "created_at"
        ],
        "properties": {
          "id": {
            "type": "integer"
          },
          "account": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "email": {
            "type": "string"
          },
          "phone": {
            "type": "string"
          },
          "status": {
            "$ref": "#/components/schemas/AccountStatus"
          },
          "consent": {
            "type": "integer",
            "description": "0 pending (account created by an operator), 1 given"
          },
          "balance": {
            "$ref": "#/components/schemas/Money"
          },
          "cards": {
            "type": "integer",
            "description": "Cards bound to the customer"
          },
          "created_at": {
            "type": "string",
            "description": "ISO 8601"
          }
        }
      },
      "CustomerCard": {
        "type": "object",
        "required": [
          "id",
          "card_no",
          "status",
          "station_id",
          "station_name",
          "bound_at"
        ],
        "properties": {
          "id": {
            "type": "integer"
          },
          "card_no": {
            "type": "string"
          },
          "status": {
            "type": "integer"
          },
          "station_id": {
            "type": [
              "integer",
              "null"
            ]
          },
          "station_name": {
            "type": [
              "string",
              "null"
            ]
          },
          "bound_at": {
            "type": [
              "string",
              "null"
            ]
          }
        }
      },
      "CustomerRecentOrder": {
        "type": "object",
        "required": [
          "id",
          "order_no",
          "station_id",
          "station_name",
          "status",
          "start_mode",
          "started_at",
          "ended_at",
          "duration_minutes",
          "energy_kwh",
          "total",
          "refund_state"
        ],
        "properties": {
          "id": {
            "type": "integer"
          },
          "order_no": {
            "type": "string"
          },
          "station_id": {
            "type": "integer"
          },
          "station_name": {
            "type": "string"
          },
          "status": {
            "type": "integer",
            "description": "1 charging, 2 finished (unpaid), 3 paid"
          },
          "start_mode": {
            "type": "integer",
            "description": "order_start_mode dictionary"
          },
          "started_at": {
            "type": "string"
          },
          "ended_at": {
            "type": [
              "string",
              "null"
            ]
          },
          "duration_minutes": {
            "type": "integer"
          },
          "energy_kwh": {
            "type": "number"
          },
          "total": {
            "$ref": "#/components/schemas/Money"
          },
          "refund_state": {
            "$ref": "#/components/schemas/OrderRefundState",
            "x-capability": "money-corrections"
          }
        }
      },
      "CustomerTotals": {
        "type": "object",
        "required": [
          "orders",
          "energy_kwh",
          "spent"
        ],
        "properties": {
          "orders": {
            "type": "integer",
            "description": "Every order of the customer"
          },
          "energy_kwh": {
            "type": "number"
          },
          "spent": {
            "allOf": [
              {
                "$ref": "#/components/schemas/Money"
              }
            ],
            "description": "Sum of paid orders"
          }
        }
      },
      "CustomerDetail": {
        "allOf": [
          {
            "$ref": "#/components/schemas/CustomerRow"
          },
          {
            "type": "object",
            "required": [
              "updated_at",
              "card_list",
              "recent_orders",
              "recent_journal",
              "totals"
            ],
            "properties": {
              "updated_at": {
                "type": "string"
              },
              "card_list": {
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/CustomerCard"
                }
              },
              "recent_orders": {
                "type": "array",
                "description": "The 20 most recent orders, newest first",
                "items": {
                  "$ref": "#/components/schemas/CustomerRecentOrder"
                }
              },
              "recent_journal": {
                "type": "array",
                "description": "The 20 most recent money journal entries (payments, top-ups, refunds, adjustments), newest first",
                "items": {
                  "$ref": "#/components/schemas/JournalRow"
                },
                "x-capability": "money-corrections"
              },
              "totals": {
                "$ref": "#/components/schemas/CustomerTotals"
              }
            }
          }
        ]
      },
      "CustomerPageOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "type": "object",
            "required": [
              "items",
              "total"
            ],
            "properties": {
              "items": {
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/CustomerRow"
                }
              },
              "total": {
                "type": "integer"
              }
            }
          }
        }
      },
      "CustomerDetailOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "$ref": "#/components/schemas/CustomerDetail"
          }
        }
      },
      "EquipmentListParams": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "installed": {
            "type": "integer",
            "enum": [
              0,
              1
            ],
            "title": "installation",
            "description": "1 installed at a station, 0 in stock"
          },
          "stationid": {
            "type": "integer",
            "minimum": 1,
            "title": "station"
          },
          "status": {
            "allOf": [
              {
                "$ref": "#/components/schemas/ChargerStatus"
              }
            ],
            "title": "charger status",
            "description": "pile_status: the overview's tiles open the chargers in fault or offline",
            "x-capability": "equipment-status-filter"
          },
          "manufacturername": {
            "type": "string",
            "maxLength": 64,
            "title": "manufacturer"
          },
          "equipmentmodel": {
            "type": "string",
            "maxLength": 64,
            "title": "model"
          },
          "equipmenttype": {
            "$ref": "#/components/schemas/ChargerType",
            "title": "charger type"
          },
          "keyword": {
            "type": "string",
            "maxLength": 64,
            "title": "keyword",
            "description": "Part of the serial number or name"
          }
        }
      },
      "EquipmentRow": {
        "type": "object",
        "required": [
          "id",
          "equipmentid",
          "equipmentname",
          "equipmenttype",
          "manufacturerid",
          "manufacturername",
          "equipmentmodel",
          "power",
          "current",
          "connectors",
          "productiondate",
          "ownstatus",
          "operatorid",
          "stationid",
          "station_name",
          "installed",
          "status",
          "audit_status",
          "createddate"
        ],
        "properties": {
          "id": {
            "type": "integer"
          },
          "equipmentid": {
            "type": "string"
          },
          "equipmentname": {
            "type": "string"
          },
          "equipmenttype": {
            "$ref": "#/components/schemas/ChargerType"
          },
          "manufacturerid": {
            "type": "string"
          },
          "manufacturername": {
            "type": "string"
          },
          "equipmentmodel": {
            "type": "string"
          },
          "power": {
            "type": "number"
          },
          "current": {
            "type": "integer"
          },
          "connectors": {
            "type": "integer"
          },
          "productiondate": {
            "type": "string"
          },
          "ownstatus": {
            "type": "integer"
          },
          "operatorid": {
            "type": [
              "integer",
              "null"
            ]
          },
          "stationid": {
            "type": [
              "integer",
              "null"
            ]
          },
          "station_name": {
            "type": [
              "string",
              "null"
            ]
          },
          "installed": {
            "type": "boolean"
          },
          "status": {
            "$ref": "#/components/schemas/ChargerStatus"
          },
          "audit_status": {
            "$ref": "#/components/schemas/AuditStatus"
          },
          "createddate": {
            "type": "string"
          }
        }
      },
      "EquipmentPageOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "type": "object",
            "required": [
              "items",
              "total"
            ],
            "properties": {
              "items": {
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/EquipmentRow"
                }
              },
              "total": {
                "type": "integer"
              }
            }
          }
        }
      },
      "JournalListParams": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "type": {
            "type": "integer",
            "enum": [
              1,
              2,
              3,
              4,
              5
            ],
            "title": "journal type",
            "description": "journal_type dictionary"
          },
          "account": {
            "type": "string",
            "maxLength": 64,
            "title": "customer account",
            "description": "The whole customer account"
          },
          "entry_no": {
            "type": "string",
            "maxLength": 32,
            "title": "entry number",
            "description": "The whole entry number"
          },
          "order_no": {
            "type": "string",
            "maxLength": 32,
            "title": "order number",
            "description": "The whole order number"
          },
          "created_from": {
            "allOf": [
              {
                "$ref": "#/components/schemas/RecordTime"
              }
            ],
            "title": "recorded from",
            "description": "Entries recorded at or after this time"
          },
          "created_to": {
            "allOf": [
              {
                "$ref": "#/components/schemas/RecordTime"
              }
            ],
            "title": "recorded until",
            "description": "Entries recorded at or before this time (a day includes the whole day)"
          }
        },
        "allOf": [
          {
            "description": "The range's start is not after its end (a day as the end includes the whole day).",
            "x-field-rule": {
              "field": "created_from",
              "notAfter": "created_to"
            },
            "x-message": "rangeReversed",
            "x-field": "created_to"
          }
        ]
      },
      "JournalRow": {
        "type": "object",
        "required": [
          "id",
          "entry_no",
          "type",
          "customer_id",
          "account",
          "amount",
          "balance_after",
          "order_id",
          "order_no",
          "remark",
          "created_at"
        ],
        "properties": {
          "id": {
            "type": "integer"
          },
          "entry_no": {
            "type": "string"
          },
          "type": {
            "$ref": "#/components/schemas/JournalType"
          },
          "customer_id": {
            "type": "integer"
          },
          "account": {
            "type": "string"
          },
          "amount": {
            "type": "string",
            "description": "Dollars; negative when money left the balance"
          },
          "balance_after": {
            "type": "string",
            "description": "The customer's balance after this entry, in dollars"
          },
          "order_id": {
            "type": [
              "integer",
              "null"
            ]
          },
          "order_no": {
            "type": [
              "string",
              "null"
            ]
          },
          "remark": {
            "type": "string"
          },
          "created_at": {
            "type": "string"
          }
        }
      },
      "JournalPageOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "type": "object",
            "required": [
              "items",
              "total",
              "total_capped"
            ],
            "properties": {
              "items": {
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/JournalRow"
                }
              },
              "total": {
                "type": "integer",
                "description": "Matching entries, counted up to 10,000"
              },
              "total_capped": {
                "type": "boolean",
                "description": "More entries match than `total` says"
              }
            }
          }
        }
      },
      "OperatorListParams": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "name": {
            "type": "string",
            "maxLength": 64,
            "title": "operator name",
            "description": "Part of the name, account or company"
          },
          "type": {
            "type": "integer",
            "enum": [
              1,
              2,
              3
            ],
            "title": "operator type"
          }
        }
      },
      "OperatorInput": {
        "type": "object",
        "required": [
          "name",
          "account",
          "type"
        ],
        "properties": {
          "name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 64,
            "title": "operator name"
          },
          "account": {
            "type": "string",
            "minLength": 1,
            "maxLength": 32,
            "pattern": "^[A-Za-z0-9_.-]{2,32}$",
            "title": "operator account",
            "description": "2 to 32 letters, digits and . _ -"
          },
          "secret": {
            "type": "string",
            "maxLength": 64,
            "title": "secret",
            "description": "Write-only; on edit, empty or absent keeps the current secret"
          },
          "message_secret": {
            "type": "string",
            "pattern": "^([!-~]{16})?$",
            "title": "message secret",
            "description": "Write-only; 16 printable characters (AES-128 key); on edit, empty keeps the current one"
          },
          "message_iv": {
            "type": "string",
            "pattern": "^([!-~]{16})?$",
            "title": "initialization vector",
            "description": "Write-only; 16 printable characters; on edit, empty keeps the current one"
          },
          "company": {
            "type": "string",
            "maxLength": 128,
            "title": "company"
          },
          "type": {
            "type": "integer",
            "enum": [
              1,
              2,
              3
            ],
            "title": "operator type",
            "description": "1 charge point operator, 2 e-mobility service provider, 3 both"
          },
          "contact_person": {
            "type": "string",
            "maxLength": 64,
            "title": "contact person"
          },
          "contact_phone": {
            "type": "string",
            "maxLength": 32,
            "pattern": "^[0-9+()\\- ]*$",
            "title": "contact phone"
          },
          "emergency_contact": {
            "type": "string",
            "maxLength": 64,
            "title": "emergency contact"
          },
          "description": {
            "type": "string",
            "maxLength": 500,
            "title": "description"
          },
          "logo": {
            "type": "string",
            "maxLength": 255,
            "title": "logo"
          },
          "callback_url": {
            "type": "string",
            "maxLength": 255,
            "pattern": "^(https?://[^\\s]+)?$",
            "title": "callback address",
            "description": "http(s) URL the operator's platform is notified at"
          }
        }
      },
      "OperatorRow": {
        "type": "object",
        "required": [
          "id",
          "name",
          "account",
          "company",
          "type",
          "contact_person",
          "contact_phone",
          "stations",
          "secret_set",
          "created_at"
        ],
        "properties": {
          "id": {
            "type": "integer"
          },
          "name": {
            "type": "string"
          },
          "account": {
            "type": "string"
          },
          "company": {
            "type": "string"
          },
          "type": {
            "type": "integer"
          },
          "contact_person": {
            "type": "string"
          },
          "contact_phone": {
            "type": "string"
          },
          "stations": {
            "type": "integer",
            "description": "Stations the operator runs"
          },
          "secret_set": {
            "type": "boolean"
          },
          "created_at": {
            "type": "string",
            "description": "ISO 8601"
          }
        }
      },
      "OperatorDetail": {
        "allOf": [
          {
            "$ref": "#/components/schemas/OperatorRow"
          },
          {
            "type": "object",
            "required": [
              "emergency_contact",
              "description",
              "logo",
              "callback_url",
              "message_secret_set",
              "message_iv_set",
              "updated_at"
            ],
            "properties": {
              "emergency_contact": {
                "type": "string"
              },
              "description": {
                "type": "string"
              },
              "logo": {
                "type": "string"
              },
              "callback_url": {
                "type": "string"
              },
              "message_secret_set": {
                "type": "boolean"
              },
              "message_iv_set": {
                "type": "boolean"
              },
              "updated_at": {
                "type": "string"
              }
            }
          }
        ]
      },
      "OperatorPageOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "type": "object",
            "required": [
              "items",
              "total"
            ],
            "properties": {
              "items": {
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/OperatorRow"
                }
              },
              "total": {
                "type": "integer"
              }
            }
          }
        }
      },
      "OperatorDetailOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "$ref": "#/components/schemas/OperatorDetail"
          }
        }
      },
      "RecordTime": {
        "description": "An ISO 8601 date and time with a zone (`2026-03-01T08:30:00Z`, `2026-03-01T08:30:00-05:00`), or a calendar\nday (`2026-03-01`, a day of the network's time zone). A day as the end of a range includes the whole day.\nEmpty means not set.\n",
        "type": "string",
        "maxLength": 40,
        "pattern": "^(20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)(T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d{1,3})?)?(Z|[+-]([01]\\d|2[0-3]):[0-5]\\d))?)?$"
      },
      "OrderListParams": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "order_no": {
            "type": "string",
            "maxLength": 32,
            "title": "order number",
            "description": "The whole order number"
          },
          "account": {
            "type": "string",
            "maxLength": 64,
            "title": "customer account",
            "description": "The whole customer account"
          },
          "keyword": {
            "type": "string",
            "maxLength": 64,
            "title": "keyword",
            "description": "Part of the customer's name, account, e-mail, phone or card number, accents and case aside (three characters or more; a shorter text finds the whole account or card number)",
            "x-capability": "people-search"
          },
          "station_id": {
            "type": "integer",
            "minimum": 1,
            "title": "station"
          },
          "port_id": {
            "type": "integer",
            "minimum": 1,
            "title": "charging port"
          },
          "start_mode": {
            "type": "integer",
            "enum": [
              1,
              2,
              3,
              4
            ],
            "title": "start mode",
            "description": "order_start_mode dictionary"
          },
          "status": {
            "type": "integer",
            "enum": [
              1,
              2,
              3
            ],
            "title": "order status",
            "description": "order_status dictionary"
          },
          "refund_state": {
            "allOf": [
              {
                "$ref": "#/components/schemas/OrderRefundState"
              }
            ],
            "title": "refund state",
            "description": "Orders refunded in full, in part, or not at all",
            "x-capability": "money-corrections"
          },
          "started_from": {
            "allOf": [
              {
                "$ref": "#/components/schemas/RecordTime"
              }
            ],
            "title": "started from",
            "description": "Orders started at or after this time"
          },
          "started_to": {
            "allOf": [
              {
                "$ref": "#/components/schemas/RecordTime"
              }
            ],
            "title": "started until",
            "description": "Orders started at or before this time (a day includes the whole day)"
          },
          "sort": {
            "type": "string",
            "enum": [
              "started_at",
              "total",
              "energy"
            ],
            "default": "started_at",
            "title": "sort field"
          },
          "order": {
            "$ref": "#/components/schemas/SortOrder"
          }
        },
        "allOf": [
          {
            "description": "The range's start is not after its end (a day as the end includes the whole day).",
            "x-field-rule": {
              "field": "started_from",
              "notAfter": "started_to"
            },
            "x-message": "rangeReversed",
            "x-field": "started_to"
          }
        ]
      },
      "OrderRow": {
        "type": "object",
        "required": [
          "id",
          "order_no",
          "customer_id",
          "account",
          "station_id",
          "station_name",
          "pile_id",
          "port_id",
          "port_code",
          "port_alias",
          "duration_minutes",
          "idle_minutes",
          "energy_kwh",
          "elect_fee",
          "service_fee",
          "park_fee",
          "total_fee",
          "start_mode",
          "status",
          "started_at",
          "ended_at",
          "paid_at",
          "refund_state"
        ],
        "properties": {
          "id": {
            "type": "integer"
          },
          "order_no": {
            "type": "string"
          },
          "customer_id": {
            "type": "integer"
          },
          "account": {
            "type": "string",
            "description": "The customer account that charged"
          },
          "station_id": {
            "type": "integer"
          },
          "station_name": {
            "type": "string"
          },
          "pile_id": {
            "type": "integer"
          },
          "port_id": {
            "type": "integer"
          },
          "port_code": {
            "type": "string",
            "description": "The port's chargerid"
          },
          "port_alias": {
            "type": "string"
          },
          "duration_minutes": {
            "type": "integer",
            "description": "Minutes of charging"
          },
          "idle_minutes": {
            "type": "integer",
            "description": "Minutes plugged in after charging ended"
          },
          "energy_kwh": {
            "type": "number"
          },
          "elect_fee": {
            "type": "string",
            "description": "Dollars for the energy"
          },
          "service_fee": {
            "type": "string",
            "description": "Dollars for the hours of charging"
          },
          "park_fee": {
            "type": "string",
            "description": "Dollars for the idle minutes beyond the free ones"
          },
          "total_fee": {
            "type": "string"
          },
          "start_mode": {
            "type": "integer",
            "description": "order_start_mode dictionary"
          },
          "status": {
            "$ref": "#/components/schemas/OrderStatus"
          },
          "started_at": {
            "type": "string"
          },
          "ended_at": {
            "type": [
              "string",
              "null"
            ]
          },
          "paid_at": {
            "type": [
              "string",
              "null"
            ]
          },
          "refund_state": {
            "$ref": "#/components/schemas/OrderRefundState",
            "x-capability": "money-corrections"
          }
        }
      },
      "OrderPriceLine": {
        "type": "object",
        "required": [
          "item",
          "quantity",
          "unit",
          "unit_price",
          "amount"
        ],
        "properties": {
          "item": {
            "type": "string",
            "enum": [
              "energy",
              "service",
              "idle"
            ]
          },
          "quantity": {
            "type": "number",
            "description": "kWh, hours of charging, or idle minutes beyond the free ones"
          },
          "unit": {
            "type": "string",
            "enum": [
              "kWh",
              "h",
              "min"
            ]
          },
          "unit_price": {
            "type": "string",
            "description": "Dollars per unit"
          },
          "amount": {
            "type": "string",
            "description": "Dollars, as billed"
          }
        }
      },
      "OrderDetail": {
        "allOf": [
          {
            "$ref": "#/components/schemas/OrderRow"
          },
          {
            "type": "object",
            "required": [
              "customer_name",
              "station_code",
              "pile_serial",
              "pile_name",
              "card_no",
              "free_park_minutes",
              "price_lines",
              "end_kind",
              "stopped_by",
              "stop_reason",
              "refunded",
              "refundable",
              "journal"
            ],
            "properties": {
              "customer_name": {
                "type": "string"
              },
              "station_code": {
                "type": "string"
              },
              "pile_serial": {
                "type": "string"
              },
              "pile_name": {
                "type": "string"
              },
              "card_no": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "The RFID card that started the order, if one did"
              },
              "free_park_minutes": {
                "type": "integer",
                "description": "Idle minutes not charged"
              },
              "price_lines": {
                "description": "The bill by the tariff the order was priced with: energy, service, idle. Each minute of charging is priced at the time-of-use period it falls in, by the network's clock (its time zone, day-saving changes included): a session across a period's end or midnight is split, and the order has one energy line per period it used, in the order it first used them (a flat template is one period, the whole day). The energy is spread evenly over the charging minutes, from when energy began to flow; each period's kWh are whole Wh that sum to the order's energy, each line is rounded to the cent, and the energy lines sum to `elect_fee`.",
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/OrderPriceLine"
                }
              },
              "end_kind": {
                "$ref": "#/components/schemas/OrderEndKind",
                "x-capability": "sessions"
              },
              "stopped_by": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "Username of the operator who stopped or closed it",
                "x-capability": "sessions"
              },
              "stop_reason": {
                "type": "string",
                "description": "Why the operator stopped or closed it; empty otherwise",
                "x-capability": "sessions"
              },
              "refunded": {
                "allOf": [
                  {
                    "$ref": "#/components/schemas/Money"
                  }
                ],
                "description": "Dollars refunded so far (the sum of its refund entries)",
                "x-capability": "money-corrections"
              },
              "refundable": {
                "allOf": [
                  {
                    "$ref": "#/components/schemas/Money"
                  }
                ],
                "description": "Dollars that may still be refunded; 0.00 unless the order is paid",
                "x-capability": "money-corrections"
              },
              "journal": {
                "description": "The money journal entries of this order (payment, refunds), oldest first",
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/JournalRow"
                }
              }
            }
          }
        ]
      },
      "OrderPageOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "type": "object",
            "required": [
              "items",
              "total",
              "total_capped"
            ],
            "properties": {
              "items": {
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/OrderRow"
                }
              },
              "total": {
                "type": "integer",
                "description": "Matching orders, counted up to 10,000"
              },
              "total_capped": {
                "type": "boolean",
                "description": "More orders match than `total` says"
              }
            }
          }
        }
      },
      "OrderDetailOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "$ref": "#/components/schemas/OrderDetail"
          }
        }
      },
      "PricePeriod": {
        "type": "object",
        "required": [
          "from",
          "to",
          "electfee"
        ],
        "properties": {
          "from": {
            "type": "string",
            "pattern": "^([01]\\d|2[0-3]):[0-5]\\d$"
          },
          "to": {
            "type": "string",
            "pattern": "^([01]\\d|2[0-4]):[0-5]\\d$"
          },
          "electfee": {
            "$ref": "#/components/schemas/Money"
          }
        }
      },
      "PriceTemplateInput": {
        "type": "object",
        "required": [
          "name",
          "feetype",
          "electfee",
          "servicefee",
          "parkfee"
        ],
        "properties": {
          "name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 64,
            "title": "template name"
          },
          "feetype": {
            "type": "integer",
            "enum": [
              1,
              2
            ],
            "title": "fee type"
          },
          "electfee": {
            "type": "string",
            "allOf": [
              {
                "$ref": "#/components/schemas/Money"
              }
            ],
            "minLength": 1,
            "title": "electricity fee"
          },
          "servicefee": {
            "type": "string",
            "allOf": [
              {
                "$ref": "#/components/schemas/Money"
              }
            ],
            "minLength": 1,
            "title": "service fee"
          },
          "parkfee": {
            "type": "string",
            "allOf": [
              {
                "$ref": "#/components/schemas/Money"
              }
            ],
            "minLength": 1,
            "title": "idle fee"
          },
          "period": {
            "type": "array",
            "maxItems": 24,
            "title": "time-of-use periods",
            "description": "Fee type 2 only: local times `HH:mm` of the network's day that cover it from 00:00 to 24:00 once, without a gap or an overlap (in any order; the last ends at `24:00`), each minute's energy costing its period's `electfee`. Otherwise the answer is 1001 saying what is wrong. Ignored for fee type 1.",
            "items": {
              "$ref": "#/components/schemas/PricePeriod"
            }
          }
        }
      },
      "PriceTemplate": {
        "type": "object",
        "required": [
          "id",
          "name",
          "feetype",
          "electfee",
          "servicefee",
          "parkfee",
          "free_park_minutes",
          "period",
          "stations",
          "updated_at"
        ],
        "properties": {
          "id": {
            "type": "integer"
          },
          "name": {
            "type": "string"
          },
          "feetype": {
            "type": "integer"
          },
          "electfee": {
            "type": "string",
            "description": "Dollars per kWh"
          },
          "servicefee": {
            "type": "string",
            "description": "Dollars per hour of charging"
          },
          "parkfee": {
            "type": "string",
            "description": "Dollars per idle minute after the free ones"
          },
          "free_park_minutes": {
            "type": "integer"
          },
          "period": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/PricePeriod"
            }
          },
          "stations": {
            "type": "integer",
            "description": "Stations charging with this template"
          },
          "updated_at": {
            "type": "string"
          },
          "affected_stations": {
            "type": "integer",
            "description": "On edit, the number of stations whose prices changed"
          }
        }
      },
      "PriceTemplateOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "$ref": "#/components/schemas/PriceTemplate"
          }
        }
      },
      "PriceTemplatePageOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "type": "object",
            "required": [
              "items",
              "total"
            ],
            "properties": {
              "items": {
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/PriceTemplate"
                }
              },
              "total": {
                "type": "integer"
              }
            }
          }
        }
      },
      "PriceTemplateOption": {
        "type": "object",
        "required": [
          "id",
          "name"
        ],
        "properties": {
          "id": {
            "type": "integer"
          },
          "name": {
            "type": "string"
          }
        }
      },
      "PriceTemplateOptionsOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/PriceTemplateOption"
            }
          }
        }
      },
      "RfidCardNo": {
        "type": "string",
        "title": "card number",
        "description": "4 to 32 letters and digits",
        "minLength": 1,
        "maxLength": 32,
        "pattern": "^[A-Za-z0-9]{4,32}$"
      },
      "RfidListParams": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "card_no": {
            "type": "string",
            "maxLength": 32,
            "title": "card number",
            "description": "Part of the card number"
          },
          "account": {
            "type": "string",
            "maxLength": 64,
            "title": "customer account",
            "description": "Part of the bound account"
          },
          "bound": {
            "type": "integer",
            "enum": [
              0,
              1
            ],
            "title": "bound",
            "description": "1 bound to a customer, 0 unbound"
          },
          "station_id": {
            "type": "integer",
            "minimum": 1,
            "title": "station"
          },
          "status": {
            "type": "integer",
            "enum": [
              0,
              1
            ],
            "title": "status",
            "description": "1 active, 0 blocked"
          }
        }
      },
      "RfidCardInput": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "card_no"
        ],
        "properties": {
          "card_no": {
            "$ref": "#/components/schemas/RfidCardNo"
          },
          "station_id": {
            "type": "integer",
            "minimum": 1,
            "title": "station",
            "description": "The station the card is issued for"
          }
        }
      },
      "RfidBindParams": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "id",
          "account"
        ],
        "properties": {
          "id": {
            "type": "integer",
            "minimum": 1,
            "title": "id"
          },
          "account": {
            "type": "string",
            "minLength": 1,
            "maxLength": 64,
            "title": "customer account"
          }
        }
      },
      "RfidAccountParams": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "id",
          "account",
          "name",
          "email"
        ],
        "properties": {
          "id": {
            "type": "integer",
            "minimum": 1,
            "title": "id"
          },
          "account": {
            "type": "string",
            "minLength": 1,
            "maxLength": 64,
            "pattern": "^[A-Za-z0-9][A-Za-z0-9._@-]{2,63}$",
            "title": "customer account",
            "description": "3 to 64 letters, digits and . _ @ -, starting with a letter or digit"
          },
          "name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 64,
            "title": "customer name"
          },
          "email": {
            "$ref": "#/components/schemas/Email",
            "minLength": 1,
            "maxLength": 128,
            "title": "email"
          },
          "phone": {
            "type": "string",
            "maxLength": 32,
            "pattern": "^[0-9+()\\- ]*$",
            "title": "phone"
          }
        }
      },
      "RfidCard": {
        "type": "object",
        "required": [
          "id",
          "card_no",
          "status",
          "customer_id",
          "account",
          "customer_name",
          "station_id",
          "station_name",
          "bound_at",
          "created_at"
        ],
        "properties": {
          "id": {
            "type": "integer"
          },
          "card_no": {
            "type": "string"
          },
          "status": {
            "type": "integer",
            "description": "1 active, 0 blocked"
          },
          "customer_id": {
            "type": [
              "integer",
              "null"
            ]
          },
          "account": {
            "type": [
              "string",
              "null"
            ],
            "description": "The bound customer's account"
          },
          "customer_name": {
            "type": [
              "string",
              "null"
            ]
          },
          "station_id": {
            "type": [
              "integer",
              "null"
            ]
          },
          "station_name": {
            "type": [
              "string",
              "null"
            ]
          },
          "bound_at": {
            "type": [
              "string",
              "null"
            ],
            "description": "ISO 8601"
          },
          "created_at": {
            "type": "string",
            "description": "ISO 8601"
          }
        }
      },
      "RfidCardPageOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "type": "object",
            "required": [
              "items",
              "total"
            ],
            "properties": {
              "items": {
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/RfidCard"
                }
              },
              "total": {
                "type": "integer"
              }
            }
          }
        }
      },
      "RfidCardOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "$ref": "#/components/schemas/RfidCard"
          }
        }
      },
      "RfidImportRow": {
        "type": "object",
        "required": [
          "row",
          "card_no",
          "account",
          "outcome",
          "reason",
          "message"
        ],
        "properties": {
          "row": {
            "type": "integer",
            "description": "Row number in the sheet (the header is row 1)"
          },
          "card_no": {
            "type": "string"
          },
          "account": {
            "type": "string",
            "description": "Empty when the row names no account"
          },
          "outcome": {
            "type": "string",
            "enum": [
              "imported",
              "skipped",
              "failed"
            ]
          },
          "reason": {
            "type": [
              "string",
              "null"
            ],
            "enum": [
              "duplicate_in_file",
              "already_exists",
              "invalid_format",
              "unknown_account",
              null
            ]
          },
          "message": {
            "type": "string",
            "description": "The reason in the request's language; empty when imported"
          }
        }
      },
      "RfidImportReport": {
        "type": "object",
        "required": [
          "imported",
          "skipped",
          "failed",
          "rows"
        ],
        "properties": {
          "imported": {
            "type": "integer"
          },
          "skipped": {
            "type": "integer"
          },
          "failed": {
            "type": "integer"
          },
          "rows": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/RfidImportRow"
            }
          }
        }
      },
      "RfidImportOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "$ref": "#/components/schemas/RfidImportReport"
          }
        }
      },
      "StationListParams": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "name": {
            "type": "string",
            "maxLength": 64,
            "title": "station name",
            "description": "Part of the name or the StationID"
          },
          "status": {
            "$ref": "#/components/schemas/StationStatus",
            "title": "status"
          },
          "type": {
            "type": "integer",
            "minimum": 1,
            "maximum": 4,
            "title": "station type"
          },
          "city": {
            "type": "string",
            "maxLength": 64,
            "title": "city"
          },
          "operator_id": {
            "type": "integer",
            "minimum": 1,
            "title": "operator"
          },
          "sort": {
            "type": "string",
            "enum": [
              "created_at",
              "name",
              "status",
              "city"
            ],
            "default": "created_at",
            "title": "sort field"
          },
          "order": {
            "$ref": "#/components/schemas/SortOrder"
          }
        }
      },
      "AuditParams": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "id",
          "approve"
        ],
        "properties": {
          "id": {
            "type": "integer",
            "minimum": 1,
            "title": "id"
          },
          "approve": {
            "type": "integer",
            "enum": [
              0,
              1
            ],
            "title": "decision"
          },
          "reason": {
            "type": "string",
            "maxLength": 255,
            "title": "reason"
          }
        },
        "allOf": [
          {
            "description": "A rejection gives its reason.",
            "type": "object",
            "if": {
              "type": "object",
              "properties": {
                "approve": {
                  "const": 0
                }
              },
              "required": [
                "approve"
              ]
            },
            "then": {
              "type": "object",
              "required": [
                "reason"
              ],
              "properties": {
                "reason": {
                  "type": "string",
                  "minLength": 1
                }
              }
            },
            "x-message": "reasonRequired",
            "x-field": "reason"
          }
        ]
      },
      "StationInput": {
        "type": "object",
        "required": [
          "StationName",
          "StationType",
          "StationLng",
          "StationLat",
          "OperatorID",
          "city",
          "Address",
          "MinAmount"
        ],
        "properties": {
          "StationName": {
            "type": "string",
            "minLength": 1,
            "maxLength": 64,
            "title": "station name"
          },
          "StationTel": {
            "type": "string",
            "maxLength": 32,
            "pattern": "^[0-9+()\\- ]*$",
            "title": "station phone"
          },
          "StationType": {
            "type": "integer",
            "minimum": 1,
            "maximum": 4,
            "title": "station type"
          },
          "ServiceTime": {
            "type": "string",
            "maxLength": 64,
            "title": "service time"
          },
          "Logo": {
            "type": "string",
            "maxLength": 255,
            "title": "logo"
          },
          "Pictures": {
            "type": "array",
            "maxItems": 12,
            "items": {
              "type": "string",
              "maxLength": 255
            },
            "title": "pictures"
          },
          "StationLng": {
            "type": "number",
            "minimum": -180,
            "maximum": 180,
            "title": "longitude"
          },
          "StationLat": {
            "type": "number",
            "minimum": -90,
            "maximum": 90,
            "title": "latitude"
          },
          "OperatorID": {
            "type": "integer",
            "minimum": 1,
            "title": "operator"
          },
          "Remark": {
            "type": "string",
            "maxLength": 500,
            "title": "remark"
          },
          "Contacts": {
            "type": "string",
            "maxLength": 64,
            "title": "emergency contact"
          },
          "Phone": {
            "type": "string",
            "maxLength": 32,
            "pattern": "^[0-9+()\\- ]*$",
            "title": "phone"
          },
          "province": {
            "type": "string",
            "maxLength": 32,
            "title": "province"
          },
          "city": {
            "type": "string",
            "minLength": 1,
            "maxLength": 64,
            "title": "city"
          },
          "district": {
            "type": "string",
            "maxLength": 64,
            "title": "district"
          },
          "Address": {
            "type": "string",
            "minLength": 1,
            "maxLength": 255,
            "title": "address"
          },
          "OwnStatus": {
            "type": "integer",
            "enum": [
              0,
              1
            ],
            "title": "ownership"
          },
          "MinAmount": {
            "type": "string",
            "format": "preauth",
            "pattern": "^([1-9]\\d?|100)(\\.0{1,2})?$",
            "minLength": 1,
            "maxLength": 6,
            "title": "pre-authorization amount",
            "description": "Whole dollars from 1 to 100 (`\"20\"` or `\"20.00\"`; `\"0\"` and `\"20.50\"` are refused)"
          },
          "MinSCAmount": {
            "allOf": [
              {
                "$ref": "#/components/schemas/Money"
              }
            ],
            "title": "stop-charge amount limit"
          },
          "MinBalanceAlarm": {
            "type": "integer",
            "enum": [
              0,
              1
            ],
            "title": "balance reminder"
          },
          "MinBalance": {
            "allOf": [
              {
                "$ref": "#/components/schemas/Money"
              }
            ],
            "title": "balance threshold"
          },
          "EC": {
            "type": "number",
            "minimum": 0,
            "maximum": 0.5,
            "title": "loss ratio"
          },
          "TotalCurrent": {
            "type": "integer",
            "minimum": 0,
            "maximum": 100000,
            "title": "total output current"
          }
        }
      },
      "StationRow": {
        "type": "object",
        "required": [
          "id",
          "StationID",
          "StationName",
          "StationStatus",
          "StationType",
          "city",
          "Address",
          "OperatorID",
          "operator_name",
          "CreateDate",
          "piles",
          "ports_available",
          "ports_total"
        ],
        "properties": {
          "id": {
            "type": "integer"
          },
          "StationID": {
            "type": "string"
          },
          "StationName": {
            "type": "string"
          },
          "StationTel": {
            "type": "string"
          },
          "StationStatus": {
            "$ref": "#/components/schemas/StationStatus"
          },
          "StationType": {
            "type": "integer"
          },
          "city": {
            "type": "string"
          },
          "district": {
            "type": "string"
          },
          "Address": {
            "type": "string"
          },
          "OperatorID": {
            "type": "integer"
          },
          "operator_name": {
            "type": "string"
          },
          "CreateDate": {
            "type": "string",
            "description": "ISO 8601"
          },
          "piles": {
            "type": "integer",
            "description": "Chargers installed"
          },
          "ports_available": {
            "type": "integer"
          },
          "ports_total": {
            "type": "integer"
          }
        }
      },
      "StationDetail": {
        "type": "object",
        "required": [
          "id",
          "StationID",
          "StationName",
          "StationTel",
          "StationStatus",
          "OwnerStatus",
          "StationType",
          "ServiceTime",
          "Logo",
          "Pictures",
          "StationLng",
          "StationLat",
          "CreateDate",
          "OperatorID",
          "operator_name",
          "Remark",
          "Contacts",
          "Phone",
          "province",
          "city",
          "district",
          "Address",
          "OwnStatus",
          "MinAmount",
          "MinSCAmount",
          "MinBalanceAlarm",
          "MinBalance",
          "EC",
          "TotalCurrent",
          "load_limit",
          "load_period",
          "price_template_id",
          "price_template_name",
          "audit_reason",
          "submitted_at",
          "audited_at",
          "figures"
        ],
        "properties": {
          "id": {
            "type": "integer"
          },
          "StationID": {
            "type": "string"
          },
          "StationName": {
            "type": "string"
          },
          "StationTel": {
            "type": "string"
          },
          "StationStatus": {
            "$ref": "#/components/schemas/StationStatus"
          },
          "OwnerStatus": {
            "type": "integer"
          },
          "StationType": {
            "type": "integer"
          },
          "ServiceTime": {
            "type": "string"
          },
          "Logo": {
            "type": "string"
          },
          "Pictures": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "StationLng": {
            "type": "number"
          },
          "StationLat": {
            "type": "number"
          },
          "CreateDate": {
            "type": "string"
          },
          "OperatorID": {
            "type": "integer"
          },
          "operator_name": {
            "type": "string"
          },
          "Remark": {
            "type": "string"
          },
          "Contacts": {
            "type": "string"
          },
          "Phone": {
            "type": "string"
          },
          "province": {
            "type": "string"
          },
          "city": {
            "type": "string"
          },
          "district": {
            "type": "string"
          },
          "Address": {
            "type": "string"
          },
          "OwnStatus": {
            "type": "integer"
          },
          "MinAmount": {
            "type": "string"
          },
          "MinSCAmount": {
            "type": "string"
          },
          "MinBalanceAlarm": {
            "type": "integer"
          },
          "MinBalance": {
            "type": "string"
          },
          "EC": {
            "type": "number"
          },
          "TotalCurrent": {
            "type": "integer"
          },
          "load_limit": {
            "type": "number",
            "description": "Load-balancing upper limit in kW"
          },
          "load_period": {
            "type": "integer",
            "description": "Adjustment period in minutes"
          },
          "price_template_id": {
            "type": [
              "integer",
              "null"
            ]
          },
          "price_template_name": {
            "type": [
              "string",
              "null"
            ]
          },
          "audit_reason": {
            "type": "string"
          },
          "submitted_at": {
            "type": [
              "string",
              "null"
            ]
          },
          "audited_at": {
            "type": [
              "string",
              "null"
            ]
          },
          "figures": {
            "$ref": "#/components/schemas/StationFigures"
          }
        }
      },
      "StationFigures": {
        "type": "object",
        "required": [
          "piles",
          "piles_online",
          "piles_offline",
          "piles_fault",
          "ports_total",
          "ports_available",
          "ports_charging",
          "ports_faulted",
          "today_energy_kwh",
          "today_sessions",
          "open_alarms"
        ],
        "properties": {
          "piles": {
            "type": "integer"
          },
          "piles_online": {
            "type": "integer"
          },
          "piles_offline": {
            "type": "integer"
          },
          "piles_fault": {
            "type": "integer"
          },
          "ports_total": {
            "type": "integer"
          },
          "ports_available": {
            "type": "integer"
          },
          "ports_charging": {
            "type": "integer"
          },
          "ports_faulted": {
            "type": "integer"
          },
          "today_energy_kwh": {
            "type": "number"
          },
          "today_sessions": {
            "type": "integer"
          },
          "open_alarms": {
            "type": "integer"
          }
        }
      },
      "StationPageOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "type": "object",
            "required": [
              "items",
              "total"
            ],
            "properties": {
              "items": {
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/StationRow"
                }
              },
              "total": {
                "type": "integer"
              }
            }
          }
        }
      },
      "StationDetailOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "$ref": "#/components/schemas/StationDetail"
          }
        }
      },
      "LoadHistoryEntry": {
        "type": "object",
        "required": [
          "id",
          "upper_limit",
          "period",
          "changed_by",
          "changed_at"
        ],
        "properties": {
          "id": {
            "type": "integer"
          },
          "upper_limit": {
            "type": "number"
          },
          "period": {
            "type": "integer"
          },
          "changed_by": {
            "type": "string"
          },
          "changed_at": {
            "type": "string"
          }
        }
      },
      "LoadHistoryPageOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "type": "object",
            "required": [
              "items",
              "total"
            ],
            "properties": {
              "items": {
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/LoadHistoryEntry"
                }
              },
              "total": {
                "type": "integer"
              }
            }
          }
        }
      },
      "StatisticsDate": {
        "type": "string",
        "format": "date",
        "pattern": "^20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)$",
        "title": "date",
        "description": "A calendar day of the network's time zone, YYYY-MM-DD, in the years 2000–2099 (the books' range); a day\nthe calendar lacks (2026-02-30) is refused as 1001 too.\n"
      },
      "StatisticsRangeParams": {
        "type": "object",
        "properties": {
          "from": {
            "$ref": "#/components/schemas/StatisticsDate"
          },
          "to": {
            "$ref": "#/components/schemas/StatisticsDate"
          },
          "station_id": {
            "type": "integer",
            "minimum": 1,
            "title": "station"
          }
        },
        "allOf": [
          {
            "description": "The first day is not after the last (the last is the network's today when not given).",
            "x-field-rule": {
              "field": "from",
              "notAfter": "to",
              "otherwise": "today"
            },
            "x-message": "rangeReversed"
          },
          {
            "description": "At most 731 days, both ends included (counted to today when the last day is not given).",
            "x-field-rule": {
              "field": "from",
              "within": {
                "of": "to",
                "days": 731
              },
              "otherwise": "today"
            },
            "x-message": "rangeTooLong"
          }
        ]
      },
      "StatisticsRange": {
        "type": "object",
        "required": [
          "from",
          "to"
        ],
        "properties": {
          "from": {
            "type": "string"
          },
          "to": {
            "type": "string"
          }
        }
      },
      "OrderFigures": {
        "type": "object",
        "required": [
          "orders",
          "energy_kwh",
          "charging_minutes",
          "income",
          "elect_fee",
          "service_fee",
          "park_fee",
          "refunds",
          "net_income"
        ],
        "properties": {
          "orders": {
            "type": "integer"
          },
          "energy_kwh": {
            "type": "number",
            "description": "kWh, 3 decimals"
          },
          "charging_minutes": {
            "type": "integer"
          },
          "income": {
            "type": "string",
            "description": "Dollars, the sum of the orders' totals"
          },
          "elect_fee": {
            "type": "string"
          },
          "service_fee": {
            "type": "string"
          },
          "park_fee": {
            "type": "string"
          },
          "refunds": {
            "type": "string",
            "description": "Dollars refunded from these orders (counted on the day each order started)",
            "x-capability": "money-corrections"
          },
          "net_income": {
            "type": "string",
            "description": "Dollars, income minus refunds",
            "x-capability": "money-corrections"
          }
        }
      },
      "NetworkFigures": {
        "type": "object",
        "required": [
          "stations",
          "stations_operating",
          "chargers",
          "chargers_online",
          "chargers_offline",
          "chargers_fault",
          "ports",
          "ports_available",
          "ports_charging",
          "ports_faulted",
          "customers",
          "open_alarms",
          "sessions_suspect"
        ],
        "properties": {
          "stations": {
            "type": "integer"
          },
          "stations_operating": {
            "type": "integer"
          },
          "chargers": {
            "type": "integer",
            "description": "Installed and approved chargers"
          },
          "chargers_online": {
            "type": "integer"
          },
          "chargers_offline": {
            "type": "integer"
          },
          "chargers_fault": {
            "type": "integer"
          },
          "ports": {
            "type": "integer"
          },
          "ports_available": {
            "type": "integer"
          },
          "ports_charging": {
            "type": "integer",
            "description": "Ports in a session (preparing, charging or finishing); as many as listSessions returns"
          },
          "ports_faulted": {
            "type": "integer"
          },
          "customers": {
            "type": "integer",
            "description": "Every customer account of the network; for one station, the customers who charged there in the range"
          },
          "open_alarms": {
            "type": "integer"
          },
          "sessions_suspect": {
            "type": "integer",
            "description": "Sessions in progress flagged suspect (charger silent or energy still past the threshold)",
            "x-capability": "sessions"
          }
        }
      },
      "OverviewAverages": {
        "type": "object",
        "required": [
          "energy_kwh_per_order",
          "minutes_per_order",
          "income_per_order",
          "income_per_kwh",
          "orders_per_day"
        ],
        "properties": {
          "energy_kwh_per_order": {
            "type": "number"
          },
          "minutes_per_order": {
            "type": "number"
          },
          "income_per_order": {
            "type": "string"
          },
          "income_per_kwh": {
            "type": "string"
          },
          "orders_per_day": {
            "type": "number"
          }
        }
      },
      "PeriodFigures": {
        "allOf": [
          {
            "type": "object",
            "required": [
              "period"
            ],
            "properties": {
              "period": {
                "type": "string",
                "description": "The day (YYYY-MM-DD), the Monday of the week, or the month (YYYY-MM)"
              }
            }
          },
          {
            "$ref": "#/components/schemas/OrderFigures"
          }
        ]
      },
      "KeyedFigures": {
        "allOf": [
          {
            "type": "object",
            "required": [
              "key"
            ],
            "properties": {
              "key": {
                "type": "integer",
                "description": "The dictionary id (station_type or order_start_mode)"
              }
            }
          },
          {
            "$ref": "#/components/schemas/OrderFigures"
          }
        ]
      },
      "StationIncomeFigures": {
        "allOf": [
          {
            "type": "object",
            "required": [
              "station_id",
              "station_code",
              "station_name",
              "city"
            ],
            "properties": {
              "station_id": {
                "type": "integer"
              },
              "station_code": {
                "type": "string"
              },
              "station_name": {
                "type": "string"
              },
              "city": {
                "type": "string"
              }
            }
          },
          {
            "$ref": "#/components/schemas/OrderFigures"
          }
        ]
      },
      "Overview": {
        "type": "object",
        "required": [
          "range",
          "network",
          "totals",
          "averages",
          "by_day",
          "by_station_type",
          "by_start_mode",
          "top_stations"
        ],
        "properties": {
          "range": {
            "$ref": "#/components/schemas/StatisticsRange"
          },
          "network": {
            "$ref": "#/components/schemas/NetworkFigures"
          },
          "totals": {
            "$ref": "#/components/schemas/OrderFigures"
          },
          "averages": {
            "$ref": "#/components/schemas/OverviewAverages"
          },
          "by_day": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/PeriodFigures"
            }
          },
          "by_station_type": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/KeyedFigures"
            }
          },
          "by_start_mode": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/KeyedFigures"
            }
          },
          "top_stations": {
            "type": "array",
            "description": "The ten stations with the most income in the range",
            "items": {
              "$ref": "#/components/schemas/StationIncomeFigures"
            }
          }
        }
      },
      "OverviewOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "$ref": "#/components/schemas/Overview"
          }
        }
      },
      "IncomeStatistics": {
        "type": "object",
        "required": [
          "range",
          "granularity",
          "totals",
          "series"
        ],
        "properties": {
          "range": {
            "$ref": "#/components/schemas/StatisticsRange"
          },
          "granularity": {
            "$ref": "#/components/schemas/IncomeGranularity"
          },
          "totals": {
            "$ref": "#/components/schemas/OrderFigures"
          },
          "series": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/PeriodFigures"
            }
          }
        }
      },
      "IncomeGranularity": {
        "type": "string",
        "description": "The period one point of the income series covers",
        "enum": [
          "day",
          "week",
          "month"
        ]
      },
      "IncomeStatisticsOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "$ref": "#/components/schemas/IncomeStatistics"
          }
        }
      },
      "StationIncomePageOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "type": "object",
            "required": [
              "items",
              "total",
              "range"
            ],
            "properties": {
              "items": {
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/StationIncomeFigures"
                }
              },
              "total": {
                "type": "integer"
              },
              "range": {
                "$ref": "#/components/schemas/StatisticsRange"
              }
            }
          }
        }
      },
      "UserListParams": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "keyword": {
            "type": "string",
            "maxLength": 64,
            "title": "keyword",
            "description": "Part of the username, nickname, e-mail or phone"
          },
          "status": {
            "$ref": "#/components/schemas/AccountStatus",
            "title": "status"
          },
          "role_id": {
            "type": "integer",
            "minimum": 1,
            "title": "role"
          },
          "department": {
            "type": "string",
            "maxLength": 64,
            "title": "department",
            "description": "The exact department"
          }
        }
      },
      "UserInput": {
        "type": "object",
        "required": [
          "nickname",
          "role_id"
        ],
        "properties": {
          "nickname": {
            "type": "string",
            "minLength": 1,
            "maxLength": 32,
            "title": "nickname"
          },
          "full_name": {
            "type": "string",
            "maxLength": 64,
            "title": "full name"
          },
          "user_code": {
            "type": "string",
            "maxLength": 32,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "user code",
            "description": "Staff number; unique when set"
          },
          "email": {
            "$ref": "#/components/schemas/Email",
            "maxLength": 128,
            "title": "email"
          },
          "phone": {
            "type": "string",
            "maxLength": 32,
            "pattern": "^[0-9+()\\- ]*$",
            "title": "phone"
          },
          "role_id": {
            "type": "integer",
            "minimum": 1,
            "title": "role"
          },
          "department": {
            "type": "string",
            "maxLength": 64,
            "title": "department"
          }
        }
      },
      "UserAddInput": {
        "type": "object",
        "unevaluatedProperties": false,
        "allOf": [
          {
            "type": "object",
            "required": [
              "username",
              "pwd"
            ],
            "properties": {
              "username": {
                "type": "string",
                "minLength": 3,
                "maxLength": 32,
                "pattern": "^[A-Za-z0-9_.@-]*$",
                "title": "username"
              },
              "pwd": {
                "$ref": "#/components/schemas/Md5Hex",
                "title": "password"
              }
            }
          },
          {
            "$ref": "#/components/schemas/UserInput"
          }
        ]
      },
      "User": {
        "type": "object",
        "required": [
          "id",
          "username",
          "nickname",
          "full_name",
          "user_code",
          "email",
          "phone",
          "status",
          "role_id",
          "role_name",
          "department",
          "last_login_at",
          "created_at",
          "created_by",
          "updated_at",
          "updated_by"
        ],
        "properties": {
          "id": {
            "type": "integer"
          },
          "username": {
            "type": "string"
          },
          "nickname": {
            "type": "string"
          },
          "full_name": {
            "type": "string"
          },
          "user_code": {
            "type": "string"
          },
          "email": {
            "type": "string"
          },
          "phone": {
            "type": "string"
          },
          "status": {
            "$ref": "#/components/schemas/AccountStatus"
          },
          "role_id": {
            "type": "integer"
          },
          "role_name": {
            "type": "string"
          },
          "department": {
            "type": "string"
          },
          "last_login_at": {
            "type": [
              "string",
              "null"
            ],
            "description": "ISO 8601"
          },
          "created_at": {
            "type": "string",
            "description": "ISO 8601"
          },
          "created_by": {
            "type": [
              "string",
              "null"
            ],
            "description": "Username of the creator; null for seeded or deleted"
          },
          "updated_at": {
            "type": "string",
            "description": "ISO 8601"
          },
          "updated_by": {
            "type": [
              "string",
              "null"
            ],
            "description": "Username of the last editor; null for seeded or deleted"
          }
        }
      },
      "UserOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "$ref": "#/components/schemas/User"
          }
        }
      },
      "UserPageOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "type": "object",
            "required": [
              "items",
              "total"
            ],
            "properties": {
              "items": {
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/User"
                }
              },
              "total": {
                "type": "integer"
              }
            }
          }
        }
      },
      "RoleInput": {
        "type": "object",
        "required": [
          "code",
          "name",
          "permissions"
        ],
        "properties": {
          "code": {
            "type": "string",
            "minLength": 2,
            "maxLength": 32,
            "pattern": "^[a-z][a-z0-9_]*$",
            "title": "role code"
          },
          "name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 32,
            "title": "role name"
          },
          "description": {
            "type": "string",
            "maxLength": 255,
            "title": "description"
          },
          "permissions": {
            "type": "array",
            "maxItems": 200,
            "items": {
              "$ref": "#/components/schemas/GrantablePermission"
            },
            "title": "permissions",
            "description": "Sent JSON-encoded; duplicates are dropped"
          }
        }
      },
      "GrantablePermission": {
        "description": "What a role may be given: `*:*:*`, each `area:*:*` and `area:entity:*`, and each action string of\n`x-permissions`, in that order. Codegen fails when this list and `x-permissions` disagree.\n",
        "type": "string",
        "enum": [
          "*:*:*",
          "metadata:*:*",
          "metadata:overview:*",
          "metadata:overview:view",
          "metadata:income:*",
          "metadata:income:view",
          "operator:*:*",
          "operator:operator:*",
          "operator:operator:list",
          "operator:operator:add",
          "operator:operator:edit",
          "operator:operator:delete",
          "operator:station:*",
          "operator:station:list",
          "operator:station:add",
          "operator:station:edit",
          "operator:station:delete",
          "operator:station:status",
          "operator:station:audit",
          "operator:pile:*",
          "operator:pile:list",
          "operator:pile:add",
          "operator:pile:edit",
          "operator:pile:delete",
          "operator:pile:restart",
          "operator:pile:whitelist",
          "operator:pile:audit",
          "operator:port:*",
          "operator:port:list",
          "operator:port:edit",
          "operator:port:unlock",
          "operator:session:*",
          "operator:session:list",
          "operator:session:stop",
          "operator:session:start",
          "operator:rfid:*",
          "operator:rfid:list",
          "operator:rfid:add",
          "operator:rfid:import",
          "operator:rfid:bind",
          "operator:rfid:unbind",
          "operator:rfid:account",
          "operator:price:*",
          "operator:price:list",
          "operator:price:add",
          "operator:price:edit",
          "operator:price:delete",
          "operator:equipment:*",
          "operator:equipment:list",
          "operator:equipment:add",
          "operator:equipment:edit",
          "operator:equipment:delete",
          "operator:alarm:*",
          "operator:alarm:list",
          "operator:alarm:ack",
          "operator:alarm:repair",
          "operator:uptime:*",
          "operator:uptime:view",
          "operator:uptime:exclude",
          "money:*:*",
          "money:order:*",
          "money:order:list",
          "money:order:export",
          "money:order:refund",
          "money:journal:*",
          "money:journal:list",
          "money:journal:export",
          "money:journal:adjust",
          "money:close:*",
          "money:close:view",
          "money:close:close",
          "money:adjust:*",
          "money:adjust:approve",
          "customer:*:*",
          "customer:customer:*",
          "customer:customer:list",
          "customer:customer:status",
          "system:*:*",
          "system:user:*",
          "system:user:list",
          "system:user:add",
          "system:user:edit",
          "system:user:delete",
          "system:user:status",
          "system:user:reset",
          "system:role:*",
          "system:role:list",
          "system:role:add",
          "system:role:edit",
          "system:role:delete",
          "system:log:*",
          "system:log:list"
        ]
      },
      "Role": {
        "type": "object",
        "required": [
          "id",
          "code",
          "name",
          "description",
          "permissions",
          "users",
          "created_at",
          "updated_at"
        ],
        "properties": {
          "id": {
            "type": "integer"
          },
          "code": {
            "type": "string"
          },
          "name": {
            "type": "string"
          },
          "description": {
            "type": "string"
          },
          "permissions": {
            "type": "array",
            "items": {
              "type": "string"
            }
          },
          "users": {
            "type": "integer",
            "description": "Users holding the role"
          },
          "created_at": {
            "type": "string"
          },
          "updated_at": {
            "type": "string"
          }
        }
      },
      "RoleOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "$ref": "#/components/schemas/Role"
          }
        }
      },
      "RolePageOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "type": "object",
            "required": [
              "items",
              "total"
            ],
            "properties": {
              "items": {
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/Role"
                }
              },
              "total": {
                "type": "integer"
              }
            }
          }
        }
      },
      "RoleOption": {
        "type": "object",
        "required": [
          "id",
          "name"
        ],
        "properties": {
          "id": {
            "type": "integer"
          },
          "name": {
            "type": "string"
          }
        }
      },
      "RoleOptionsOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/RoleOption"
            }
          }
        }
      },
      "PermissionNode": {
        "type": "object",
        "required": [
          "key",
          "label",
          "level"
        ],
        "properties": {
          "key": {
            "type": "string",
            "description": "The permission string that grants this node and everything under it"
          },
          "label": {
            "type": "string",
            "description": "English label"
          },
          "level": {
            "type": "string",
            "enum": [
              "all",
              "area",
              "entity",
              "action"
            ]
          },
          "children": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/PermissionNode"
            }
          }
        }
      },
      "PermissionTreeOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/PermissionNode"
            }
          }
        }
      },
      "OperationLogTime": {
        "description": "ISO 8601 date and time with a zone, e.g. `2026-03-01T00:00:00Z`",
        "type": "string",
        "pattern": "^20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d{1,3})?)?(Z|[+-]([01]\\d|2[0-3]):[0-5]\\d)$"
      },
      "OperationLogListParams": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "user_id": {
            "type": "integer",
            "minimum": 1,
            "title": "user"
          },
          "username": {
            "type": "string",
            "maxLength": 64,
            "title": "username",
            "description": "Exact account name, also of failed sign-ins"
          },
          "operation_id": {
            "type": "string",
            "maxLength": 64,
            "pattern": "^[A-Za-z]*$",
            "title": "operation"
          },
          "keyword": {
            "type": "string",
            "maxLength": 64,
            "title": "keyword",
            "description": "Part of the operation id, path, username or parameters"
          },
          "result": {
            "type": "string",
            "enum": [
              "success",
              "failure"
            ],
            "title": "result"
          },
          "from": {
            "allOf": [
              {
                "$ref": "#/components/schemas/OperationLogTime"
              }
            ],
            "title": "start time",
            "description": "Entries at or after this time"
          },
          "to": {
            "allOf": [
              {
                "$ref": "#/components/schemas/OperationLogTime"
              }
            ],
            "title": "end time",
            "description": "Entries before this time"
          }
        }
      },
      "OperationLogEntry": {
        "type": "object",
        "required": [
          "id",
          "user_id",
          "username",
          "operation_id",
          "method",
          "path",
          "params",
          "result_code",
          "result_message",
          "success",
          "ip",
          "duration_ms",
          "created_at"
        ],
        "properties": {
          "id": {
            "type": "integer"
          },
          "user_id": {
            "type": [
              "integer",
              "null"
            ],
            "description": "Null for sign-ins that failed"
          },
          "username": {
            "type": "string"
          },
          "operation_id": {
            "type": "string"
          },
          "method": {
            "type": "string"
          },
          "path": {
            "type": "string"
          },
          "params": {
            "type": "object",
            "description": "The call's params with secrets masked as `***`"
          },
          "result_code": {
            "type": "string"
          },
          "result_message": {
            "type": "string",
            "description": "The answer's message, in the reader's language when the backend knows it by key"
          },
          "subject": {
            "type": "string",
            "description": "What the call was about, by name (a station's name, an account, a card number), read when the call was\nmade; empty when it could not be told.\n",
            "x-capability": "timeline"
          },
          "success": {
            "type": "boolean"
          },
          "ip": {
            "type": "string"
          },
          "duration_ms": {
            "type": "integer"
          },
          "created_at": {
            "type": "string"
          }
        }
      },
      "OperationLogPageOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "type": "object",
            "required": [
              "items",
              "total"
            ],
            "properties": {
              "items": {
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/OperationLogEntry"
                }
              },
              "total": {
                "type": "integer"
              }
            }
          }
        }
      },
      "SessionListParams": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "station_id": {
            "type": "integer",
            "minimum": 1,
            "title": "station"
          },
          "pile_id": {
            "type": "integer",
            "minimum": 1,
            "title": "charger"
          },
          "port_id": {
            "type": "integer",
            "minimum": 1,
            "title": "charging port"
          },
          "account": {
            "type": "string",
            "maxLength": 64,
            "title": "customer account",
            "description": "The whole customer account"
          },
          "card_no": {
            "type": "string",
            "maxLength": 32,
            "title": "card number",
            "description": "The whole RFID card number"
          },
          "keyword": {
            "type": "string",
            "maxLength": 64,
            "title": "keyword",
            "description": "Part of the customer's name, account, e-mail, phone or card number, accents and case aside (three characters or more; a shorter text finds the whole account or card number), or the start of the port's code or the charger's serial"
          },
          "start_mode": {
            "type": "integer",
            "enum": [
              1,
              2,
              3,
              4
            ],
            "title": "start mode",
            "description": "order_start_mode dictionary"
          },
          "suspect": {
            "type": "integer",
            "enum": [
              0,
              1
            ],
            "title": "suspect",
            "description": "1 only suspect sessions, 0 only the others"
          }
        }
      },
      "SessionState": {
        "type": "string",
        "description": "preparing (plugged in, no energy yet), charging, finishing (full or stopped charging, still plugged in), ended",
        "enum": [
          "preparing",
          "charging",
          "finishing",
          "ended"
        ]
      },
      "SuspectReason": {
        "type": "string",
        "description": "charger_offline: the charger has not been heard from; no_energy: the session says charging but its energy has not grown",
        "enum": [
          "charger_offline",
          "no_energy"
        ]
      },
      "SessionRow": {
        "type": "object",
        "required": [
          "id",
          "state",
          "station_id",
          "station_name",
          "pile_id",
          "pile_serial",
          "pile_name",
          "port_id",
          "port_code",
          "port_alias",
          "customer_id",
          "account",
          "customer_name",
          "card_id",
          "card_no",
          "start_mode",
          "started_at",
          "charging_from",
          "duration_minutes",
          "energy_kwh",
          "power_kw",
          "charge_until",
          "cost_so_far",
          "suspect",
          "suspect_reason",
          "suspect_since",
          "stop_requested_at"
        ],
        "properties": {
          "id": {
            "type": "integer"
          },
          "state": {
            "$ref": "#/components/schemas/SessionState"
          },
          "station_id": {
            "type": "integer"
          },
          "station_name": {
            "type": "string"
          },
          "pile_id": {
            "type": "integer"
          },
          "pile_serial": {
            "type": "string"
          },
          "pile_name": {
            "type": "string"
          },
          "port_id": {
            "type": "integer"
          },
          "port_code": {
            "type": "string",
            "description": "The port's chargerid"
          },
          "port_alias": {
            "type": "string"
          },
          "customer_id": {
            "type": "integer"
          },
          "account": {
            "type": "string"
          },
          "customer_name": {
            "type": "string",
            "description": "The driver's name, as callers give it"
          },
          "card_id": {
            "type": [
              "integer",
              "null"
            ]
          },
          "card_no": {
            "type": [
              "string",
              "null"
            ],
            "description": "The RFID card that started it, if one did"
          },
          "start_mode": {
            "type": "integer",
            "description": "order_start_mode dictionary"
          },
          "started_at": {
            "type": "string",
            "description": "Plug-in"
          },
          "charging_from": {
            "type": [
              "string",
              "null"
            ],
            "description": "When energy first flowed"
          },
          "duration_minutes": {
            "type": "integer",
            "description": "Minutes since plug-in"
          },
          "energy_kwh": {
            "type": "number",
            "description": "Energy so far"
          },
          "power_kw": {
            "type": "number",
            "description": "Power now"
          },
          "charge_until": {
            "type": [
              "string",
              "null"
            ],
            "description": "While charging, when the car will be full at this power (energy grows by power_kw until then)"
          },
          "cost_so_far": {
            "$ref": "#/components/schemas/Money"
          },
          "suspect": {
            "type": "boolean"
          },
          "suspect_reason": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/SuspectReason"
              },
              {
                "type": "null"
              }
            ]
          },
          "suspect_since": {
            "type": [
              "string",
              "null"
            ],
            "description": "Since when the charger was silent or the energy still"
          },
          "stop_requested_at": {
            "type": [
              "string",
              "null"
            ],
            "description": "An operator's stop waiting for the charger to be back"
          }
        }
      },
      "SessionPageOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "type": "object",
            "required": [
              "items",
              "total",
              "suspect"
            ],
            "properties": {
              "items": {
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/SessionRow"
                }
              },
              "total": {
                "type": "integer"
              },
              "suspect": {
                "type": "integer",
                "description": "How many of the sessions matching the filters are suspect"
              }
            }
          }
        }
      },
      "PowerSample": {
        "type": "object",
        "required": [
          "at",
          "power_kw",
          "energy_kwh"
        ],
        "properties": {
          "at": {
            "type": "string"
          },
          "power_kw": {
            "type": "number"
          },
          "energy_kwh": {
            "type": "number",
            "description": "Energy delivered by then"
          }
        }
      },
      "OrderEndKind": {
        "type": "string",
        "description": "How the session ended: car (the driver ended it), remote (an operator stopped it), forced (an operator closed\nit in the books while its charger was silent), charger (the charger ended it, e.g. on a restart)\n",
        "enum": [
          "car",
          "remote",
          "forced",
          "charger"
        ]
      },
      "SessionDetail": {
        "allOf": [
          {
            "$ref": "#/components/schemas/SessionRow"
          },
          {
            "type": "object",
            "required": [
              "free_park_minutes",
              "power_curve",
              "price_lines",
              "ended_at",
              "end_kind",
              "order_id",
              "stopped_by",
              "stop_reason"
            ],
            "properties": {
              "free_park_minutes": {
                "type": "integer"
              },
              "power_curve": {
                "description": "One sample per simulated minute from the start of charging (at most the last day)",
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/PowerSample"
                }
              },
              "price_lines": {
                "description": "The bill so far by the station's template (the order's own tariff once ended), priced as the order's price lines are: minute by minute at the time-of-use period each minute falls in, one energy line per period used",
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/OrderPriceLine"
                }
              },
              "ended_at": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "end_kind": {
                "oneOf": [
                  {
                    "$ref": "#/components/schemas/OrderEndKind"
                  },
                  {
                    "type": "null"
                  }
                ]
              },
              "order_id": {
                "type": [
                  "integer",
                  "null"
                ],
                "description": "The order it became, once ended and charged"
              },
              "stopped_by": {
                "type": [
                  "string",
                  "null"
                ],
                "description": "Username of the operator who stopped it"
              },
              "stop_reason": {
                "type": "string"
              }
            }
          }
        ]
      },
      "SessionOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "$ref": "#/components/schemas/SessionDetail"
          }
        }
      },
      "SessionStopParams": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "id",
          "reason"
        ],
        "properties": {
          "id": {
            "type": "integer",
            "minimum": 1,
            "title": "id"
          },
          "reason": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200,
            "pattern": "\\S",
            "title": "reason"
          },
          "force": {
            "type": "integer",
            "enum": [
              0,
              1
            ],
            "default": 0,
            "title": "close in the books",
            "description": "1 closes the session at its last known energy when its charger cannot be reached"
          }
        }
      },
      "SessionStopOutcome": {
        "type": "string",
        "description": "stopped: ended now; queued: carried out when the charger is back; closed: closed in the books",
        "enum": [
          "stopped",
          "queued",
          "closed"
        ]
      },
      "SessionStopOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "type": "object",
            "required": [
              "outcome",
              "session"
            ],
            "properties": {
              "outcome": {
                "$ref": "#/components/schemas/SessionStopOutcome"
              },
              "session": {
                "$ref": "#/components/schemas/SessionDetail"
              }
            }
          }
        }
      },
      "RemoteStartParams": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "port_id",
          "customer_id",
          "reason"
        ],
        "not": {
          "properties": {
            "limit_wh": true,
            "limit_amount": true
          },
          "required": [
            "limit_wh",
            "limit_amount"
          ]
        },
        "properties": {
          "port_id": {
            "type": "integer",
            "minimum": 1,
            "title": "charging port"
          },
          "customer_id": {
            "type": "integer",
            "minimum": 1,
            "title": "customer"
          },
          "limit_wh": {
            "type": "integer",
            "minimum": 1,
            "maximum": 1000000,
            "title": "energy limit",
            "description": "Stop once this much energy (Wh) has been delivered"
          },
          "limit_amount": {
            "allOf": [
              {
                "$ref": "#/components/schemas/Money"
              }
            ],
            "title": "amount limit",
            "description": "Stop once the session's cost so far reaches this amount (the network's currency)"
          },
          "reason": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200,
            "pattern": "\\S",
            "title": "reason"
          }
        }
      },
      "RemoteStart": {
        "type": "object",
        "required": [
          "session",
          "limit_wh",
          "limit_amount"
        ],
        "properties": {
          "session": {
            "$ref": "#/components/schemas/SessionDetail"
          },
          "limit_wh": {
            "type": [
              "integer",
              "null"
            ]
          },
          "limit_amount": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/Money"
              },
              {
                "type": "null"
              }
            ]
          }
        }
      },
      "RemoteStartOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "$ref": "#/components/schemas/RemoteStart"
          }
        }
      },
      "StationMapPoint": {
        "type": "object",
        "required": [
          "id",
          "name",
          "city",
          "lng",
          "lat",
          "status",
          "state",
          "chargers",
          "chargers_online",
          "ports",
          "ports_in_session",
          "ports_faulted"
        ],
        "properties": {
          "id": {
            "type": "integer"
          },
          "name": {
            "type": "string"
          },
          "city": {
            "type": "string"
          },
          "lng": {
            "type": "number"
          },
          "lat": {
            "type": "number"
          },
          "status": {
            "$ref": "#/components/schemas/StationStatus"
          },
          "state": {
            "type": "string",
            "enum": [
              "free",
              "charging",
              "fault",
              "offline",
              "inactive"
            ]
          },
          "chargers": {
            "type": "integer"
          },
          "chargers_online": {
            "type": "integer"
          },
          "ports": {
            "type": "integer"
          },
          "ports_in_session": {
            "type": "integer"
          },
          "ports_faulted": {
            "type": "integer"
          }
        }
      },
      "StationMapOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "type": "object",
            "required": [
              "items"
            ],
            "properties": {
              "items": {
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/StationMapPoint"
                }
              }
            }
          }
        }
      },
      "TimelineKind": {
        "type": "string",
        "title": "kind",
        "enum": [
          "status",
          "session",
          "alarm",
          "command"
        ]
      },
      "TimelineParams": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "station_id": {
            "type": "integer",
            "minimum": 1,
            "title": "station"
          },
          "pile_id": {
            "type": "integer",
            "minimum": 1,
            "title": "charger"
          },
          "port_id": {
            "type": "integer",
            "minimum": 1,
            "title": "charging port"
          },
          "kind": {
            "$ref": "#/components/schemas/TimelineKind"
          },
          "from": {
            "allOf": [
              {
                "$ref": "#/components/schemas/RecordTime"
              }
            ],
            "title": "from",
            "description": "Events at or after this time"
          },
          "to": {
            "allOf": [
              {
                "$ref": "#/components/schemas/RecordTime"
              }
            ],
            "title": "until",
            "description": "Events at or before this time (a day includes the whole day)"
          }
        },
        "allOf": [
          {
            "description": "A station, a charger or a port is named.",
            "type": "object",
            "anyOf": [
              {
                "required": [
                  "station_id"
                ]
              },
              {
                "required": [
                  "pile_id"
                ]
              },
              {
                "required": [
                  "port_id"
                ]
              }
            ],
            "x-message": "timelineScope",
            "x-field": "station_id"
          },
          {
            "description": "The range's start is not after its end (a day as the end includes the whole day).",
            "x-field-rule": {
              "field": "from",
              "notAfter": "to"
            },
            "x-message": "rangeReversed",
            "x-field": "to"
          }
        ]
      },
      "TimelineEvent": {
        "type": "string",
        "description": "status (a charger's or port's status changed), session_started, session_ended, alarm_raised,\nalarm_acknowledged, alarm_repaired, command (an operator's call from the operation log)\n",
        "enum": [
          "status",
          "session_started",
          "session_ended",
          "alarm_raised",
          "alarm_acknowledged",
          "alarm_repaired",
          "command"
        ]
      },
      "TimelineEntry": {
        "type": "object",
        "required": [
          "at",
          "kind",
          "event",
          "station_id",
          "pile_id",
          "pile_name",
          "port_id",
          "port_code",
          "status_from",
          "status_to",
          "session_id",
          "order_id",
          "order_no",
          "energy_kwh",
          "end_kind",
          "alarm_id",
          "code",
          "message",
          "operation_id",
          "username",
          "result_code",
          "reason"
        ],
        "properties": {
          "at": {
            "type": "string"
          },
          "kind": {
            "$ref": "#/components/schemas/TimelineKind"
          },
          "event": {
            "$ref": "#/components/schemas/TimelineEvent"
          },
          "station_id": {
            "type": [
              "integer",
              "null"
            ]
          },
          "pile_id": {
            "type": [
              "integer",
              "null"
            ]
          },
          "pile_name": {
            "type": [
              "string",
              "null"
            ]
          },
          "port_id": {
            "type": [
              "integer",
              "null"
            ]
          },
          "port_code": {
            "type": [
              "string",
              "null"
            ]
          },
          "status_from": {
            "type": [
              "integer",
              "null"
            ],
            "description": "pile_status, or port_status when port_id is set"
          },
          "status_to": {
            "type": [
              "integer",
              "null"
            ]
          },
          "session_id": {
            "type": [
              "integer",
              "null"
            ]
          },
          "order_id": {
            "type": [
              "integer",
              "null"
            ]
          },
          "order_no": {
            "type": [
              "string",
              "null"
            ]
          },
          "energy_kwh": {
            "type": [
              "number",
              "null"
            ]
          },
          "end_kind": {
            "type": [
              "string",
              "null"
            ],
            "description": "How a session ended (OrderEndKind)"
          },
          "alarm_id": {
            "type": [
              "integer",
              "null"
            ]
          },
          "code": {
            "type": [
              "string",
              "null"
            ],
            "description": "The alarm's code"
          },
          "message": {
            "type": [
              "string",
              "null"
            ],
            "description": "The alarm's message, or the command's result message"
          },
          "operation_id": {
            "type": [
              "string",
              "null"
            ],
            "description": "The operation an operator called"
          },
          "username": {
            "type": [
              "string",
              "null"
            ],
            "description": "Who acknowledged, repaired, stopped or called"
          },
          "result_code": {
            "type": [
              "string",
              "null"
            ],
            "description": "The command's answer code"
          },
          "reason": {
            "type": [
              "string",
              "null"
            ],
            "description": "Why: a stop's reason, a repair note, a command's reason"
          }
        }
      },
      "TimelinePageOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "type": "object",
            "required": [
              "items",
              "total"
            ],
            "properties": {
              "items": {
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/TimelineEntry"
                }
              },
              "total": {
                "type": "integer"
              }
            }
          }
        }
      },
      "UptimeDay": {
        "type": "string",
        "format": "date",
        "pattern": "^20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)$",
        "title": "until",
        "description": "The last day of the period, a calendar day of the network's time zone (YYYY-MM-DD); by default today"
      },
      "UptimeListParams": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "station_id": {
            "type": "integer",
            "minimum": 1,
            "title": "station"
          },
          "port_id": {
            "type": "integer",
            "minimum": 1,
            "title": "charging port",
            "description": "One port's row alone (the port page's figures); `total` and `below_target` count it alone"
          },
          "to": {
            "$ref": "#/components/schemas/UptimeDay"
          }
        }
      },
      "UptimeFigures": {
        "type": "object",
        "required": [
          "period_minutes",
          "t_outage",
          "t_excluded",
          "uptime"
        ],
        "properties": {
          "period_minutes": {
            "type": "integer",
            "description": "Minutes of the period the port existed in (525,600 for a whole rolling year)"
          },
          "t_outage": {
            "type": "integer",
            "description": "Minutes the port was down in the period, each counted once"
          },
          "t_excluded": {
            "type": "integer",
            "description": "Of those, the minutes every covering outage was excluded"
          },
          "uptime": {
            "type": "number",
            "description": "(period_minutes − (t_outage − t_excluded)) / period_minutes × 100, three decimals"
          }
        }
      },
      "UptimeMonth": {
        "allOf": [
          {
            "$ref": "#/components/schemas/UptimeFigures"
          },
          {
            "type": "object",
            "required": [
              "month"
            ],
            "properties": {
              "month": {
                "type": "string",
                "description": "YYYY-MM; the first and last months of a period are partial"
              }
            }
          }
        ]
      },
      "PortUptime": {
        "type": "object",
        "required": [
          "port_id",
          "port_code",
          "port_name",
          "pile_id",
          "pile_name",
          "station_id",
          "station_name",
          "year",
          "months"
        ],
        "properties": {
          "port_id": {
            "type": "integer"
          },
          "port_code": {
            "type": "string"
          },
          "port_name": {
            "type": "string"
          },
          "pile_id": {
            "type": "integer"
          },
          "pile_name": {
            "type": "string"
          },
          "station_id": {
            "type": "integer"
          },
          "station_name": {
            "type": "string"
          },
          "year": {
            "$ref": "#/components/schemas/UptimeFigures"
          },
          "months": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/UptimeMonth"
            }
          }
        }
      },
      "UptimePageOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "type": "object",
            "required": [
              "items",
              "total",
              "below_target",
              "target",
              "from",
              "to",
              "time_zone"
            ],
            "properties": {
              "items": {
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/PortUptime"
                }
              },
              "total": {
                "type": "integer"
              },
              "below_target": {
                "type": "integer",
                "description": "Ports of the selection whose rolling-year uptime is below the target"
              },
              "target": {
                "type": "number",
                "description": "The uptime a funded port must keep: 97"
              },
              "from": {
                "type": "string",
                "description": "The period's first day (YYYY-MM-DD)"
              },
              "to": {
                "type": "string",
                "description": "The period's last day (YYYY-MM-DD)"
              },
              "time_zone": {
                "type": "string",
                "description": "The zone whose days and months the figures follow"
              }
            }
          }
        }
      },
      "OutageCause": {
        "type": "string",
        "description": "charger_offline (the charger stopped talking), charger_fault (the charger reports a fault), port_fault,\nout_of_service (an operator or the charger took the port out of service), stuck_session (a session that\nstopped delivering energy held the port past the suspect delay)\n",
        "enum": [
          "charger_offline",
          "charger_fault",
          "port_fault",
          "out_of_service",
          "stuck_session"
        ]
      },
      "OutageExclusionReason": {
        "type": "string",
        "description": "The causes of 23 CFR 680.116(b)(3): utility (electric utility service interruption, failure or\nmaintenance), vehicle (the vehicle's fault), maintenance (scheduled maintenance), vandalism,\nnatural_disaster, outside_hours (outside the port's posted hours of operation)\n",
        "enum": [
          "utility",
          "vehicle",
          "maintenance",
          "vandalism",
          "natural_disaster",
          "outside_hours"
        ]
      },
      "PortOutage": {
        "type": "object",
        "required": [
          "id",
          "cause",
          "port_id",
          "pile_id",
          "started_at",
          "ended_at",
          "minutes",
          "excluded_reason",
          "excluded_note",
          "excluded_by",
          "excluded_at"
        ],
        "properties": {
          "id": {
            "type": "integer"
          },
          "cause": {
            "$ref": "#/components/schemas/OutageCause"
          },
          "port_id": {
            "type": [
              "integer",
              "null"
            ],
            "description": "Null for an outage of the whole charger"
          },
          "pile_id": {
            "type": "integer"
          },
          "started_at": {
            "type": "string"
          },
          "ended_at": {
            "type": [
              "string",
              "null"
            ],
            "description": "Null while the outage lasts"
          },
          "minutes": {
            "type": "integer",
            "description": "Its minutes inside the period (up to now while it lasts)"
          },
          "excluded_reason": {
            "oneOf": [
              {
                "$ref": "#/components/schemas/OutageExclusionReason"
              },
              {
                "type": "null"
              }
            ]
          },
          "excluded_note": {
            "type": "string"
          },
          "excluded_by": {
            "type": [
              "string",
              "null"
            ],
            "description": "Who excluded it (user name)"
          },
          "excluded_at": {
            "type": [
              "string",
              "null"
            ]
          }
        }
      },
      "PortOutagePageOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "type": "object",
            "required": [
              "items",
              "total"
            ],
            "properties": {
              "items": {
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/PortOutage"
                }
              },
              "total": {
                "type": "integer"
              }
            }
          }
        }
      },
      "OutageExclusionChoice": {
        "type": "string",
        "title": "reason",
        "description": "An exclusion reason (OutageExclusionReason), or none to count the outage again",
        "enum": [
          "none",
          "utility",
          "vehicle",
          "maintenance",
          "vandalism",
          "natural_disaster",
          "outside_hours"
        ]
      },
      "OutageExclusionParams": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "id",
          "reason"
        ],
        "properties": {
          "id": {
            "type": "integer",
            "minimum": 1,
            "title": "outage"
          },
          "reason": {
            "$ref": "#/components/schemas/OutageExclusionChoice"
          },
          "note": {
            "type": "string",
            "maxLength": 500,
            "title": "note"
          }
        },
        "allOf": [
          {
            "description": "An exclusion says what shows the outage was outside the operator's control; counting it again needs no note.",
            "type": "object",
            "if": {
              "type": "object",
              "properties": {
                "reason": {
                  "not": {
                    "const": "none"
                  }
                }
              },
              "required": [
                "reason"
              ]
            },
            "then": {
              "type": "object",
              "required": [
                "note"
              ],
              "properties": {
                "note": {
                  "type": "string",
                  "pattern": "\\S"
                }
              }
            },
            "x-message": "exclusionNoteMissing",
            "x-field": "note"
          }
        ]
      },
      "PortOutageOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "$ref": "#/components/schemas/PortOutage"
          }
        }
      },
      "UptimeParams": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "station_id": {
            "type": "integer",
            "minimum": 1,
            "title": "station"
          },
          "to": {
            "$ref": "#/components/schemas/UptimeDay"
          }
        }
      },
      "OcppAction": {
        "type": "string",
        "title": "action",
        "enum": [
          "BootNotification",
          "Heartbeat",
          "StatusNotification",
          "MeterValues",
          "Authorize",
          "StartTransaction",
          "StopTransaction",
          "RemoteStartTransaction",
          "RemoteStopTransaction",
          "UnlockConnector",
          "ChangeAvailability",
          "Reset"
        ]
      },
      "OcppDirection": {
        "type": "string",
        "title": "direction",
        "description": "from_charger: the charger sent it; to_charger: the back office sent it",
        "enum": [
          "from_charger",
          "to_charger"
        ]
      },
      "ChargerMessageParams": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "pile_id"
        ],
        "properties": {
          "pile_id": {
            "type": "integer",
            "minimum": 1,
            "title": "charger"
          },
          "action": {
            "$ref": "#/components/schemas/OcppAction"
          },
          "direction": {
            "$ref": "#/components/schemas/OcppDirection"
          },
          "from": {
            "allOf": [
              {
                "$ref": "#/components/schemas/RecordTime"
              }
            ],
            "title": "from",
            "description": "Messages at or after this time"
          },
          "to": {
            "allOf": [
              {
                "$ref": "#/components/schemas/RecordTime"
              }
            ],
            "title": "until",
            "description": "Messages at or before this time (a day includes the whole day)"
          }
        },
        "allOf": [
          {
            "description": "The range's start is not after its end (a day as the end includes the whole day).",
            "x-field-rule": {
              "field": "from",
              "notAfter": "to"
            },
            "x-message": "rangeReversed",
            "x-field": "to"
          }
        ]
      },
      "OcppMessageType": {
        "type": "string",
        "description": "OCPP-J's message types: CALL (2), CALLRESULT (3), CALLERROR (4)",
        "enum": [
          "CALL",
          "CALLRESULT",
          "CALLERROR"
        ]
      },
      "ChargerMessage": {
        "type": "object",
        "required": [
          "id",
          "at",
          "direction",
          "message_type",
          "action",
          "message_id",
          "payload"
        ],
        "properties": {
          "id": {
            "type": "integer"
          },
          "at": {
            "type": "string"
          },
          "direction": {
            "$ref": "#/components/schemas/OcppDirection"
          },
          "message_type": {
            "$ref": "#/components/schemas/OcppMessageType"
          },
          "action": {
            "$ref": "#/components/schemas/OcppAction"
          },
          "message_id": {
            "type": "string",
            "description": "The CALL's unique id; its CALLRESULT or CALLERROR carries the same"
          },
          "payload": {
            "type": "string",
            "description": "The message's payload as OCPP 1.6-J writes it, JSON text"
          }
        }
      },
      "ChargerMessagePageOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "type": "object",
            "required": [
              "items",
              "total"
            ],
            "properties": {
              "items": {
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/ChargerMessage"
                }
              },
              "total": {
                "type": "integer"
              }
            }
          }
        }
      },
      "PortAvailabilityParams": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "id",
          "availability"
        ],
        "properties": {
          "id": {
            "type": "integer",
            "minimum": 1,
            "title": "id"
          },
          "availability": {
            "type": "string",
            "enum": [
              "operative",
              "inoperative"
            ],
            "title": "availability"
          },
          "reason": {
            "type": "string",
            "maxLength": 200,
            "title": "reason",
            "description": "Required to make it inoperative (maintenance, damage…)"
          }
        },
        "allOf": [
          {
            "description": "A port taken out of service says why.",
            "type": "object",
            "if": {
              "type": "object",
              "properties": {
                "availability": {
                  "const": "inoperative"
                }
              },
              "required": [
                "availability"
              ]
            },
            "then": {
              "type": "object",
              "required": [
                "reason"
              ],
              "properties": {
                "reason": {
                  "type": "string",
                  "pattern": "\\S"
                }
              }
            },
            "x-message": "inoperativeReasonMissing",
            "x-field": "reason"
          }
        ]
      },
      "PortUnlockOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "type": "object",
            "required": [
              "result",
              "port"
            ],
            "properties": {
              "result": {
                "type": "string",
                "enum": [
                  "unlocked"
                ],
                "description": "The charger's answer"
              },
              "port": {
                "$ref": "#/components/schemas/Port"
              }
            }
          }
        }
      },
      "OrderRefundState": {
        "type": "string",
        "description": "How much of the order went back to the customer: none (nothing; a paid order reads Paid), partial (part of\nits total: Partly refunded), full (all of it: Refunded). An order with nothing to refund (a total of 0, or not\npaid) is none.\n",
        "enum": [
          "none",
          "partial",
          "full"
        ]
      },
      "OperatorReason": {
        "type": "string",
        "minLength": 1,
        "maxLength": 200,
        "pattern": "\\S",
        "title": "reason",
        "description": "Why the operator did it; kept in the journal entry and the operation log"
      },
      "JournalEntryOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "$ref": "#/components/schemas/JournalRow"
          }
        }
      },
      "JournalTotals": {
        "type": "object",
        "required": [
          "entries",
          "top_ups",
          "payments",
          "refunds_given",
          "adjustments",
          "net"
        ],
        "properties": {
          "entries": {
            "type": "integer",
            "description": "Every matching entry, not capped"
          },
          "top_ups": {
            "type": "string",
            "description": "Dollars topped up"
          },
          "payments": {
            "type": "string",
            "description": "Dollars paid for orders (gross), as a positive figure"
          },
          "refunds_given": {
            "type": "string",
            "description": "Dollars refunded, by the day given"
          },
          "adjustments": {
            "type": "string",
            "description": "Dollars of adjustments, credits less debits"
          },
          "net": {
            "type": "string",
            "description": "Dollars the entries changed balances by, all types together"
          }
        }
      },
      "JournalTotalsOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "$ref": "#/components/schemas/JournalTotals"
          }
        }
      },
      "DayCloseParams": {
        "type": "object",
        "required": [
          "from",
          "to"
        ],
        "additionalProperties": false,
        "properties": {
          "from": {
            "$ref": "#/components/schemas/StatisticsDate"
          },
          "to": {
            "$ref": "#/components/schemas/StatisticsDate"
          }
        },
        "allOf": [
          {
            "description": "The first day is not after the last (the last is the network's today when not given).",
            "x-field-rule": {
              "field": "from",
              "notAfter": "to",
              "otherwise": "today"
            },
            "x-message": "rangeReversed"
          },
          {
            "description": "At most 731 days, both ends included (counted to today when the last day is not given).",
            "x-field-rule": {
              "field": "from",
              "within": {
                "of": "to",
                "days": 731
              },
              "otherwise": "today"
            },
            "x-message": "rangeTooLong"
          }
        ]
      },
      "CloseFigures": {
        "type": "object",
        "required": [
          "orders",
          "energy_kwh",
          "gross",
          "elect_fee",
          "service_fee",
          "park_fee",
          "refunds_of_orders",
          "net",
          "refunds_given",
          "adjustments",
          "top_ups"
        ],
        "properties": {
          "orders": {
            "type": "integer",
            "description": "The orders started in the days"
          },
          "energy_kwh": {
            "type": "number",
            "description": "Their energy"
          },
          "gross": {
            "allOf": [
              {
                "$ref": "#/components/schemas/Money"
              }
            ],
            "description": "Gross: dollars billed for the orders started in the days (by the order's day)"
          },
          "elect_fee": {
            "allOf": [
              {
                "$ref": "#/components/schemas/Money"
              }
            ],
            "description": "The energy part of gross"
          },
          "service_fee": {
            "allOf": [
              {
                "$ref": "#/components/schemas/Money"
              }
            ],
            "description": "The service (charging time) part of gross"
          },
          "park_fee": {
            "allOf": [
              {
                "$ref": "#/components/schemas/Money"
              }
            ],
            "description": "The idle part of gross"
          },
          "refunds_of_orders": {
            "allOf": [
              {
                "$ref": "#/components/schemas/Money"
              }
            ],
            "description": "Refunds of these orders, whenever given (by the order's day)"
          },
          "net": {
            "allOf": [
              {
                "$ref": "#/components/schemas/Money"
              }
            ],
            "description": "Net: gross less the refunds of the same orders"
          },
          "refunds_given": {
            "allOf": [
              {
                "$ref": "#/components/schemas/Money"
              }
            ],
            "description": "Refunds given in the days, of any order (by the day given)"
          },
          "adjustments": {
            "type": "string",
            "description": "Dollars of balance adjustments made in the days, credits less debits; negative when debits weigh more"
          },
          "top_ups": {
            "allOf": [
              {
                "$ref": "#/components/schemas/Money"
              }
            ],
            "description": "Dollars customers topped up in the days"
          }
        }
      },
      "CloseStationRow": {
        "type": "object",
        "required": [
          "station_id",
          "station_code",
          "station_name",
          "orders",
          "energy_kwh",
          "gross",
          "refunds_of_orders",
          "net"
        ],
        "properties": {
          "station_id": {
            "type": "integer"
          },
          "station_code": {
            "type": "string"
          },
          "station_name": {
            "type": "string"
          },
          "orders": {
            "type": "integer"
          },
          "energy_kwh": {
            "type": "number"
          },
          "gross": {
            "$ref": "#/components/schemas/Money"
          },
          "refunds_of_orders": {
            "$ref": "#/components/schemas/Money"
          },
          "net": {
            "$ref": "#/components/schemas/Money"
          }
        }
      },
      "CloseStartModeRow": {
        "type": "object",
        "required": [
          "start_mode",
          "orders",
          "energy_kwh",
          "gross",
          "refunds_of_orders",
          "net"
        ],
        "properties": {
          "start_mode": {
            "type": "integer",
            "description": "order_start_mode dictionary"
          },
          "orders": {
            "type": "integer"
          },
          "energy_kwh": {
            "type": "number"
          },
          "gross": {
            "$ref": "#/components/schemas/Money"
          },
          "refunds_of_orders": {
            "$ref": "#/components/schemas/Money"
          },
          "net": {
            "$ref": "#/components/schemas/Money"
          }
        }
      },
      "AfterCloseItem": {
        "type": "object",
        "required": [
          "kind",
          "at",
          "booked_on",
          "order_id",
          "order_no",
          "amount"
        ],
        "properties": {
          "kind": {
            "type": "string",
            "enum": [
              "refund",
              "late_order"
            ],
            "description": "A refund of one of the day's orders, or an order of the day paid after the close"
          },
          "at": {
            "type": "string",
            "description": "When it happened (ISO 8601)"
          },
          "booked_on": {
            "type": "string",
            "description": "The network day it is booked on, YYYY-MM-DD"
          },
          "order_id": {
            "type": "integer"
          },
          "order_no": {
            "type": "string"
          },
          "amount": {
            "type": "string",
            "description": "Dollars it changed the day's net by: negative for a refund"
          }
        }
      },
      "ClosedDay": {
        "type": "object",
        "required": [
          "day",
          "closed_at",
          "closed_by",
          "recorded",
          "after_close",
          "after_close_net"
        ],
        "properties": {
          "day": {
            "type": "string",
            "description": "YYYY-MM-DD"
          },
          "closed_at": {
            "type": "string",
            "description": "When it was closed (ISO 8601)"
          },
          "closed_by": {
            "type": "string",
            "description": "Username of the clerk who closed it"
          },
          "recorded": {
            "$ref": "#/components/schemas/CloseFigures"
          },
          "after_close": {
            "type": "array",
            "description": "What changed the day after its close, oldest first; each is booked on its own day",
            "items": {
              "$ref": "#/components/schemas/AfterCloseItem"
            }
          },
          "after_close_net": {
            "type": "string",
            "description": "Dollars the after-close items change the day's net by"
          }
        }
      },
      "DayClose": {
        "type": "object",
        "required": [
          "from",
          "to",
          "figures",
          "by_station",
          "by_start_mode",
          "closed_days",
          "closable"
        ],
        "properties": {
          "from": {
            "type": "string"
          },
          "to": {
            "type": "string"
          },
          "figures": {
            "$ref": "#/components/schemas/CloseFigures"
          },
          "by_station": {
            "type": "array",
            "description": "The 50 stations with the most gross in the days, largest first (the statement lists every station)",
            "items": {
              "$ref": "#/components/schemas/CloseStationRow"
            }
          },
          "by_start_mode": {
            "type": "array",
            "items": {
              "$ref": "#/components/schemas/CloseStartModeRow"
            }
          },
          "closed_days": {
            "type": "array",
            "description": "The days of the range that were closed, oldest first",
            "items": {
              "$ref": "#/components/schemas/ClosedDay"
            }
          },
          "closable": {
            "type": "boolean",
            "description": "The range is one day that has ended and is not closed yet"
          }
        }
      },
      "DayCloseOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "$ref": "#/components/schemas/DayClose"
          }
        }
      },
      "AdjustmentRequestParams": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "customer_id",
          "direction",
          "amount",
          "reason"
        ],
        "properties": {
          "customer_id": {
            "type": "integer",
            "minimum": 1,
            "title": "customer"
          },
          "direction": {
            "type": "string",
            "enum": [
              "credit",
              "debit"
            ],
            "title": "direction",
            "description": "credit adds to the balance, debit takes from it"
          },
          "amount": {
            "type": "string",
            "allOf": [
              {
                "$ref": "#/components/schemas/Money"
              }
            ],
            "minLength": 1,
            "title": "amount",
            "description": "Dollars, more than 0"
          },
          "reason": {
            "$ref": "#/components/schemas/OperatorReason"
          }
        },
        "allOf": [
          {
            "description": "The amount is more than 0.",
            "type": "object",
            "properties": {
              "amount": {
                "type": "string",
                "not": {
                  "enum": [
                    "0",
                    "0.0",
                    "0.00"
                  ]
                }
              }
            },
            "x-message": "amountNotPositive",
            "x-field": "amount"
          }
        ]
      },
      "AdjustmentRequestStatus": {
        "type": "string",
        "enum": [
          "waiting",
          "approved",
          "rejected"
        ],
        "title": "status"
      },
      "AdjustmentRequest": {
        "type": "object",
        "required": [
          "id",
          "customer_id",
          "account",
          "direction",
          "amount",
          "reason",
          "requested_by",
          "requested_at",
          "status",
          "decided_by",
          "decided_at",
          "entry_no"
        ],
        "properties": {
          "id": {
            "type": "integer"
          },
          "customer_id": {
            "type": "integer"
          },
          "account": {
            "type": "string",
            "description": "The customer's account"
          },
          "direction": {
            "type": "string",
            "enum": [
              "credit",
              "debit"
            ]
          },
          "amount": {
            "type": "string",
            "description": "Dollars, always positive: `direction` says which way"
          },
          "reason": {
            "type": "string"
          },
          "requested_by": {
            "type": "string",
            "description": "The requester's account name"
          },
          "requested_at": {
            "type": "string"
          },
          "status": {
            "$ref": "#/components/schemas/AdjustmentRequestStatus"
          },
          "decided_by": {
            "type": [
              "string",
              "null"
            ],
            "description": "Who approved or rejected it"
          },
          "decided_at": {
            "type": [
              "string",
              "null"
            ]
          },
          "entry_no": {
            "type": [
              "string",
              "null"
            ],
            "description": "The journal entry an approval wrote"
          }
        }
      },
      "AdjustmentRequestOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "$ref": "#/components/schemas/AdjustmentRequest"
          }
        }
      },
      "AdjustmentRequestPageOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "type": "object",
            "required": [
              "items",
              "total"
            ],
            "properties": {
              "items": {
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/AdjustmentRequest"
                }
              },
              "total": {
                "type": "integer"
              }
            }
          }
        }
      },
      "OrderRefundParams": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "id",
          "amount",
          "reason"
        ],
        "properties": {
          "id": {
            "type": "integer",
            "minimum": 1,
            "title": "id"
          },
          "amount": {
            "type": "string",
            "allOf": [
              {
                "$ref": "#/components/schemas/Money"
              }
            ],
            "minLength": 1,
            "title": "refund amount",
            "description": "Dollars, more than 0 and at most what is left to refund"
          },
          "reason": {
            "$ref": "#/components/schemas/OperatorReason"
          }
        },
        "allOf": [
          {
            "description": "The amount is more than 0.",
            "type": "object",
            "properties": {
              "amount": {
                "type": "string",
                "not": {
                  "enum": [
                    "0",
                    "0.0",
                    "0.00"
                  ]
                }
              }
            },
            "x-message": "amountNotPositive",
            "x-field": "amount"
          }
        ]
      },
      "OrderTotals": {
        "type": "object",
        "required": [
          "orders",
          "energy_kwh",
          "elect_fee",
          "service_fee",
          "park_fee",
          "gross",
          "refunded",
          "net"
        ],
        "properties": {
          "orders": {
            "type": "integer",
            "description": "Every matching order, not capped"
          },
          "energy_kwh": {
            "type": "number"
          },
          "elect_fee": {
            "$ref": "#/components/schemas/Money"
          },
          "service_fee": {
            "$ref": "#/components/schemas/Money"
          },
          "park_fee": {
            "$ref": "#/components/schemas/Money"
          },
          "gross": {
            "allOf": [
              {
                "$ref": "#/components/schemas/Money"
              }
            ],
            "description": "Gross: dollars billed for the matching orders"
          },
          "refunded": {
            "allOf": [
              {
                "$ref": "#/components/schemas/Money"
              }
            ],
            "description": "Refunds of the matching orders, whenever given (by the order's day)"
          },
          "net": {
            "allOf": [
              {
                "$ref": "#/components/schemas/Money"
              }
            ],
            "description": "Net: gross less the refunds of the same orders"
          }
        }
      },
      "OrderTotalsOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "$ref": "#/components/schemas/OrderTotals"
          }
        }
      },
      "PricePreviewFigures": {
        "type": "object",
        "required": [
          "sessions",
          "energy_kwh",
          "income_before",
          "income_after",
          "change"
        ],
        "properties": {
          "sessions": {
            "type": "integer",
            "description": "Finished sessions of the last 30 days"
          },
          "energy_kwh": {
            "type": "number",
            "description": "kWh, 3 decimals"
          },
          "income_before": {
            "allOf": [
              {
                "$ref": "#/components/schemas/Money"
              }
            ],
            "description": "At the current fees"
          },
          "income_after": {
            "allOf": [
              {
                "$ref": "#/components/schemas/Money"
              }
            ],
            "description": "At the proposed fees"
          },
          "change": {
            "type": "string",
            "description": "Dollars, after minus before (negative when income falls)"
          }
        }
      },
      "PricePreviewStation": {
        "allOf": [
          {
            "type": "object",
            "required": [
              "station_id",
              "station_code",
              "station_name"
            ],
            "properties": {
              "station_id": {
                "type": "integer"
              },
              "station_code": {
                "type": "string"
              },
              "station_name": {
                "type": "string"
              }
            }
          },
          {
            "$ref": "#/components/schemas/PricePreviewFigures"
          }
        ]
      },
      "PricePreviewSession": {
        "type": "object",
        "required": [
          "basis",
          "energy_kwh",
          "charging_minutes",
          "idle_minutes",
          "cost_before",
          "cost_after",
          "change"
        ],
        "properties": {
          "basis": {
            "type": "string",
            "enum": [
              "median",
              "reference"
            ],
            "description": "median: the medians of the sessions; reference: 20 kWh, 60 minutes, 20 idle minutes"
          },
          "energy_kwh": {
            "type": "number"
          },
          "charging_minutes": {
            "type": "integer"
          },
          "idle_minutes": {
            "type": "integer"
          },
          "cost_before": {
            "$ref": "#/components/schemas/Money"
          },
          "cost_after": {
            "$ref": "#/components/schemas/Money"
          },
          "change": {
            "type": "string",
            "description": "Dollars, after minus before"
          }
        }
      },
      "PricePreview": {
        "type": "object",
        "required": [
          "template_id",
          "range",
          "stations",
          "totals",
          "typical"
        ],
        "properties": {
          "template_id": {
            "type": "integer"
          },
          "range": {
            "type": "object",
            "required": [
              "from",
              "to"
            ],
            "description": "The network days whose sessions were re-priced",
            "properties": {
              "from": {
                "type": "string"
              },
              "to": {
                "type": "string"
              }
            }
          },
          "stations": {
            "type": "array",
            "description": "Every station charging with the template, most income after first",
            "items": {
              "$ref": "#/components/schemas/PricePreviewStation"
            }
          },
          "totals": {
            "$ref": "#/components/schemas/PricePreviewFigures"
          },
          "typical": {
            "$ref": "#/components/schemas/PricePreviewSession"
          }
        }
      },
      "PricePreviewOk": {
        "type": "object",
        "required": [
          "code",
          "msg",
          "data"
        ],
        "properties": {
          "code": {
            "$ref": "#/components/schemas/SuccessCode"
          },
          "msg": {
            "type": "string"
          },
          "data": {
            "$ref": "#/components/schemas/PricePreview"
          }
        }
      }
    }
  }
};
