// Generated from openapi/sim-control.yaml by `npm run codegen`. Do not edit.

export const simControlDocument: Readonly<Record<string, unknown>> = {
  "openapi": "3.1.0",
  "info": {
    "title": "pcharging simulator control surface",
    "version": "1.0.0",
    "description": "Developer and trainer controls of the simulator, outside the `_pcharging` base path. Switch it off with\n`PCHARGING_SIM_CONTROL=off` anywhere real users are; when `PCHARGING_SIM_KEY` is set every call needs the\n`x-sim-key` header. Bodies and answers are JSON. Times are epoch milliseconds of the simulated clock.\n"
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
          "409": {
            "$ref": "#/components/responses/Problem"
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
          "409": {
            "$ref": "#/components/responses/Problem"
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
          "409": {
            "$ref": "#/components/responses/Problem"
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
          "409": {
            "$ref": "#/components/responses/Problem"
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
          }
        }
      },
      "delete": {
        "operationId": "clearFaults",
        "summary": "Remove every fault",
        "responses": {
          "200": {
            "$ref": "#/components/responses/Cleared"
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
          "404": {
            "$ref": "#/components/responses/Problem"
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
          }
        }
      }
    },
    "/scenarios": {
      "get": {
        "operationId": "listScenarios",
        "summary": "Training scenarios that can be loaded",
        "responses": {
          "200": {
            "description": "Scenarios",
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
                          "description"
                        ],
                        "properties": {
                          "name": {
                            "type": "string"
                          },
                          "title": {
                            "type": "string"
                          },
                          "description": {
                            "type": "string"
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    },
    "/scenarios/{name}": {
      "post": {
        "operationId": "loadScenario",
        "summary": "Set the network into a scenario's state and answer the trainee's briefing",
        "parameters": [
          {
            "name": "name",
            "in": "path",
            "required": true,
            "schema": {
              "type": "string",
              "enum": [
                "station-offline",
                "card-bound-to-wrong-customer",
                "price-change",
                "stuck-session"
              ]
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The scenario is loaded",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "name",
                    "task",
                    "details"
                  ],
                  "properties": {
                    "name": {
                      "type": "string"
                    },
                    "task": {
                      "type": "string"
                    },
                    "details": {
                      "type": "object",
                      "additionalProperties": {
                        "type": [
                          "string",
                          "number"
                        ]
                      }
                    }
                  }
                }
              }
            }
          },
          "404": {
            "$ref": "#/components/responses/Problem"
          },
          "409": {
            "$ref": "#/components/responses/Problem"
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
                    "maxLength": 200,
                    "default": "",
                    "description": "The interaction's Given; empty for one without, when only the network is put back"
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
                    "type": "string"
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
        "name": "x-sim-key"
      }
    },
    "responses": {
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
      }
    },
    "schemas": {
      "ClockState": {
        "type": "object",
        "required": [
          "now",
          "iso",
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
        "required": [
          "operationId",
          "kind"
        ],
        "properties": {
          "operationId": {
            "type": "string",
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
            "description": "For business-error: a code of the API, e.g. 1005 or 1009"
          },
          "msg": {
            "type": "string",
            "maxLength": 200,
            "description": "The answer's message; a translated default otherwise"
          },
          "count": {
            "type": "integer",
            "minimum": 1,
            "description": "Calls to hit"
          },
          "until": {
            "type": "integer",
            "description": "Simulated epoch ms after which the fault is gone"
          }
        }
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
