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
    },
    {
      "name": "station",
      "description": "Stations, their onboarding audit, status, load balancing and price"
    },
    {
      "name": "price",
      "description": "Price templates"
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
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "type": "object",
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
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/PriceTemplateInput"
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
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
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
          "$ref": "#/components/requestBodies/ById"
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
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/StationInput"
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
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
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
          "$ref": "#/components/requestBodies/ById"
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
          "$ref": "#/components/requestBodies/ById"
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
                "required": [
                  "params"
                ],
                "properties": {
                  "token": {
                    "type": "string"
                  },
                  "params": {
                    "$ref": "#/components/schemas/IdParams"
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
              "required": [
                "params"
              ],
              "properties": {
                "token": {
                  "type": "string"
                },
                "params": {
                  "$ref": "#/components/schemas/IdParams"
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
        "description": "401 no or unknown session; 1005 expired session; 403 permission denied; 404 missing record;\n1001 invalid input; 1002 wrong or expired captcha; 1003 wrong account or password; 1004 too many\nfailed sign-ins; 1006 account disabled; 1007 old password wrong; 1008 conflicts with an existing record\n(duplicate, still in use); 1009 not allowed in the record's current state; 500 server fault.\n",
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
          1009
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
          "InvalidState"
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
        "properties": {
          "page": {
            "type": "integer",
            "title": "page",
            "minimum": 1,
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
        "description": "Dollars with at most two decimals, as a string (`\"12.50\"`).",
        "type": "string",
        "format": "money",
        "maxLength": 12
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
            "allOf": [
              {
                "$ref": "#/components/schemas/Money"
              }
            ],
            "minLength": 1,
            "title": "electricity fee"
          },
          "servicefee": {
            "allOf": [
              {
                "$ref": "#/components/schemas/Money"
              }
            ],
            "minLength": 1,
            "title": "service fee"
          },
          "parkfee": {
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
      "StationListParams": {
        "type": "object",
        "properties": {
          "name": {
            "type": "string",
            "maxLength": 64,
            "title": "station name",
            "description": "Part of the name or the StationID"
          },
          "status": {
            "type": "integer",
            "minimum": 0,
            "maximum": 5,
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
        }
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
            "minLength": 1,
            "maxLength": 6,
            "title": "pre-authorization amount"
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
            "type": "integer"
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
            "type": "integer"
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
      }
    }
  }
};
