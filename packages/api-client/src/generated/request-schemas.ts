// Generated from openapi/pcharging.yaml by `npm run codegen`. Do not edit.

export interface RequestSchema {
  readonly mediaType: 'application/x-www-form-urlencoded' | 'multipart/form-data';
  readonly schema: Readonly<Record<string, unknown>>;
}

/** Each operation's request body schema, every $ref inlined; null for an operation that takes no body. */
export const requestSchemas: Readonly<Record<string, RequestSchema | null>> = {
  "getCaptcha": null,
  "getCapabilities": {
    "mediaType": "application/x-www-form-urlencoded",
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "token": {
          "type": "string"
        }
      }
    }
  },
  "login": {
    "mediaType": "application/x-www-form-urlencoded",
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
              "type": "string",
              "pattern": "^[0-9a-fA-F]{32}$",
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
        }
      }
    }
  },
  "logout": {
    "mediaType": "application/x-www-form-urlencoded",
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "token": {
          "type": "string"
        }
      }
    }
  },
  "getCurrentUser": {
    "mediaType": "application/x-www-form-urlencoded",
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "token": {
          "type": "string"
        }
      }
    }
  },
  "changePassword": {
    "mediaType": "application/x-www-form-urlencoded",
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
            "oldPwd",
            "pwd",
            "id"
          ],
          "properties": {
            "oldPwd": {
              "type": "string",
              "pattern": "^[0-9a-fA-F]{32}$",
              "title": "old password"
            },
            "pwd": {
              "type": "string",
              "pattern": "^[0-9a-fA-F]{32}$",
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
        }
      }
    }
  },
  "updateProfile": {
    "mediaType": "application/x-www-form-urlencoded",
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
              "description": "An e-mail address as the server reads it: a local part without spaces, quotes or `<>()[]\\,;:@` (dots only\nbetween characters), `@`, and a host name with a top-level domain of two letters or more or an IPv4 literal\n(`[192.0.2.1]`); empty only where the field is optional.\n",
              "type": "string",
              "format": "email",
              "pattern": "^([^<>()[\\]\\\\.,;:\\s@\"]+(\\.[^<>()[\\]\\\\.,;:\\s@\"]+)*@(([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\\.)+[A-Za-z]{2,}|\\[(0{0,2}\\d|0?[1-9]\\d|1\\d\\d|2[0-4]\\d|25[0-5])\\.(0{0,2}\\d|0?[1-9]\\d|1\\d\\d|2[0-4]\\d|25[0-5])\\.(0{0,2}\\d|0?[1-9]\\d|1\\d\\d|2[0-4]\\d|25[0-5])\\.(0{0,2}\\d|0?[1-9]\\d|1\\d\\d|2[0-4]\\d|25[0-5])\\]))?$",
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
        }
      }
    }
  },
  "getFileInfo": {
    "mediaType": "application/x-www-form-urlencoded",
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
        }
      }
    }
  },
  "uploadImage": {
    "mediaType": "multipart/form-data",
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
    }
  },
  "getDictionary": null,
  "listSessions": {
    "mediaType": "application/x-www-form-urlencoded",
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
        "pageinfo": {
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
        }
      }
    }
  },
  "getSession": {
    "mediaType": "application/x-www-form-urlencoded",
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
            "id"
          ],
          "properties": {
            "id": {
              "type": "integer",
              "title": "id",
              "minimum": 1
            }
          },
          "unevaluatedProperties": false
        }
      }
    }
  },
  "stopSession": {
    "mediaType": "application/x-www-form-urlencoded",
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
        }
      }
    }
  },
  "startSessionRemotely": {
    "mediaType": "application/x-www-form-urlencoded",
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
                  "description": "Dollars with at most two decimals, as a string (`\"12.50\"`): no sign, no leading zero (`\"00000000000\"` is\nrefused), empty only where the field is optional.\n",
                  "type": "string",
                  "format": "money",
                  "pattern": "^((0|[1-9]\\d*)(\\.\\d{1,2})?)?$",
                  "maxLength": 12
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
        }
      }
    }
  },
  "listStationMap": {
    "mediaType": "application/x-www-form-urlencoded",
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "token": {
          "type": "string"
        }
      }
    }
  },
  "listTimeline": {
    "mediaType": "application/x-www-form-urlencoded",
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
              "type": "string",
              "title": "kind",
              "enum": [
                "status",
                "session",
                "alarm",
                "command"
              ]
            },
            "from": {
              "allOf": [
                {
                  "description": "An ISO 8601 date and time with a zone (`2026-03-01T08:30:00Z`, `2026-03-01T08:30:00-05:00`), or a calendar\nday (`2026-03-01`, a day of the network's time zone). A day as the end of a range includes the whole day.\nEmpty means not set.\n",
                  "type": "string",
                  "maxLength": 40,
                  "pattern": "^(20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)(T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d{1,3})?)?(Z|[+-]([01]\\d|2[0-3]):[0-5]\\d))?)?$"
                }
              ],
              "title": "from",
              "description": "Events at or after this time"
            },
            "to": {
              "allOf": [
                {
                  "description": "An ISO 8601 date and time with a zone (`2026-03-01T08:30:00Z`, `2026-03-01T08:30:00-05:00`), or a calendar\nday (`2026-03-01`, a day of the network's time zone). A day as the end of a range includes the whole day.\nEmpty means not set.\n",
                  "type": "string",
                  "maxLength": 40,
                  "pattern": "^(20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)(T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d{1,3})?)?(Z|[+-]([01]\\d|2[0-3]):[0-5]\\d))?)?$"
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
        "pageinfo": {
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
        }
      }
    }
  },
  "exportTimeline": {
    "mediaType": "application/x-www-form-urlencoded",
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
              "type": "string",
              "title": "kind",
              "enum": [
                "status",
                "session",
                "alarm",
                "command"
              ]
            },
            "from": {
              "allOf": [
                {
                  "description": "An ISO 8601 date and time with a zone (`2026-03-01T08:30:00Z`, `2026-03-01T08:30:00-05:00`), or a calendar\nday (`2026-03-01`, a day of the network's time zone). A day as the end of a range includes the whole day.\nEmpty means not set.\n",
                  "type": "string",
                  "maxLength": 40,
                  "pattern": "^(20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)(T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d{1,3})?)?(Z|[+-]([01]\\d|2[0-3]):[0-5]\\d))?)?$"
                }
              ],
              "title": "from",
              "description": "Events at or after this time"
            },
            "to": {
              "allOf": [
                {
                  "description": "An ISO 8601 date and time with a zone (`2026-03-01T08:30:00Z`, `2026-03-01T08:30:00-05:00`), or a calendar\nday (`2026-03-01`, a day of the network's time zone). A day as the end of a range includes the whole day.\nEmpty means not set.\n",
                  "type": "string",
                  "maxLength": 40,
                  "pattern": "^(20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)(T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d{1,3})?)?(Z|[+-]([01]\\d|2[0-3]):[0-5]\\d))?)?$"
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
        }
      }
    }
  },
  "listPortUptime": {
    "mediaType": "application/x-www-form-urlencoded",
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
              "type": "string",
              "format": "date",
              "pattern": "^20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)$",
              "title": "until",
              "description": "The last day of the period, a calendar day of the network's time zone (YYYY-MM-DD); by default today"
            }
          }
        },
        "pageinfo": {
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
        }
      }
    }
  },
  "listPortOutages": {
    "mediaType": "application/x-www-form-urlencoded",
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
              "type": "string",
              "format": "date",
              "pattern": "^20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)$",
              "title": "until",
              "description": "The last day of the period, a calendar day of the network's time zone (YYYY-MM-DD); by default today"
            }
          }
        },
        "pageinfo": {
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
        }
      }
    }
  },
  "excludePortOutage": {
    "mediaType": "application/x-www-form-urlencoded",
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
            "reason"
          ],
          "properties": {
            "id": {
              "type": "integer",
              "minimum": 1,
              "title": "outage"
            },
            "reason": {
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
        }
      }
    }
  },
  "exportPortUptime": {
    "mediaType": "application/x-www-form-urlencoded",
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
            "station_id": {
              "type": "integer",
              "minimum": 1,
              "title": "station"
            },
            "to": {
              "type": "string",
              "format": "date",
              "pattern": "^20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)$",
              "title": "until",
              "description": "The last day of the period, a calendar day of the network's time zone (YYYY-MM-DD); by default today"
            }
          }
        }
      }
    }
  },
  "listAlarms": {
    "mediaType": "application/x-www-form-urlencoded",
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
              ],
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
                  "description": "An ISO 8601 date and time with a zone (`2026-03-01T08:30:00Z`, `2026-03-01T08:30:00-05:00`), or a calendar\nday (`2026-03-01`, a day of the network's time zone). A day as the end of a range includes the whole day.\nEmpty means not set.\n",
                  "type": "string",
                  "maxLength": 40,
                  "pattern": "^(20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)(T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d{1,3})?)?(Z|[+-]([01]\\d|2[0-3]):[0-5]\\d))?)?$"
                }
              ],
              "title": "raised from",
              "description": "Alarms raised at or after this time"
            },
            "raised_to": {
              "allOf": [
                {
                  "description": "An ISO 8601 date and time with a zone (`2026-03-01T08:30:00Z`, `2026-03-01T08:30:00-05:00`), or a calendar\nday (`2026-03-01`, a day of the network's time zone). A day as the end of a range includes the whole day.\nEmpty means not set.\n",
                  "type": "string",
                  "maxLength": 40,
                  "pattern": "^(20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)(T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d{1,3})?)?(Z|[+-]([01]\\d|2[0-3]):[0-5]\\d))?)?$"
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
        "pageinfo": {
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
        }
      }
    }
  },
  "countOpenAlarms": {
    "mediaType": "application/x-www-form-urlencoded",
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "token": {
          "type": "string"
        }
      }
    }
  },
  "getAlarm": {
    "mediaType": "application/x-www-form-urlencoded",
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
            "id"
          ],
          "properties": {
            "id": {
              "type": "integer",
              "title": "id",
              "minimum": 1
            }
          },
          "unevaluatedProperties": false
        }
      }
    }
  },
  "acknowledgeAlarm": {
    "mediaType": "application/x-www-form-urlencoded",
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
            "id"
          ],
          "properties": {
            "id": {
              "type": "integer",
              "title": "id",
              "minimum": 1
            }
          },
          "unevaluatedProperties": false
        }
      }
    }
  },
  "repairAlarm": {
    "mediaType": "application/x-www-form-urlencoded",
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
                  "description": "An ISO 8601 date and time with a zone (`2026-03-01T08:30:00Z`, `2026-03-01T08:30:00-05:00`), or a calendar\nday (`2026-03-01`, a day of the network's time zone). A day as the end of a range includes the whole day.\nEmpty means not set.\n",
                  "type": "string",
                  "maxLength": 40,
                  "pattern": "^(20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)(T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d{1,3})?)?(Z|[+-]([01]\\d|2[0-3]):[0-5]\\d))?)?$"
                }
              ],
              "title": "repair time",
              "description": "When the repair was done; now when empty"
            }
          }
        }
      }
    }
  },
  "listPiles": {
    "mediaType": "application/x-www-form-urlencoded",
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
              ],
              "title": "status"
            },
            "equipmenttype": {
              "description": "charger_type dictionary: 1 AC, 2 DC",
              "type": "integer",
              "enum": [
                1,
                2
              ],
              "x-enum-varnames": [
                "AC",
                "DC"
              ],
              "title": "charger type"
            },
            "manufacturername": {
              "type": "string",
              "maxLength": 64,
              "title": "manufacturer"
            },
            "audit_status": {
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
              ],
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
              "type": "string",
              "title": "sort order",
              "enum": [
                "asc",
                "desc"
              ],
              "default": "desc"
            }
          }
        },
        "pageinfo": {
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
        }
      }
    }
  },
  "getPile": {
    "mediaType": "application/x-www-form-urlencoded",
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
            "id"
          ],
          "properties": {
            "id": {
              "type": "integer",
              "title": "id",
              "minimum": 1
            }
          },
          "unevaluatedProperties": false
        }
      }
    }
  },
  "addPile": {
    "mediaType": "application/x-www-form-urlencoded",
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
                  "description": "charger_type dictionary: 1 AC, 2 DC",
                  "type": "integer",
                  "enum": [
                    1,
                    2
                  ],
                  "x-enum-varnames": [
                    "AC",
                    "DC"
                  ],
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
    }
  },
  "editPile": {
    "mediaType": "application/x-www-form-urlencoded",
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
            {
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
                  "description": "charger_type dictionary: 1 AC, 2 DC",
                  "type": "integer",
                  "enum": [
                    1,
                    2
                  ],
                  "x-enum-varnames": [
                    "AC",
                    "DC"
                  ],
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
            }
          ]
        }
      }
    }
  },
  "deletePile": {
    "mediaType": "application/x-www-form-urlencoded",
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
            "id"
          ],
          "properties": {
            "id": {
              "type": "integer",
              "title": "id",
              "minimum": 1
            }
          },
          "unevaluatedProperties": false
        }
      }
    }
  },
  "submitPile": {
    "mediaType": "application/x-www-form-urlencoded",
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
            "id"
          ],
          "properties": {
            "id": {
              "type": "integer",
              "title": "id",
              "minimum": 1
            }
          },
          "unevaluatedProperties": false
        }
      }
    }
  },
  "auditPile": {
    "mediaType": "application/x-www-form-urlencoded",
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
        }
      }
    }
  },
  "restartPile": {
    "mediaType": "application/x-www-form-urlencoded",
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
            "id"
          ],
          "properties": {
            "id": {
              "type": "integer",
              "title": "id",
              "minimum": 1
            }
          },
          "unevaluatedProperties": false
        }
      }
    }
  },
  "getPileWhitelist": {
    "mediaType": "application/x-www-form-urlencoded",
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
            "id"
          ],
          "properties": {
            "id": {
              "type": "integer",
              "title": "id",
              "minimum": 1
            }
          },
          "unevaluatedProperties": false
        }
      }
    }
  },
  "setPileWhitelist": {
    "mediaType": "application/x-www-form-urlencoded",
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
        }
      }
    }
  },
  "listChargerMessages": {
    "mediaType": "application/x-www-form-urlencoded",
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
            },
            "action": {
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
            "direction": {
              "type": "string",
              "title": "direction",
              "description": "from_charger: the charger sent it; to_charger: the back office sent it",
              "enum": [
                "from_charger",
                "to_charger"
              ]
            },
            "from": {
              "allOf": [
                {
                  "description": "An ISO 8601 date and time with a zone (`2026-03-01T08:30:00Z`, `2026-03-01T08:30:00-05:00`), or a calendar\nday (`2026-03-01`, a day of the network's time zone). A day as the end of a range includes the whole day.\nEmpty means not set.\n",
                  "type": "string",
                  "maxLength": 40,
                  "pattern": "^(20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)(T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d{1,3})?)?(Z|[+-]([01]\\d|2[0-3]):[0-5]\\d))?)?$"
                }
              ],
              "title": "from",
              "description": "Messages at or after this time"
            },
            "to": {
              "allOf": [
                {
                  "description": "An ISO 8601 date and time with a zone (`2026-03-01T08:30:00Z`, `2026-03-01T08:30:00-05:00`), or a calendar\nday (`2026-03-01`, a day of the network's time zone). A day as the end of a range includes the whole day.\nEmpty means not set.\n",
                  "type": "string",
                  "maxLength": 40,
                  "pattern": "^(20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)(T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d{1,3})?)?(Z|[+-]([01]\\d|2[0-3]):[0-5]\\d))?)?$"
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
        "pageinfo": {
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
        }
      }
    }
  },
  "exportChargerMessages": {
    "mediaType": "application/x-www-form-urlencoded",
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
            },
            "action": {
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
            "direction": {
              "type": "string",
              "title": "direction",
              "description": "from_charger: the charger sent it; to_charger: the back office sent it",
              "enum": [
                "from_charger",
                "to_charger"
              ]
            },
            "from": {
              "allOf": [
                {
                  "description": "An ISO 8601 date and time with a zone (`2026-03-01T08:30:00Z`, `2026-03-01T08:30:00-05:00`), or a calendar\nday (`2026-03-01`, a day of the network's time zone). A day as the end of a range includes the whole day.\nEmpty means not set.\n",
                  "type": "string",
                  "maxLength": 40,
                  "pattern": "^(20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)(T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d{1,3})?)?(Z|[+-]([01]\\d|2[0-3]):[0-5]\\d))?)?$"
                }
              ],
              "title": "from",
              "description": "Messages at or after this time"
            },
            "to": {
              "allOf": [
                {
                  "description": "An ISO 8601 date and time with a zone (`2026-03-01T08:30:00Z`, `2026-03-01T08:30:00-05:00`), or a calendar\nday (`2026-03-01`, a day of the network's time zone). A day as the end of a range includes the whole day.\nEmpty means not set.\n",
                  "type": "string",
                  "maxLength": 40,
                  "pattern": "^(20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)(T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d{1,3})?)?(Z|[+-]([01]\\d|2[0-3]):[0-5]\\d))?)?$"
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
        }
      }
    }
  },
  "listPorts": {
    "mediaType": "application/x-www-form-urlencoded",
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
        }
      }
    }
  },
  "getPort": {
    "mediaType": "application/x-www-form-urlencoded",
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
            "id"
          ],
          "properties": {
            "id": {
              "type": "integer",
              "title": "id",
              "minimum": 1
            }
          },
          "unevaluatedProperties": false
        }
      }
    }
  },
  "editPort": {
    "mediaType": "application/x-www-form-urlencoded",
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
    }
  },
  "setPortAvailability": {
    "mediaType": "application/x-www-form-urlencoded",
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
        }
      }
    }
  },
  "unlockPort": {
    "mediaType": "application/x-www-form-urlencoded",
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
            "id"
          ],
          "properties": {
            "id": {
              "type": "integer",
              "title": "id",
              "minimum": 1
            }
          },
          "unevaluatedProperties": false
        }
      }
    }
  },
  "setPortVoltageLimits": {
    "mediaType": "application/x-www-form-urlencoded",
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
    }
  },
  "listCustomers": {
    "mediaType": "application/x-www-form-urlencoded",
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
              "description": "Part of the account, name, e-mail or phone. The simulator also finds part of a card number, accents and case aside, from three characters (a shorter text finds the whole account or card number)"
            },
            "status": {
              "description": "user_status dictionary, for customers and system users: 0 disabled, 1 enabled",
              "type": "integer",
              "enum": [
                0,
                1
              ],
              "x-enum-varnames": [
                "Disabled",
                "Enabled"
              ],
              "title": "status"
            },
            "created_from": {
              "allOf": [
                {
                  "type": "string",
                  "pattern": "^(20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29))?$",
                  "description": "A calendar day of 2000–2099 that exists, in the network's time zone (see NetworkSettings), YYYY-MM-DD; empty means not set"
                }
              ],
              "title": "registered from",
              "description": "First day, inclusive"
            },
            "created_to": {
              "allOf": [
                {
                  "type": "string",
                  "pattern": "^(20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29))?$",
                  "description": "A calendar day of 2000–2099 that exists, in the network's time zone (see NetworkSettings), YYYY-MM-DD; empty means not set"
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
              "type": "string",
              "title": "sort order",
              "enum": [
                "asc",
                "desc"
              ],
              "default": "desc"
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
        "pageinfo": {
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
        }
      }
    }
  },
  "getCustomer": {
    "mediaType": "application/x-www-form-urlencoded",
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
            "id"
          ],
          "properties": {
            "id": {
              "type": "integer",
              "title": "id",
              "minimum": 1
            }
          },
          "unevaluatedProperties": false
        }
      }
    }
  },
  "setCustomerStatus": {
    "mediaType": "application/x-www-form-urlencoded",
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
              "description": "user_status dictionary, for customers and system users: 0 disabled, 1 enabled",
              "type": "integer",
              "enum": [
                0,
                1
              ],
              "x-enum-varnames": [
                "Disabled",
                "Enabled"
              ],
              "title": "status"
            }
          }
        }
      }
    }
  },
  "listEquipment": {
    "mediaType": "application/x-www-form-urlencoded",
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
              "description": "charger_type dictionary: 1 AC, 2 DC",
              "type": "integer",
              "enum": [
                1,
                2
              ],
              "x-enum-varnames": [
                "AC",
                "DC"
              ],
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
        "pageinfo": {
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
        }
      }
    }
  },
  "getEquipment": {
    "mediaType": "application/x-www-form-urlencoded",
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
            "id"
          ],
          "properties": {
            "id": {
              "type": "integer",
              "title": "id",
              "minimum": 1
            }
          },
          "unevaluatedProperties": false
        }
      }
    }
  },
  "addEquipment": {
    "mediaType": "application/x-www-form-urlencoded",
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
              "description": "charger_type dictionary: 1 AC, 2 DC",
              "type": "integer",
              "enum": [
                1,
                2
              ],
              "x-enum-varnames": [
                "AC",
                "DC"
              ],
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
          },
          "unevaluatedProperties": false
        }
      }
    }
  },
  "editEquipment": {
    "mediaType": "application/x-www-form-urlencoded",
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
            {
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
                  "description": "charger_type dictionary: 1 AC, 2 DC",
                  "type": "integer",
                  "enum": [
                    1,
                    2
                  ],
                  "x-enum-varnames": [
                    "AC",
                    "DC"
                  ],
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
            }
          ]
        }
      }
    }
  },
  "deleteEquipment": {
    "mediaType": "application/x-www-form-urlencoded",
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
            "id"
          ],
          "properties": {
            "id": {
              "type": "integer",
              "title": "id",
              "minimum": 1
            }
          },
          "unevaluatedProperties": false
        }
      }
    }
  },
  "installEquipment": {
    "mediaType": "application/x-www-form-urlencoded",
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
    }
  },
  "uninstallEquipment": {
    "mediaType": "application/x-www-form-urlencoded",
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
            "id"
          ],
          "properties": {
            "id": {
              "type": "integer",
              "title": "id",
              "minimum": 1
            }
          },
          "unevaluatedProperties": false
        }
      }
    }
  },
  "listJournalEntries": {
    "mediaType": "application/x-www-form-urlencoded",
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
                  "description": "An ISO 8601 date and time with a zone (`2026-03-01T08:30:00Z`, `2026-03-01T08:30:00-05:00`), or a calendar\nday (`2026-03-01`, a day of the network's time zone). A day as the end of a range includes the whole day.\nEmpty means not set.\n",
                  "type": "string",
                  "maxLength": 40,
                  "pattern": "^(20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)(T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d{1,3})?)?(Z|[+-]([01]\\d|2[0-3]):[0-5]\\d))?)?$"
                }
              ],
              "title": "recorded from",
              "description": "Entries recorded at or after this time"
            },
            "created_to": {
              "allOf": [
                {
                  "description": "An ISO 8601 date and time with a zone (`2026-03-01T08:30:00Z`, `2026-03-01T08:30:00-05:00`), or a calendar\nday (`2026-03-01`, a day of the network's time zone). A day as the end of a range includes the whole day.\nEmpty means not set.\n",
                  "type": "string",
                  "maxLength": 40,
                  "pattern": "^(20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)(T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d{1,3})?)?(Z|[+-]([01]\\d|2[0-3]):[0-5]\\d))?)?$"
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
        "pageinfo": {
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
        }
      }
    }
  },
  "adjustCustomerBalance": {
    "mediaType": "application/x-www-form-urlencoded",
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
                  "description": "Dollars with at most two decimals, as a string (`\"12.50\"`): no sign, no leading zero (`\"00000000000\"` is\nrefused), empty only where the field is optional.\n",
                  "type": "string",
                  "format": "money",
                  "pattern": "^((0|[1-9]\\d*)(\\.\\d{1,2})?)?$",
                  "maxLength": 12
                }
              ],
              "minLength": 1,
              "title": "amount",
              "description": "Dollars, more than 0"
            },
            "reason": {
              "type": "string",
              "minLength": 1,
              "maxLength": 200,
              "pattern": "\\S",
              "title": "reason",
              "description": "Why the operator did it; kept in the journal entry and the operation log"
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
    }
  },
  "exportStatement": {
    "mediaType": "application/x-www-form-urlencoded",
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
                  "type": "string",
                  "format": "date",
                  "pattern": "^20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)$",
                  "title": "date",
                  "description": "A calendar day of the network's time zone, YYYY-MM-DD, in the years 2000–2099 (the books' range); a day\nthe calendar lacks (2026-02-30) is refused as 1001 too.\n"
                }
              ],
              "title": "from",
              "x-capability": "daily-close"
            },
            "to": {
              "allOf": [
                {
                  "type": "string",
                  "format": "date",
                  "pattern": "^20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)$",
                  "title": "date",
                  "description": "A calendar day of the network's time zone, YYYY-MM-DD, in the years 2000–2099 (the books' range); a day\nthe calendar lacks (2026-02-30) is refused as 1001 too.\n"
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
    }
  },
  "getJournalTotals": {
    "mediaType": "application/x-www-form-urlencoded",
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
                  "description": "An ISO 8601 date and time with a zone (`2026-03-01T08:30:00Z`, `2026-03-01T08:30:00-05:00`), or a calendar\nday (`2026-03-01`, a day of the network's time zone). A day as the end of a range includes the whole day.\nEmpty means not set.\n",
                  "type": "string",
                  "maxLength": 40,
                  "pattern": "^(20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)(T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d{1,3})?)?(Z|[+-]([01]\\d|2[0-3]):[0-5]\\d))?)?$"
                }
              ],
              "title": "recorded from",
              "description": "Entries recorded at or after this time"
            },
            "created_to": {
              "allOf": [
                {
                  "description": "An ISO 8601 date and time with a zone (`2026-03-01T08:30:00Z`, `2026-03-01T08:30:00-05:00`), or a calendar\nday (`2026-03-01`, a day of the network's time zone). A day as the end of a range includes the whole day.\nEmpty means not set.\n",
                  "type": "string",
                  "maxLength": 40,
                  "pattern": "^(20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)(T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d{1,3})?)?(Z|[+-]([01]\\d|2[0-3]):[0-5]\\d))?)?$"
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
        }
      }
    }
  },
  "getDayClose": {
    "mediaType": "application/x-www-form-urlencoded",
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
            "from",
            "to"
          ],
          "additionalProperties": false,
          "properties": {
            "from": {
              "type": "string",
              "format": "date",
              "pattern": "^20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)$",
              "title": "date",
              "description": "A calendar day of the network's time zone, YYYY-MM-DD, in the years 2000–2099 (the books' range); a day\nthe calendar lacks (2026-02-30) is refused as 1001 too.\n"
            },
            "to": {
              "type": "string",
              "format": "date",
              "pattern": "^20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)$",
              "title": "date",
              "description": "A calendar day of the network's time zone, YYYY-MM-DD, in the years 2000–2099 (the books' range); a day\nthe calendar lacks (2026-02-30) is refused as 1001 too.\n"
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
        }
      }
    }
  },
  "closeDay": {
    "mediaType": "application/x-www-form-urlencoded",
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
              "type": "string",
              "format": "date",
              "pattern": "^20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)$",
              "title": "date",
              "description": "A calendar day of the network's time zone, YYYY-MM-DD, in the years 2000–2099 (the books' range); a day\nthe calendar lacks (2026-02-30) is refused as 1001 too.\n"
            }
          }
        }
      }
    }
  },
  "exportJournalEntries": {
    "mediaType": "application/x-www-form-urlencoded",
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
                  "description": "An ISO 8601 date and time with a zone (`2026-03-01T08:30:00Z`, `2026-03-01T08:30:00-05:00`), or a calendar\nday (`2026-03-01`, a day of the network's time zone). A day as the end of a range includes the whole day.\nEmpty means not set.\n",
                  "type": "string",
                  "maxLength": 40,
                  "pattern": "^(20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)(T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d{1,3})?)?(Z|[+-]([01]\\d|2[0-3]):[0-5]\\d))?)?$"
                }
              ],
              "title": "recorded from",
              "description": "Entries recorded at or after this time"
            },
            "created_to": {
              "allOf": [
                {
                  "description": "An ISO 8601 date and time with a zone (`2026-03-01T08:30:00Z`, `2026-03-01T08:30:00-05:00`), or a calendar\nday (`2026-03-01`, a day of the network's time zone). A day as the end of a range includes the whole day.\nEmpty means not set.\n",
                  "type": "string",
                  "maxLength": 40,
                  "pattern": "^(20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)(T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d{1,3})?)?(Z|[+-]([01]\\d|2[0-3]):[0-5]\\d))?)?$"
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
        }
      }
    }
  },
  "requestBalanceAdjustment": {
    "mediaType": "application/x-www-form-urlencoded",
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
                  "description": "Dollars with at most two decimals, as a string (`\"12.50\"`): no sign, no leading zero (`\"00000000000\"` is\nrefused), empty only where the field is optional.\n",
                  "type": "string",
                  "format": "money",
                  "pattern": "^((0|[1-9]\\d*)(\\.\\d{1,2})?)?$",
                  "maxLength": 12
                }
              ],
              "minLength": 1,
              "title": "amount",
              "description": "Dollars, more than 0"
            },
            "reason": {
              "type": "string",
              "minLength": 1,
              "maxLength": 200,
              "pattern": "\\S",
              "title": "reason",
              "description": "Why the operator did it; kept in the journal entry and the operation log"
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
    }
  },
  "listAdjustmentRequests": {
    "mediaType": "application/x-www-form-urlencoded",
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
              "type": "string",
              "enum": [
                "waiting",
                "approved",
                "rejected"
              ],
              "title": "status"
            }
          }
        },
        "pageinfo": {
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
        }
      }
    }
  },
  "approveAdjustmentRequest": {
    "mediaType": "application/x-www-form-urlencoded",
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
    }
  },
  "rejectAdjustmentRequest": {
    "mediaType": "application/x-www-form-urlencoded",
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
    }
  },
  "listOperators": {
    "mediaType": "application/x-www-form-urlencoded",
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
        "pageinfo": {
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
        }
      }
    }
  },
  "getOperator": {
    "mediaType": "application/x-www-form-urlencoded",
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
            "id"
          ],
          "properties": {
            "id": {
              "type": "integer",
              "title": "id",
              "minimum": 1
            }
          },
          "unevaluatedProperties": false
        }
      }
    }
  },
  "addOperator": {
    "mediaType": "application/x-www-form-urlencoded",
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
          },
          "unevaluatedProperties": false
        }
      }
    }
  },
  "editOperator": {
    "mediaType": "application/x-www-form-urlencoded",
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
            {
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
            }
          ]
        }
      }
    }
  },
  "deleteOperator": {
    "mediaType": "application/x-www-form-urlencoded",
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
            "id"
          ],
          "properties": {
            "id": {
              "type": "integer",
              "title": "id",
              "minimum": 1
            }
          },
          "unevaluatedProperties": false
        }
      }
    }
  },
  "listOrders": {
    "mediaType": "application/x-www-form-urlencoded",
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
                  "type": "string",
                  "description": "How much of the order went back to the customer: none (nothing; a paid order reads Paid), partial (part of\nits total: Partly refunded), full (all of it: Refunded). An order with nothing to refund (a total of 0, or not\npaid) is none.\n",
                  "enum": [
                    "none",
                    "partial",
                    "full"
                  ]
                }
              ],
              "title": "refund state",
              "description": "Orders refunded in full, in part, or not at all",
              "x-capability": "money-corrections"
            },
            "started_from": {
              "allOf": [
                {
                  "description": "An ISO 8601 date and time with a zone (`2026-03-01T08:30:00Z`, `2026-03-01T08:30:00-05:00`), or a calendar\nday (`2026-03-01`, a day of the network's time zone). A day as the end of a range includes the whole day.\nEmpty means not set.\n",
                  "type": "string",
                  "maxLength": 40,
                  "pattern": "^(20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)(T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d{1,3})?)?(Z|[+-]([01]\\d|2[0-3]):[0-5]\\d))?)?$"
                }
              ],
              "title": "started from",
              "description": "Orders started at or after this time"
            },
            "started_to": {
              "allOf": [
                {
                  "description": "An ISO 8601 date and time with a zone (`2026-03-01T08:30:00Z`, `2026-03-01T08:30:00-05:00`), or a calendar\nday (`2026-03-01`, a day of the network's time zone). A day as the end of a range includes the whole day.\nEmpty means not set.\n",
                  "type": "string",
                  "maxLength": 40,
                  "pattern": "^(20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)(T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d{1,3})?)?(Z|[+-]([01]\\d|2[0-3]):[0-5]\\d))?)?$"
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
              "type": "string",
              "title": "sort order",
              "enum": [
                "asc",
                "desc"
              ],
              "default": "desc"
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
        "pageinfo": {
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
        }
      }
    }
  },
  "getOrder": {
    "mediaType": "application/x-www-form-urlencoded",
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
            "id"
          ],
          "properties": {
            "id": {
              "type": "integer",
              "title": "id",
              "minimum": 1
            }
          },
          "unevaluatedProperties": false
        }
      }
    }
  },
  "refundOrder": {
    "mediaType": "application/x-www-form-urlencoded",
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
                  "description": "Dollars with at most two decimals, as a string (`\"12.50\"`): no sign, no leading zero (`\"00000000000\"` is\nrefused), empty only where the field is optional.\n",
                  "type": "string",
                  "format": "money",
                  "pattern": "^((0|[1-9]\\d*)(\\.\\d{1,2})?)?$",
                  "maxLength": 12
                }
              ],
              "minLength": 1,
              "title": "refund amount",
              "description": "Dollars, more than 0 and at most what is left to refund"
            },
            "reason": {
              "type": "string",
              "minLength": 1,
              "maxLength": 200,
              "pattern": "\\S",
              "title": "reason",
              "description": "Why the operator did it; kept in the journal entry and the operation log"
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
    }
  },
  "exportOrders": {
    "mediaType": "application/x-www-form-urlencoded",
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
                  "type": "string",
                  "description": "How much of the order went back to the customer: none (nothing; a paid order reads Paid), partial (part of\nits total: Partly refunded), full (all of it: Refunded). An order with nothing to refund (a total of 0, or not\npaid) is none.\n",
                  "enum": [
                    "none",
                    "partial",
                    "full"
                  ]
                }
              ],
              "title": "refund state",
              "description": "Orders refunded in full, in part, or not at all",
              "x-capability": "money-corrections"
            },
            "started_from": {
              "allOf": [
                {
                  "description": "An ISO 8601 date and time with a zone (`2026-03-01T08:30:00Z`, `2026-03-01T08:30:00-05:00`), or a calendar\nday (`2026-03-01`, a day of the network's time zone). A day as the end of a range includes the whole day.\nEmpty means not set.\n",
                  "type": "string",
                  "maxLength": 40,
                  "pattern": "^(20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)(T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d{1,3})?)?(Z|[+-]([01]\\d|2[0-3]):[0-5]\\d))?)?$"
                }
              ],
              "title": "started from",
              "description": "Orders started at or after this time"
            },
            "started_to": {
              "allOf": [
                {
                  "description": "An ISO 8601 date and time with a zone (`2026-03-01T08:30:00Z`, `2026-03-01T08:30:00-05:00`), or a calendar\nday (`2026-03-01`, a day of the network's time zone). A day as the end of a range includes the whole day.\nEmpty means not set.\n",
                  "type": "string",
                  "maxLength": 40,
                  "pattern": "^(20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)(T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d{1,3})?)?(Z|[+-]([01]\\d|2[0-3]):[0-5]\\d))?)?$"
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
              "type": "string",
              "title": "sort order",
              "enum": [
                "asc",
                "desc"
              ],
              "default": "desc"
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
        }
      }
    }
  },
  "getOrderTotals": {
    "mediaType": "application/x-www-form-urlencoded",
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
                  "type": "string",
                  "description": "How much of the order went back to the customer: none (nothing; a paid order reads Paid), partial (part of\nits total: Partly refunded), full (all of it: Refunded). An order with nothing to refund (a total of 0, or not\npaid) is none.\n",
                  "enum": [
                    "none",
                    "partial",
                    "full"
                  ]
                }
              ],
              "title": "refund state",
              "description": "Orders refunded in full, in part, or not at all",
              "x-capability": "money-corrections"
            },
            "started_from": {
              "allOf": [
                {
                  "description": "An ISO 8601 date and time with a zone (`2026-03-01T08:30:00Z`, `2026-03-01T08:30:00-05:00`), or a calendar\nday (`2026-03-01`, a day of the network's time zone). A day as the end of a range includes the whole day.\nEmpty means not set.\n",
                  "type": "string",
                  "maxLength": 40,
                  "pattern": "^(20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)(T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d{1,3})?)?(Z|[+-]([01]\\d|2[0-3]):[0-5]\\d))?)?$"
                }
              ],
              "title": "started from",
              "description": "Orders started at or after this time"
            },
            "started_to": {
              "allOf": [
                {
                  "description": "An ISO 8601 date and time with a zone (`2026-03-01T08:30:00Z`, `2026-03-01T08:30:00-05:00`), or a calendar\nday (`2026-03-01`, a day of the network's time zone). A day as the end of a range includes the whole day.\nEmpty means not set.\n",
                  "type": "string",
                  "maxLength": 40,
                  "pattern": "^(20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)(T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d{1,3})?)?(Z|[+-]([01]\\d|2[0-3]):[0-5]\\d))?)?$"
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
              "type": "string",
              "title": "sort order",
              "enum": [
                "asc",
                "desc"
              ],
              "default": "desc"
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
        }
      }
    }
  },
  "listPriceTemplates": {
    "mediaType": "application/x-www-form-urlencoded",
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
        }
      }
    }
  },
  "listPriceTemplateOptions": {
    "mediaType": "application/x-www-form-urlencoded",
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "token": {
          "type": "string"
        }
      }
    }
  },
  "getPriceTemplate": {
    "mediaType": "application/x-www-form-urlencoded",
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
            "id"
          ],
          "properties": {
            "id": {
              "type": "integer",
              "title": "id",
              "minimum": 1
            }
          },
          "unevaluatedProperties": false
        }
      }
    }
  },
  "addPriceTemplate": {
    "mediaType": "application/x-www-form-urlencoded",
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
                  "description": "Dollars with at most two decimals, as a string (`\"12.50\"`): no sign, no leading zero (`\"00000000000\"` is\nrefused), empty only where the field is optional.\n",
                  "type": "string",
                  "format": "money",
                  "pattern": "^((0|[1-9]\\d*)(\\.\\d{1,2})?)?$",
                  "maxLength": 12
                }
              ],
              "minLength": 1,
              "title": "electricity fee"
            },
            "servicefee": {
              "type": "string",
              "allOf": [
                {
                  "description": "Dollars with at most two decimals, as a string (`\"12.50\"`): no sign, no leading zero (`\"00000000000\"` is\nrefused), empty only where the field is optional.\n",
                  "type": "string",
                  "format": "money",
                  "pattern": "^((0|[1-9]\\d*)(\\.\\d{1,2})?)?$",
                  "maxLength": 12
                }
              ],
              "minLength": 1,
              "title": "service fee"
            },
            "parkfee": {
              "type": "string",
              "allOf": [
                {
                  "description": "Dollars with at most two decimals, as a string (`\"12.50\"`): no sign, no leading zero (`\"00000000000\"` is\nrefused), empty only where the field is optional.\n",
                  "type": "string",
                  "format": "money",
                  "pattern": "^((0|[1-9]\\d*)(\\.\\d{1,2})?)?$",
                  "maxLength": 12
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
                    "description": "Dollars with at most two decimals, as a string (`\"12.50\"`): no sign, no leading zero (`\"00000000000\"` is\nrefused), empty only where the field is optional.\n",
                    "type": "string",
                    "format": "money",
                    "pattern": "^((0|[1-9]\\d*)(\\.\\d{1,2})?)?$",
                    "maxLength": 12
                  }
                }
              }
            }
          },
          "unevaluatedProperties": false
        }
      }
    }
  },
  "editPriceTemplate": {
    "mediaType": "application/x-www-form-urlencoded",
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
            {
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
                      "description": "Dollars with at most two decimals, as a string (`\"12.50\"`): no sign, no leading zero (`\"00000000000\"` is\nrefused), empty only where the field is optional.\n",
                      "type": "string",
                      "format": "money",
                      "pattern": "^((0|[1-9]\\d*)(\\.\\d{1,2})?)?$",
                      "maxLength": 12
                    }
                  ],
                  "minLength": 1,
                  "title": "electricity fee"
                },
                "servicefee": {
                  "type": "string",
                  "allOf": [
                    {
                      "description": "Dollars with at most two decimals, as a string (`\"12.50\"`): no sign, no leading zero (`\"00000000000\"` is\nrefused), empty only where the field is optional.\n",
                      "type": "string",
                      "format": "money",
                      "pattern": "^((0|[1-9]\\d*)(\\.\\d{1,2})?)?$",
                      "maxLength": 12
                    }
                  ],
                  "minLength": 1,
                  "title": "service fee"
                },
                "parkfee": {
                  "type": "string",
                  "allOf": [
                    {
                      "description": "Dollars with at most two decimals, as a string (`\"12.50\"`): no sign, no leading zero (`\"00000000000\"` is\nrefused), empty only where the field is optional.\n",
                      "type": "string",
                      "format": "money",
                      "pattern": "^((0|[1-9]\\d*)(\\.\\d{1,2})?)?$",
                      "maxLength": 12
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
                        "description": "Dollars with at most two decimals, as a string (`\"12.50\"`): no sign, no leading zero (`\"00000000000\"` is\nrefused), empty only where the field is optional.\n",
                        "type": "string",
                        "format": "money",
                        "pattern": "^((0|[1-9]\\d*)(\\.\\d{1,2})?)?$",
                        "maxLength": 12
                      }
                    }
                  }
                }
              }
            }
          ]
        }
      }
    }
  },
  "previewPriceTemplate": {
    "mediaType": "application/x-www-form-urlencoded",
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
            {
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
                      "description": "Dollars with at most two decimals, as a string (`\"12.50\"`): no sign, no leading zero (`\"00000000000\"` is\nrefused), empty only where the field is optional.\n",
                      "type": "string",
                      "format": "money",
                      "pattern": "^((0|[1-9]\\d*)(\\.\\d{1,2})?)?$",
                      "maxLength": 12
                    }
                  ],
                  "minLength": 1,
                  "title": "electricity fee"
                },
                "servicefee": {
                  "type": "string",
                  "allOf": [
                    {
                      "description": "Dollars with at most two decimals, as a string (`\"12.50\"`): no sign, no leading zero (`\"00000000000\"` is\nrefused), empty only where the field is optional.\n",
                      "type": "string",
                      "format": "money",
                      "pattern": "^((0|[1-9]\\d*)(\\.\\d{1,2})?)?$",
                      "maxLength": 12
                    }
                  ],
                  "minLength": 1,
                  "title": "service fee"
                },
                "parkfee": {
                  "type": "string",
                  "allOf": [
                    {
                      "description": "Dollars with at most two decimals, as a string (`\"12.50\"`): no sign, no leading zero (`\"00000000000\"` is\nrefused), empty only where the field is optional.\n",
                      "type": "string",
                      "format": "money",
                      "pattern": "^((0|[1-9]\\d*)(\\.\\d{1,2})?)?$",
                      "maxLength": 12
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
                        "description": "Dollars with at most two decimals, as a string (`\"12.50\"`): no sign, no leading zero (`\"00000000000\"` is\nrefused), empty only where the field is optional.\n",
                        "type": "string",
                        "format": "money",
                        "pattern": "^((0|[1-9]\\d*)(\\.\\d{1,2})?)?$",
                        "maxLength": 12
                      }
                    }
                  }
                }
              }
            }
          ]
        }
      }
    }
  },
  "deletePriceTemplate": {
    "mediaType": "application/x-www-form-urlencoded",
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
            "id"
          ],
          "properties": {
            "id": {
              "type": "integer",
              "title": "id",
              "minimum": 1
            }
          },
          "unevaluatedProperties": false
        }
      }
    }
  },
  "setStationPriceTemplate": {
    "mediaType": "application/x-www-form-urlencoded",
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
    }
  },
  "listRfidCards": {
    "mediaType": "application/x-www-form-urlencoded",
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
        "pageinfo": {
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
        }
      }
    }
  },
  "addRfidCard": {
    "mediaType": "application/x-www-form-urlencoded",
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
            "card_no"
          ],
          "properties": {
            "card_no": {
              "type": "string",
              "title": "card number",
              "description": "4 to 32 letters and digits",
              "minLength": 1,
              "maxLength": 32,
              "pattern": "^[A-Za-z0-9]{4,32}$"
            },
            "station_id": {
              "type": "integer",
              "minimum": 1,
              "title": "station",
              "description": "The station the card is issued for"
            }
          }
        }
      }
    }
  },
  "importRfidCards": {
    "mediaType": "multipart/form-data",
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
    }
  },
  "bindRfidCard": {
    "mediaType": "application/x-www-form-urlencoded",
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
        }
      }
    }
  },
  "unbindRfidCard": {
    "mediaType": "application/x-www-form-urlencoded",
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
            "id"
          ],
          "properties": {
            "id": {
              "type": "integer",
              "title": "id",
              "minimum": 1
            }
          },
          "unevaluatedProperties": false
        }
      }
    }
  },
  "createRfidAccount": {
    "mediaType": "application/x-www-form-urlencoded",
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
              "description": "An e-mail address as the server reads it: a local part without spaces, quotes or `<>()[]\\,;:@` (dots only\nbetween characters), `@`, and a host name with a top-level domain of two letters or more or an IPv4 literal\n(`[192.0.2.1]`); empty only where the field is optional.\n",
              "type": "string",
              "format": "email",
              "pattern": "^([^<>()[\\]\\\\.,;:\\s@\"]+(\\.[^<>()[\\]\\\\.,;:\\s@\"]+)*@(([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\\.)+[A-Za-z]{2,}|\\[(0{0,2}\\d|0?[1-9]\\d|1\\d\\d|2[0-4]\\d|25[0-5])\\.(0{0,2}\\d|0?[1-9]\\d|1\\d\\d|2[0-4]\\d|25[0-5])\\.(0{0,2}\\d|0?[1-9]\\d|1\\d\\d|2[0-4]\\d|25[0-5])\\.(0{0,2}\\d|0?[1-9]\\d|1\\d\\d|2[0-4]\\d|25[0-5])\\]))?$",
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
        }
      }
    }
  },
  "listStations": {
    "mediaType": "application/x-www-form-urlencoded",
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
              "title": "station name",
              "description": "Part of the name or the StationID"
            },
            "status": {
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
              ],
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
              "type": "string",
              "title": "sort order",
              "enum": [
                "asc",
                "desc"
              ],
              "default": "desc"
            }
          }
        },
        "pageinfo": {
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
        }
      }
    }
  },
  "getStation": {
    "mediaType": "application/x-www-form-urlencoded",
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
            "id"
          ],
          "properties": {
            "id": {
              "type": "integer",
              "title": "id",
              "minimum": 1
            }
          },
          "unevaluatedProperties": false
        }
      }
    }
  },
  "addStation": {
    "mediaType": "application/x-www-form-urlencoded",
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
                  "description": "Dollars with at most two decimals, as a string (`\"12.50\"`): no sign, no leading zero (`\"00000000000\"` is\nrefused), empty only where the field is optional.\n",
                  "type": "string",
                  "format": "money",
                  "pattern": "^((0|[1-9]\\d*)(\\.\\d{1,2})?)?$",
                  "maxLength": 12
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
                  "description": "Dollars with at most two decimals, as a string (`\"12.50\"`): no sign, no leading zero (`\"00000000000\"` is\nrefused), empty only where the field is optional.\n",
                  "type": "string",
                  "format": "money",
                  "pattern": "^((0|[1-9]\\d*)(\\.\\d{1,2})?)?$",
                  "maxLength": 12
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
          },
          "unevaluatedProperties": false
        }
      }
    }
  },
  "editStation": {
    "mediaType": "application/x-www-form-urlencoded",
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
            {
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
                      "description": "Dollars with at most two decimals, as a string (`\"12.50\"`): no sign, no leading zero (`\"00000000000\"` is\nrefused), empty only where the field is optional.\n",
                      "type": "string",
                      "format": "money",
                      "pattern": "^((0|[1-9]\\d*)(\\.\\d{1,2})?)?$",
                      "maxLength": 12
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
                      "description": "Dollars with at most two decimals, as a string (`\"12.50\"`): no sign, no leading zero (`\"00000000000\"` is\nrefused), empty only where the field is optional.\n",
                      "type": "string",
                      "format": "money",
                      "pattern": "^((0|[1-9]\\d*)(\\.\\d{1,2})?)?$",
                      "maxLength": 12
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
            }
          ]
        }
      }
    }
  },
  "deleteStation": {
    "mediaType": "application/x-www-form-urlencoded",
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
            "id"
          ],
          "properties": {
            "id": {
              "type": "integer",
              "title": "id",
              "minimum": 1
            }
          },
          "unevaluatedProperties": false
        }
      }
    }
  },
  "submitStation": {
    "mediaType": "application/x-www-form-urlencoded",
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
            "id"
          ],
          "properties": {
            "id": {
              "type": "integer",
              "title": "id",
              "minimum": 1
            }
          },
          "unevaluatedProperties": false
        }
      }
    }
  },
  "auditStation": {
    "mediaType": "application/x-www-form-urlencoded",
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
        }
      }
    }
  },
  "setStationStatus": {
    "mediaType": "application/x-www-form-urlencoded",
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
    }
  },
  "setStationLoadBalance": {
    "mediaType": "application/x-www-form-urlencoded",
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
    }
  },
  "listStationLoadHistory": {
    "mediaType": "application/x-www-form-urlencoded",
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
            "id"
          ],
          "properties": {
            "id": {
              "type": "integer",
              "title": "id",
              "minimum": 1
            }
          },
          "unevaluatedProperties": false
        },
        "pageinfo": {
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
        }
      }
    }
  },
  "getOverview": {
    "mediaType": "application/x-www-form-urlencoded",
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "token": {
          "type": "string"
        },
        "params": {
          "type": "object",
          "properties": {
            "from": {
              "type": "string",
              "format": "date",
              "pattern": "^20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)$",
              "title": "date",
              "description": "A calendar day of the network's time zone, YYYY-MM-DD, in the years 2000–2099 (the books' range); a day\nthe calendar lacks (2026-02-30) is refused as 1001 too.\n"
            },
            "to": {
              "type": "string",
              "format": "date",
              "pattern": "^20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)$",
              "title": "date",
              "description": "A calendar day of the network's time zone, YYYY-MM-DD, in the years 2000–2099 (the books' range); a day\nthe calendar lacks (2026-02-30) is refused as 1001 too.\n"
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
          ],
          "unevaluatedProperties": false
        }
      }
    }
  },
  "getIncomeStatistics": {
    "mediaType": "application/x-www-form-urlencoded",
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
              "type": "object",
              "properties": {
                "from": {
                  "type": "string",
                  "format": "date",
                  "pattern": "^20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)$",
                  "title": "date",
                  "description": "A calendar day of the network's time zone, YYYY-MM-DD, in the years 2000–2099 (the books' range); a day\nthe calendar lacks (2026-02-30) is refused as 1001 too.\n"
                },
                "to": {
                  "type": "string",
                  "format": "date",
                  "pattern": "^20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)$",
                  "title": "date",
                  "description": "A calendar day of the network's time zone, YYYY-MM-DD, in the years 2000–2099 (the books' range); a day\nthe calendar lacks (2026-02-30) is refused as 1001 too.\n"
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
            {
              "type": "object",
              "properties": {
                "granularity": {
                  "type": "string",
                  "description": "The period one point of the income series covers",
                  "enum": [
                    "day",
                    "week",
                    "month"
                  ],
                  "title": "granularity"
                }
              }
            }
          ]
        }
      }
    }
  },
  "listIncomeByStation": {
    "mediaType": "application/x-www-form-urlencoded",
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
              "type": "string",
              "format": "date",
              "pattern": "^20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)$",
              "title": "date",
              "description": "A calendar day of the network's time zone, YYYY-MM-DD, in the years 2000–2099 (the books' range); a day\nthe calendar lacks (2026-02-30) is refused as 1001 too.\n"
            },
            "to": {
              "type": "string",
              "format": "date",
              "pattern": "^20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)$",
              "title": "date",
              "description": "A calendar day of the network's time zone, YYYY-MM-DD, in the years 2000–2099 (the books' range); a day\nthe calendar lacks (2026-02-30) is refused as 1001 too.\n"
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
        }
      }
    }
  },
  "listUsers": {
    "mediaType": "application/x-www-form-urlencoded",
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
              "description": "Part of the username, nickname, e-mail or phone"
            },
            "status": {
              "description": "user_status dictionary, for customers and system users: 0 disabled, 1 enabled",
              "type": "integer",
              "enum": [
                0,
                1
              ],
              "x-enum-varnames": [
                "Disabled",
                "Enabled"
              ],
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
        "pageinfo": {
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
        }
      }
    }
  },
  "getUser": {
    "mediaType": "application/x-www-form-urlencoded",
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
            "id"
          ],
          "properties": {
            "id": {
              "type": "integer",
              "title": "id",
              "minimum": 1
            }
          },
          "unevaluatedProperties": false
        }
      }
    }
  },
  "addUser": {
    "mediaType": "application/x-www-form-urlencoded",
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
                  "type": "string",
                  "pattern": "^[0-9a-fA-F]{32}$",
                  "title": "password"
                }
              }
            },
            {
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
                  "description": "An e-mail address as the server reads it: a local part without spaces, quotes or `<>()[]\\,;:@` (dots only\nbetween characters), `@`, and a host name with a top-level domain of two letters or more or an IPv4 literal\n(`[192.0.2.1]`); empty only where the field is optional.\n",
                  "type": "string",
                  "format": "email",
                  "pattern": "^([^<>()[\\]\\\\.,;:\\s@\"]+(\\.[^<>()[\\]\\\\.,;:\\s@\"]+)*@(([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\\.)+[A-Za-z]{2,}|\\[(0{0,2}\\d|0?[1-9]\\d|1\\d\\d|2[0-4]\\d|25[0-5])\\.(0{0,2}\\d|0?[1-9]\\d|1\\d\\d|2[0-4]\\d|25[0-5])\\.(0{0,2}\\d|0?[1-9]\\d|1\\d\\d|2[0-4]\\d|25[0-5])\\.(0{0,2}\\d|0?[1-9]\\d|1\\d\\d|2[0-4]\\d|25[0-5])\\]))?$",
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
            }
          ]
        }
      }
    }
  },
  "editUser": {
    "mediaType": "application/x-www-form-urlencoded",
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
            {
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
                  "description": "An e-mail address as the server reads it: a local part without spaces, quotes or `<>()[]\\,;:@` (dots only\nbetween characters), `@`, and a host name with a top-level domain of two letters or more or an IPv4 literal\n(`[192.0.2.1]`); empty only where the field is optional.\n",
                  "type": "string",
                  "format": "email",
                  "pattern": "^([^<>()[\\]\\\\.,;:\\s@\"]+(\\.[^<>()[\\]\\\\.,;:\\s@\"]+)*@(([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\\.)+[A-Za-z]{2,}|\\[(0{0,2}\\d|0?[1-9]\\d|1\\d\\d|2[0-4]\\d|25[0-5])\\.(0{0,2}\\d|0?[1-9]\\d|1\\d\\d|2[0-4]\\d|25[0-5])\\.(0{0,2}\\d|0?[1-9]\\d|1\\d\\d|2[0-4]\\d|25[0-5])\\.(0{0,2}\\d|0?[1-9]\\d|1\\d\\d|2[0-4]\\d|25[0-5])\\]))?$",
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
            }
          ]
        }
      }
    }
  },
  "deleteUser": {
    "mediaType": "application/x-www-form-urlencoded",
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
            "id"
          ],
          "properties": {
            "id": {
              "type": "integer",
              "title": "id",
              "minimum": 1
            }
          },
          "unevaluatedProperties": false
        }
      }
    }
  },
  "setUserStatus": {
    "mediaType": "application/x-www-form-urlencoded",
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
              "description": "user_status dictionary, for customers and system users: 0 disabled, 1 enabled",
              "type": "integer",
              "enum": [
                0,
                1
              ],
              "x-enum-varnames": [
                "Disabled",
                "Enabled"
              ],
              "title": "status"
            }
          }
        }
      }
    }
  },
  "resetUserPassword": {
    "mediaType": "application/x-www-form-urlencoded",
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
              "type": "string",
              "pattern": "^[0-9a-fA-F]{32}$",
              "title": "new password"
            }
          }
        }
      }
    }
  },
  "listRoles": {
    "mediaType": "application/x-www-form-urlencoded",
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
        }
      }
    }
  },
  "listRoleOptions": {
    "mediaType": "application/x-www-form-urlencoded",
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "token": {
          "type": "string"
        }
      }
    }
  },
  "getRole": {
    "mediaType": "application/x-www-form-urlencoded",
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
            "id"
          ],
          "properties": {
            "id": {
              "type": "integer",
              "title": "id",
              "minimum": 1
            }
          },
          "unevaluatedProperties": false
        }
      }
    }
  },
  "addRole": {
    "mediaType": "application/x-www-form-urlencoded",
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
              "title": "permissions",
              "description": "Sent JSON-encoded; duplicates are dropped"
            }
          },
          "unevaluatedProperties": false
        }
      }
    }
  },
  "editRole": {
    "mediaType": "application/x-www-form-urlencoded",
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
            {
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
                  "title": "permissions",
                  "description": "Sent JSON-encoded; duplicates are dropped"
                }
              }
            }
          ]
        }
      }
    }
  },
  "deleteRole": {
    "mediaType": "application/x-www-form-urlencoded",
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
            "id"
          ],
          "properties": {
            "id": {
              "type": "integer",
              "title": "id",
              "minimum": 1
            }
          },
          "unevaluatedProperties": false
        }
      }
    }
  },
  "getPermissionTree": {
    "mediaType": "application/x-www-form-urlencoded",
    "schema": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "token": {
          "type": "string"
        }
      }
    }
  },
  "listOperationLogs": {
    "mediaType": "application/x-www-form-urlencoded",
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
                  "description": "ISO 8601 date and time with a zone, e.g. `2026-03-01T00:00:00Z`",
                  "type": "string",
                  "pattern": "^20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d{1,3})?)?(Z|[+-]([01]\\d|2[0-3]):[0-5]\\d)$"
                }
              ],
              "title": "start time",
              "description": "Entries at or after this time"
            },
            "to": {
              "allOf": [
                {
                  "description": "ISO 8601 date and time with a zone, e.g. `2026-03-01T00:00:00Z`",
                  "type": "string",
                  "pattern": "^20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d{1,3})?)?(Z|[+-]([01]\\d|2[0-3]):[0-5]\\d)$"
                }
              ],
              "title": "end time",
              "description": "Entries before this time"
            }
          }
        },
        "pageinfo": {
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
        }
      }
    }
  }
};
