// Generated from openapi/pcharging.yaml by `npm run codegen`. Do not edit.

import type { Capability } from './enums';

/** A field plan: the fields of an object that belong to a capability (`drop`), and where to look further in. */
export interface FieldPlan {
  readonly drop?: Readonly<Record<string, Capability>>;
  readonly fields?: Readonly<Record<string, FieldPlan>>;
  readonly items?: FieldPlan;
}

/** What each capability is, from `x-capabilities`. */
export const capabilityDescriptions: Readonly<Record<Capability, string>> = {
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
};

/** Per legacy operation, where its answer (the whole `{code, msg, data}` body) carries extension fields. */
export const extensionAnswerFields: Readonly<Record<string, FieldPlan>> = {
  "login": {
    "fields": {
      "data": {
        "drop": {
          "network": "network-settings"
        }
      }
    }
  },
  "getCurrentUser": {
    "fields": {
      "data": {
        "drop": {
          "network": "network-settings"
        }
      }
    }
  },
  "getPile": {
    "fields": {
      "data": {
        "fields": {
          "ports": {
            "items": {
              "drop": {
                "power_now_kw": "sessions",
                "inoperative_since": "port-control",
                "inoperative_reason": "port-control",
                "session_id": "sessions"
              }
            }
          }
        }
      }
    }
  },
  "addPile": {
    "fields": {
      "data": {
        "fields": {
          "ports": {
            "items": {
              "drop": {
                "power_now_kw": "sessions",
                "inoperative_since": "port-control",
                "inoperative_reason": "port-control",
                "session_id": "sessions"
              }
            }
          }
        }
      }
    }
  },
  "editPile": {
    "fields": {
      "data": {
        "fields": {
          "ports": {
            "items": {
              "drop": {
                "power_now_kw": "sessions",
                "inoperative_since": "port-control",
                "inoperative_reason": "port-control",
                "session_id": "sessions"
              }
            }
          }
        }
      }
    }
  },
  "submitPile": {
    "fields": {
      "data": {
        "fields": {
          "ports": {
            "items": {
              "drop": {
                "power_now_kw": "sessions",
                "inoperative_since": "port-control",
                "inoperative_reason": "port-control",
                "session_id": "sessions"
              }
            }
          }
        }
      }
    }
  },
  "auditPile": {
    "fields": {
      "data": {
        "fields": {
          "ports": {
            "items": {
              "drop": {
                "power_now_kw": "sessions",
                "inoperative_since": "port-control",
                "inoperative_reason": "port-control",
                "session_id": "sessions"
              }
            }
          }
        }
      }
    }
  },
  "restartPile": {
    "fields": {
      "data": {
        "fields": {
          "ports": {
            "items": {
              "drop": {
                "power_now_kw": "sessions",
                "inoperative_since": "port-control",
                "inoperative_reason": "port-control",
                "session_id": "sessions"
              }
            }
          }
        }
      }
    }
  },
  "listPorts": {
    "fields": {
      "data": {
        "fields": {
          "items": {
            "items": {
              "drop": {
                "power_now_kw": "sessions",
                "inoperative_since": "port-control",
                "inoperative_reason": "port-control",
                "session_id": "sessions"
              }
            }
          }
        }
      }
    }
  },
  "getPort": {
    "fields": {
      "data": {
        "drop": {
          "power_now_kw": "sessions",
          "inoperative_since": "port-control",
          "inoperative_reason": "port-control",
          "session_id": "sessions"
        }
      }
    }
  },
  "editPort": {
    "fields": {
      "data": {
        "drop": {
          "power_now_kw": "sessions",
          "inoperative_since": "port-control",
          "inoperative_reason": "port-control",
          "session_id": "sessions"
        }
      }
    }
  },
  "setPortVoltageLimits": {
    "fields": {
      "data": {
        "drop": {
          "power_now_kw": "sessions",
          "inoperative_since": "port-control",
          "inoperative_reason": "port-control",
          "session_id": "sessions"
        }
      }
    }
  },
  "getCustomer": {
    "fields": {
      "data": {
        "drop": {
          "recent_journal": "money-corrections"
        },
        "fields": {
          "recent_orders": {
            "items": {
              "drop": {
                "refund_state": "money-corrections"
              }
            }
          }
        }
      }
    }
  },
  "setCustomerStatus": {
    "fields": {
      "data": {
        "drop": {
          "recent_journal": "money-corrections"
        },
        "fields": {
          "recent_orders": {
            "items": {
              "drop": {
                "refund_state": "money-corrections"
              }
            }
          }
        }
      }
    }
  },
  "getEquipment": {
    "fields": {
      "data": {
        "fields": {
          "ports": {
            "items": {
              "drop": {
                "power_now_kw": "sessions",
                "inoperative_since": "port-control",
                "inoperative_reason": "port-control",
                "session_id": "sessions"
              }
            }
          }
        }
      }
    }
  },
  "addEquipment": {
    "fields": {
      "data": {
        "fields": {
          "ports": {
            "items": {
              "drop": {
                "power_now_kw": "sessions",
                "inoperative_since": "port-control",
                "inoperative_reason": "port-control",
                "session_id": "sessions"
              }
            }
          }
        }
      }
    }
  },
  "editEquipment": {
    "fields": {
      "data": {
        "fields": {
          "ports": {
            "items": {
              "drop": {
                "power_now_kw": "sessions",
                "inoperative_since": "port-control",
                "inoperative_reason": "port-control",
                "session_id": "sessions"
              }
            }
          }
        }
      }
    }
  },
  "installEquipment": {
    "fields": {
      "data": {
        "fields": {
          "ports": {
            "items": {
              "drop": {
                "power_now_kw": "sessions",
                "inoperative_since": "port-control",
                "inoperative_reason": "port-control",
                "session_id": "sessions"
              }
            }
          }
        }
      }
    }
  },
  "uninstallEquipment": {
    "fields": {
      "data": {
        "fields": {
          "ports": {
            "items": {
              "drop": {
                "power_now_kw": "sessions",
                "inoperative_since": "port-control",
                "inoperative_reason": "port-control",
                "session_id": "sessions"
              }
            }
          }
        }
      }
    }
  },
  "listOrders": {
    "fields": {
      "data": {
        "fields": {
          "items": {
            "items": {
              "drop": {
                "refund_state": "money-corrections"
              }
            }
          }
        }
      }
    }
  },
  "getOrder": {
    "fields": {
      "data": {
        "drop": {
          "refund_state": "money-corrections",
          "end_kind": "sessions",
          "stopped_by": "sessions",
          "stop_reason": "sessions",
          "refunded": "money-corrections",
          "refundable": "money-corrections"
        }
      }
    }
  },
  "getOverview": {
    "fields": {
      "data": {
        "fields": {
          "network": {
            "drop": {
              "sessions_suspect": "sessions"
            }
          },
          "totals": {
            "drop": {
              "refunds": "money-corrections",
              "net_income": "money-corrections"
            }
          },
          "by_day": {
            "items": {
              "drop": {
                "refunds": "money-corrections",
                "net_income": "money-corrections"
              }
            }
          },
          "by_station_type": {
            "items": {
              "drop": {
                "refunds": "money-corrections",
                "net_income": "money-corrections"
              }
            }
          },
          "by_start_mode": {
            "items": {
              "drop": {
                "refunds": "money-corrections",
                "net_income": "money-corrections"
              }
            }
          },
          "top_stations": {
            "items": {
              "drop": {
                "refunds": "money-corrections",
                "net_income": "money-corrections"
              }
            }
          }
        }
      }
    }
  },
  "getIncomeStatistics": {
    "fields": {
      "data": {
        "fields": {
          "totals": {
            "drop": {
              "refunds": "money-corrections",
              "net_income": "money-corrections"
            }
          },
          "series": {
            "items": {
              "drop": {
                "refunds": "money-corrections",
                "net_income": "money-corrections"
              }
            }
          }
        }
      }
    }
  },
  "listIncomeByStation": {
    "fields": {
      "data": {
        "fields": {
          "items": {
            "items": {
              "drop": {
                "refunds": "money-corrections",
                "net_income": "money-corrections"
              }
            }
          }
        }
      }
    }
  },
  "listOperationLogs": {
    "fields": {
      "data": {
        "fields": {
          "items": {
            "items": {
              "drop": {
                "subject": "timeline"
              }
            }
          }
        }
      }
    }
  }
};

/** Per legacy operation, the request `params` that belong to a capability. */
export const extensionParams: Readonly<Record<string, FieldPlan>> = {
  "listEquipment": {
    "drop": {
      "status": "equipment-status-filter"
    }
  },
  "listOrders": {
    "drop": {
      "keyword": "people-search",
      "refund_state": "money-corrections"
    }
  },
  "exportOrders": {
    "drop": {
      "keyword": "people-search",
      "refund_state": "money-corrections"
    }
  }
};
