// Generated from openapi/pcharging.yaml by `npm run codegen`. Do not edit.

/** Per request schema, the fields it limits: `minLength`, `maxLength`, `pattern` (a regular expression's source), `minimum`, `maximum`. */
export const fieldLimits = {
  "IdParams": {
    "id": {
      "minimum": 1
    }
  },
  "LoginParams": {
    "account": {
      "minLength": 1,
      "maxLength": 64
    },
    "pwd": {
      "pattern": "^[0-9a-fA-F]{32}$"
    },
    "code": {
      "minLength": 1,
      "maxLength": 8
    }
  },
  "ChangePasswordParams": {
    "oldPwd": {
      "pattern": "^[0-9a-fA-F]{32}$"
    },
    "pwd": {
      "pattern": "^[0-9a-fA-F]{32}$"
    },
    "id": {
      "minimum": 1
    }
  },
  "ProfileParams": {
    "nickname": {
      "minLength": 1,
      "maxLength": 32
    },
    "email": {
      "maxLength": 128,
      "pattern": "^([^<>()[\\]\\\\.,;:\\s@\"]+(\\.[^<>()[\\]\\\\.,;:\\s@\"]+)*@(([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\\.)+[A-Za-z]{2,}|\\[(0{0,2}\\d|0?[1-9]\\d|1\\d\\d|2[0-4]\\d|25[0-5])\\.(0{0,2}\\d|0?[1-9]\\d|1\\d\\d|2[0-4]\\d|25[0-5])\\.(0{0,2}\\d|0?[1-9]\\d|1\\d\\d|2[0-4]\\d|25[0-5])\\.(0{0,2}\\d|0?[1-9]\\d|1\\d\\d|2[0-4]\\d|25[0-5])\\]))?$"
    },
    "phone": {
      "maxLength": 32,
      "pattern": "^[0-9+()\\- ]*$"
    }
  },
  "FileInfoParams": {
    "file_rel_path": {
      "minLength": 1,
      "maxLength": 255
    }
  },
  "AlarmListParams": {
    "station_id": {
      "minimum": 1
    },
    "pile_id": {
      "minimum": 1
    }
  },
  "AlarmRepairParams": {
    "id": {
      "minimum": 1
    },
    "note": {
      "minLength": 1,
      "maxLength": 500,
      "pattern": "\\S"
    }
  },
  "ChargerInput": {
    "equipmentid": {
      "minLength": 1,
      "maxLength": 32,
      "pattern": "^[0-9A-Za-z]{4,32}$"
    },
    "equipmentname": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "\\S"
    },
    "manufacturerid": {
      "maxLength": 32
    },
    "manufacturername": {
      "maxLength": 64
    },
    "equipmentmodel": {
      "maxLength": 64
    },
    "power": {
      "minimum": 0.1,
      "maximum": 1000
    },
    "current": {
      "minimum": 1,
      "maximum": 1000
    },
    "productiondate": {
      "pattern": "^(20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29))?$"
    },
    "operatorid": {
      "minimum": 1
    },
    "connectors": {
      "minimum": 1,
      "maximum": 8
    },
    "connecttype": {
      "minimum": 1,
      "maximum": 6
    },
    "charge_model": {
      "maxLength": 32
    }
  },
  "ChargerListParams": {
    "stationid": {
      "minimum": 1
    },
    "keyword": {
      "maxLength": 64
    },
    "manufacturername": {
      "maxLength": 64
    }
  },
  "WhitelistParams": {
    "id": {
      "minimum": 1
    }
  },
  "CustomerListParams": {
    "keyword": {
      "maxLength": 64
    }
  },
  "EquipmentListParams": {
    "stationid": {
      "minimum": 1
    },
    "manufacturername": {
      "maxLength": 64
    },
    "equipmentmodel": {
      "maxLength": 64
    },
    "keyword": {
      "maxLength": 64
    }
  },
  "JournalListParams": {
    "account": {
      "maxLength": 64
    },
    "entry_no": {
      "maxLength": 32
    },
    "order_no": {
      "maxLength": 32
    }
  },
  "OperatorListParams": {
    "name": {
      "maxLength": 64
    }
  },
  "OperatorInput": {
    "name": {
      "minLength": 1,
      "maxLength": 64
    },
    "account": {
      "minLength": 1,
      "maxLength": 32,
      "pattern": "^[A-Za-z0-9_.-]{2,32}$"
    },
    "secret": {
      "maxLength": 64
    },
    "message_secret": {
      "pattern": "^([!-~]{16})?$"
    },
    "message_iv": {
      "pattern": "^([!-~]{16})?$"
    },
    "company": {
      "maxLength": 128
    },
    "contact_person": {
      "maxLength": 64
    },
    "contact_phone": {
      "maxLength": 32,
      "pattern": "^[0-9+()\\- ]*$"
    },
    "emergency_contact": {
      "maxLength": 64
    },
    "description": {
      "maxLength": 500
    },
    "logo": {
      "maxLength": 255
    },
    "callback_url": {
      "maxLength": 255,
      "pattern": "^(https?://[^\\s]+)?$"
    }
  },
  "OrderListParams": {
    "order_no": {
      "maxLength": 32
    },
    "account": {
      "maxLength": 64
    },
    "keyword": {
      "maxLength": 64
    },
    "station_id": {
      "minimum": 1
    },
    "port_id": {
      "minimum": 1
    }
  },
  "PriceTemplateInput": {
    "name": {
      "minLength": 1,
      "maxLength": 64
    },
    "electfee": {
      "minLength": 1
    },
    "servicefee": {
      "minLength": 1
    },
    "parkfee": {
      "minLength": 1
    }
  },
  "RfidListParams": {
    "card_no": {
      "maxLength": 32
    },
    "account": {
      "maxLength": 64
    },
    "station_id": {
      "minimum": 1
    }
  },
  "RfidCardInput": {
    "card_no": {
      "minLength": 1,
      "maxLength": 32,
      "pattern": "^[A-Za-z0-9]{4,32}$"
    },
    "station_id": {
      "minimum": 1
    }
  },
  "RfidBindParams": {
    "id": {
      "minimum": 1
    },
    "account": {
      "minLength": 1,
      "maxLength": 64
    }
  },
  "RfidAccountParams": {
    "id": {
      "minimum": 1
    },
    "account": {
      "minLength": 1,
      "maxLength": 64,
      "pattern": "^[A-Za-z0-9][A-Za-z0-9._@-]{2,63}$"
    },
    "name": {
      "minLength": 1,
      "maxLength": 64
    },
    "email": {
      "minLength": 1,
      "maxLength": 128,
      "pattern": "^([^<>()[\\]\\\\.,;:\\s@\"]+(\\.[^<>()[\\]\\\\.,;:\\s@\"]+)*@(([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\\.)+[A-Za-z]{2,}|\\[(0{0,2}\\d|0?[1-9]\\d|1\\d\\d|2[0-4]\\d|25[0-5])\\.(0{0,2}\\d|0?[1-9]\\d|1\\d\\d|2[0-4]\\d|25[0-5])\\.(0{0,2}\\d|0?[1-9]\\d|1\\d\\d|2[0-4]\\d|25[0-5])\\.(0{0,2}\\d|0?[1-9]\\d|1\\d\\d|2[0-4]\\d|25[0-5])\\]))?$"
    },
    "phone": {
      "maxLength": 32,
      "pattern": "^[0-9+()\\- ]*$"
    }
  },
  "StationListParams": {
    "name": {
      "maxLength": 64
    },
    "type": {
      "minimum": 1,
      "maximum": 4
    },
    "city": {
      "maxLength": 64
    },
    "operator_id": {
      "minimum": 1
    }
  },
  "AuditParams": {
    "id": {
      "minimum": 1
    },
    "reason": {
      "maxLength": 255
    }
  },
  "StationInput": {
    "StationName": {
      "minLength": 1,
      "maxLength": 64
    },
    "StationTel": {
      "maxLength": 32,
      "pattern": "^[0-9+()\\- ]*$"
    },
    "StationType": {
      "minimum": 1,
      "maximum": 4
    },
    "ServiceTime": {
      "maxLength": 64
    },
    "Logo": {
      "maxLength": 255
    },
    "StationLng": {
      "minimum": -180,
      "maximum": 180
    },
    "StationLat": {
      "minimum": -90,
      "maximum": 90
    },
    "OperatorID": {
      "minimum": 1
    },
    "Remark": {
      "maxLength": 500
    },
    "Contacts": {
      "maxLength": 64
    },
    "Phone": {
      "maxLength": 32,
      "pattern": "^[0-9+()\\- ]*$"
    },
    "province": {
      "maxLength": 32
    },
    "city": {
      "minLength": 1,
      "maxLength": 64
    },
    "district": {
      "maxLength": 64
    },
    "Address": {
      "minLength": 1,
      "maxLength": 255
    },
    "MinAmount": {
      "minLength": 1,
      "maxLength": 6,
      "pattern": "^([1-9]\\d?|100)(\\.0{1,2})?$"
    },
    "EC": {
      "minimum": 0,
      "maximum": 0.5
    },
    "TotalCurrent": {
      "minimum": 0,
      "maximum": 100000
    }
  },
  "StatisticsRangeParams": {
    "from": {
      "pattern": "^20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)$"
    },
    "to": {
      "pattern": "^20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)$"
    },
    "station_id": {
      "minimum": 1
    }
  },
  "UserListParams": {
    "keyword": {
      "maxLength": 64
    },
    "role_id": {
      "minimum": 1
    },
    "department": {
      "maxLength": 64
    }
  },
  "UserInput": {
    "nickname": {
      "minLength": 1,
      "maxLength": 32
    },
    "full_name": {
      "maxLength": 64
    },
    "user_code": {
      "maxLength": 32,
      "pattern": "^[A-Za-z0-9_-]*$"
    },
    "email": {
      "maxLength": 128,
      "pattern": "^([^<>()[\\]\\\\.,;:\\s@\"]+(\\.[^<>()[\\]\\\\.,;:\\s@\"]+)*@(([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\\.)+[A-Za-z]{2,}|\\[(0{0,2}\\d|0?[1-9]\\d|1\\d\\d|2[0-4]\\d|25[0-5])\\.(0{0,2}\\d|0?[1-9]\\d|1\\d\\d|2[0-4]\\d|25[0-5])\\.(0{0,2}\\d|0?[1-9]\\d|1\\d\\d|2[0-4]\\d|25[0-5])\\.(0{0,2}\\d|0?[1-9]\\d|1\\d\\d|2[0-4]\\d|25[0-5])\\]))?$"
    },
    "phone": {
      "maxLength": 32,
      "pattern": "^[0-9+()\\- ]*$"
    },
    "role_id": {
      "minimum": 1
    },
    "department": {
      "maxLength": 64
    }
  },
  "RoleInput": {
    "code": {
      "minLength": 2,
      "maxLength": 32,
      "pattern": "^[a-z][a-z0-9_]*$"
    },
    "name": {
      "minLength": 1,
      "maxLength": 32
    },
    "description": {
      "maxLength": 255
    }
  },
  "OperationLogListParams": {
    "user_id": {
      "minimum": 1
    },
    "username": {
      "maxLength": 64
    },
    "operation_id": {
      "maxLength": 64,
      "pattern": "^[A-Za-z]*$"
    },
    "keyword": {
      "maxLength": 64
    }
  },
  "SessionListParams": {
    "station_id": {
      "minimum": 1
    },
    "pile_id": {
      "minimum": 1
    },
    "port_id": {
      "minimum": 1
    },
    "account": {
      "maxLength": 64
    },
    "card_no": {
      "maxLength": 32
    },
    "keyword": {
      "maxLength": 64
    }
  },
  "SessionStopParams": {
    "id": {
      "minimum": 1
    },
    "reason": {
      "minLength": 1,
      "maxLength": 200,
      "pattern": "\\S"
    }
  },
  "RemoteStartParams": {
    "port_id": {
      "minimum": 1
    },
    "customer_id": {
      "minimum": 1
    },
    "limit_wh": {
      "minimum": 1,
      "maximum": 1000000
    },
    "reason": {
      "minLength": 1,
      "maxLength": 200,
      "pattern": "\\S"
    }
  },
  "TimelineParams": {
    "station_id": {
      "minimum": 1
    },
    "pile_id": {
      "minimum": 1
    },
    "port_id": {
      "minimum": 1
    }
  },
  "UptimeListParams": {
    "station_id": {
      "minimum": 1
    },
    "port_id": {
      "minimum": 1
    },
    "to": {
      "pattern": "^20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)$"
    }
  },
  "OutageExclusionParams": {
    "id": {
      "minimum": 1
    },
    "note": {
      "maxLength": 500
    }
  },
  "UptimeParams": {
    "station_id": {
      "minimum": 1
    },
    "to": {
      "pattern": "^20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)$"
    }
  },
  "ChargerMessageParams": {
    "pile_id": {
      "minimum": 1
    }
  },
  "PortAvailabilityParams": {
    "id": {
      "minimum": 1
    },
    "reason": {
      "maxLength": 200
    }
  },
  "DayCloseParams": {
    "from": {
      "pattern": "^20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)$"
    },
    "to": {
      "pattern": "^20(\\d{2}-((0[13578]|1[02])-(0[1-9]|[12]\\d|3[01])|(0[469]|11)-(0[1-9]|[12]\\d|30)|02-(0[1-9]|1\\d|2[0-8]))|([02468][048]|[13579][26])-02-29)$"
    }
  },
  "AdjustmentRequestParams": {
    "customer_id": {
      "minimum": 1
    },
    "amount": {
      "minLength": 1
    },
    "reason": {
      "minLength": 1,
      "maxLength": 200,
      "pattern": "\\S"
    }
  },
  "OrderRefundParams": {
    "id": {
      "minimum": 1
    },
    "amount": {
      "minLength": 1
    },
    "reason": {
      "minLength": 1,
      "maxLength": 200,
      "pattern": "\\S"
    }
  }
} as const;
