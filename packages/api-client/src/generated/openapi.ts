// Generated from openapi/pcharging.yaml by `npm run codegen`. Do not edit.

/** The OpenAPI document as data, for request validation and answer conformance checks. */
export const openapiDocument: Readonly<Record<string, unknown>> = {
  "openapi": "3.1.0",
  "info": {
    "title": "pcharging legacy API (_pcharging)",
    "version": "1.0.0",
    "description": "The legacy PHP back-office API of a charging-network operator, as the web app speaks it.\n\nWire conventions:\n- Every answer is HTTP 200 with `{ code, msg, data }`. Success is `200` or `'100000'`.\n  Other codes are listed in `ResultCode` and, per operation, in `x-error-codes`.\n- Request bodies are `application/x-www-form-urlencoded`: business fields as `params[key]=value`\n  (arrays and objects JSON-encoded), paging as `pageinfo[page]` and `pageinfo[perpage]`, and the\n  session token both as the body field `token` and as the header `token`.\n- `Accept-Language` (`en`, `fr`, `zh-cn`) picks the language of `msg` and of dictionary names.\n- `x-permission` names the action string an operation requires (from `x-permissions`).\n  `authenticated` means any valid session; an operation without it (`x-public: true`) needs none.\n- An empty optional field means \"not set\"; `format` rules (email, money) apply to non-empty values.\n- `x-mutating: true` marks an operation that changes state: it is recorded in the operation log.\n"
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
        "edit"
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
      ]
    },
    "money": {
      "order": [
        "list",
        "export"
      ],
      "journal": [
        "list",
        "export"
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
  "tags": [
    {
      "name": "auth",
      "description": "Sign-in, captcha, session and own account"
    },
    {
      "name": "base",
      "description": "Dictionaries and files"
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
        "description": "Single use; expires after 2 minutes. Fetching a new one replaces the previous one.",
        "x-public": true,
        "responses": {
          "200": {
            "description": "The captcha image",
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
                "required": [
                  "params"
                ],
                "properties": {
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
      "TokenOnly": {
        "required": false,
        "content": {
          "application/x-www-form-urlencoded": {
            "schema": {
              "type": "object",
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
        "description": "401 no or unknown session; 1005 expired session; 403 permission denied; 404 missing record;\n1001 invalid input; 1002 wrong or expired captcha; 1003 wrong account or password; 1004 too many\nfailed sign-ins; 1006 account disabled; 1007 old password wrong; 500 server fault.\n",
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
          1007
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
          "OldPasswordWrong"
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
        }
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
            "type": "string",
            "title": "email",
            "format": "email",
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
          "order_start_mode",
          "journal_type",
          "fee_type",
          "connector_type"
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
      }
    }
  }
};
