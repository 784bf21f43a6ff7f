// Generated from openapi/pcharging.yaml by `npm run codegen`. Do not edit.

export interface OperationDescriptor {
  readonly operationId: string;
  readonly method: 'get' | 'post' | 'put' | 'delete' | 'patch';
  readonly path: string;
  readonly tag: string;
  readonly summary: string;
  /** Action string required, `authenticated` for any session, null for public calls. */
  readonly permission: string | null;
  readonly isPublic: boolean;
  /** Changes state: recorded in the operation log, refused to read-only roles. */
  readonly mutating: boolean;
  readonly errorCodes: ReadonlyArray<number | string>;
}

export const operations = [
  {
    "operationId": "getCaptcha",
    "method": "post",
    "path": "/Base/verification_code",
    "tag": "auth",
    "summary": "A fresh image captcha, bound to the caller by the `pcaptcha` cookie",
    "permission": null,
    "isPublic": true,
    "mutating": false,
    "errorCodes": []
  },
  {
    "operationId": "login",
    "method": "post",
    "path": "/Admin_user/login",
    "tag": "auth",
    "summary": "Sign in with account, md5 password and captcha",
    "permission": null,
    "isPublic": true,
    "mutating": true,
    "errorCodes": [
      1001,
      1002,
      1003,
      1004,
      1006
    ]
  },
  {
    "operationId": "logout",
    "method": "post",
    "path": "/Admin_user/logout",
    "tag": "auth",
    "summary": "End the session",
    "permission": "authenticated",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      1005
    ]
  },
  {
    "operationId": "getCurrentUser",
    "method": "post",
    "path": "/Admin_user/info",
    "tag": "auth",
    "summary": "The signed-in user with permissions and menu, used to restore a session",
    "permission": "authenticated",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      1005
    ]
  },
  {
    "operationId": "changePassword",
    "method": "post",
    "path": "/Admin_user/changepw",
    "tag": "auth",
    "summary": "Change the signed-in user's own password",
    "permission": "authenticated",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      1001,
      1005,
      1007
    ]
  },
  {
    "operationId": "updateProfile",
    "method": "put",
    "path": "/system/user/profile",
    "tag": "auth",
    "summary": "Update the signed-in user's own profile",
    "permission": "authenticated",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      1001,
      1005
    ]
  },
  {
    "operationId": "getFileInfo",
    "method": "post",
    "path": "/base/get_file_info_by_url",
    "tag": "base",
    "summary": "Metadata of an uploaded file, by its path relative to the uploads folder",
    "permission": "authenticated",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      404,
      1001,
      1005
    ]
  },
  {
    "operationId": "getDictionary",
    "method": "get",
    "path": "/base/getDatadictionary/{key}",
    "tag": "base",
    "summary": "One dictionary, with names in the request's language",
    "permission": "authenticated",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      404,
      1005
    ]
  },
  {
    "operationId": "listPriceTemplates",
    "method": "post",
    "path": "/PriceTemplate/lists",
    "tag": "price",
    "summary": "Price templates with the number of stations using each",
    "permission": "operator:price:list",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      1001,
      1005
    ]
  },
  {
    "operationId": "listPriceTemplateOptions",
    "method": "post",
    "path": "/PriceTemplate/options",
    "tag": "price",
    "summary": "Every template as id and name, for selection; empty until one is set up",
    "permission": "operator:price:list",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      1005
    ]
  },
  {
    "operationId": "getPriceTemplate",
    "method": "post",
    "path": "/PriceTemplate/info",
    "tag": "price",
    "summary": "One template",
    "permission": "operator:price:list",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005
    ]
  },
  {
    "operationId": "addPriceTemplate",
    "method": "post",
    "path": "/PriceTemplate/add",
    "tag": "price",
    "summary": "Create a template",
    "permission": "operator:price:add",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      1001,
      1005,
      1008
    ]
  },
  {
    "operationId": "editPriceTemplate",
    "method": "post",
    "path": "/PriceTemplate/edit",
    "tag": "price",
    "summary": "Change a template; every station using it charges the new prices from the next session",
    "permission": "operator:price:edit",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1008
    ]
  },
  {
    "operationId": "deletePriceTemplate",
    "method": "post",
    "path": "/PriceTemplate/del",
    "tag": "price",
    "summary": "Delete a template no station uses",
    "permission": "operator:price:delete",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1008
    ]
  },
  {
    "operationId": "setStationPriceTemplate",
    "method": "post",
    "path": "/Station/set_price",
    "tag": "station",
    "summary": "Choose the price template a station charges with (the price-setting tab)",
    "permission": "operator:station:edit",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1009
    ]
  },
  {
    "operationId": "listStations",
    "method": "post",
    "path": "/Station/lists",
    "tag": "station",
    "summary": "Stations, filtered, sorted and paged",
    "permission": "operator:station:list",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      1001,
      1005
    ]
  },
  {
    "operationId": "getStation",
    "method": "post",
    "path": "/Station/info",
    "tag": "station",
    "summary": "One station with its operation, equipment and price figures",
    "permission": "operator:station:list",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005
    ]
  },
  {
    "operationId": "addStation",
    "method": "post",
    "path": "/Station/add",
    "tag": "station",
    "summary": "Create a station as a draft (the spec's \"temporary store\")",
    "permission": "operator:station:add",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      1001,
      1005,
      1008
    ]
  },
  {
    "operationId": "editStation",
    "method": "post",
    "path": "/Station/edit",
    "tag": "station",
    "summary": "Change a station's details",
    "permission": "operator:station:edit",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1008
    ]
  },
  {
    "operationId": "deleteStation",
    "method": "post",
    "path": "/Station/del",
    "tag": "station",
    "summary": "Delete a station that has no chargers and no orders",
    "permission": "operator:station:delete",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1008
    ]
  },
  {
    "operationId": "submitStation",
    "method": "post",
    "path": "/Station/submit",
    "tag": "station",
    "summary": "Submit a draft or rejected station for audit (submit / resubmit)",
    "permission": "operator:station:edit",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1009
    ]
  },
  {
    "operationId": "auditStation",
    "method": "post",
    "path": "/Station/audit",
    "tag": "station",
    "summary": "Approve (goes live) or reject (with a reason) a station under review",
    "permission": "operator:station:audit",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1009
    ]
  },
  {
    "operationId": "setStationStatus",
    "method": "post",
    "path": "/Station/status",
    "tag": "station",
    "summary": "Enable (operating) or disable (suspended) a live station",
    "permission": "operator:station:status",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005,
      1009
    ]
  },
  {
    "operationId": "setStationLoadBalance",
    "method": "post",
    "path": "/Station/load_balance",
    "tag": "station",
    "summary": "Set the load-balancing upper limit and adjustment period; every change is kept in the history",
    "permission": "operator:station:edit",
    "isPublic": false,
    "mutating": true,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005
    ]
  },
  {
    "operationId": "listStationLoadHistory",
    "method": "post",
    "path": "/Station/load_history",
    "tag": "station",
    "summary": "Load-balancing changes of a station, newest first",
    "permission": "operator:station:list",
    "isPublic": false,
    "mutating": false,
    "errorCodes": [
      401,
      403,
      404,
      1001,
      1005
    ]
  }
] as const satisfies readonly OperationDescriptor[];

export type OperationId = (typeof operations)[number]['operationId'];

/** Every action string a role can hold, from `x-permissions`. */
export const permissionCatalogue = [
  "metadata:overview:view",
  "metadata:income:view",
  "operator:operator:list",
  "operator:operator:add",
  "operator:operator:edit",
  "operator:operator:delete",
  "operator:station:list",
  "operator:station:add",
  "operator:station:edit",
  "operator:station:delete",
  "operator:station:status",
  "operator:station:audit",
  "operator:pile:list",
  "operator:pile:add",
  "operator:pile:edit",
  "operator:pile:delete",
  "operator:pile:restart",
  "operator:pile:whitelist",
  "operator:pile:audit",
  "operator:port:list",
  "operator:port:edit",
  "operator:rfid:list",
  "operator:rfid:add",
  "operator:rfid:import",
  "operator:rfid:bind",
  "operator:rfid:unbind",
  "operator:rfid:account",
  "operator:price:list",
  "operator:price:add",
  "operator:price:edit",
  "operator:price:delete",
  "operator:equipment:list",
  "operator:equipment:add",
  "operator:equipment:edit",
  "operator:equipment:delete",
  "operator:alarm:list",
  "operator:alarm:ack",
  "operator:alarm:repair",
  "money:order:list",
  "money:order:export",
  "money:journal:list",
  "money:journal:export",
  "customer:customer:list",
  "customer:customer:status",
  "system:user:list",
  "system:user:add",
  "system:user:edit",
  "system:user:delete",
  "system:user:status",
  "system:user:reset",
  "system:role:list",
  "system:role:add",
  "system:role:edit",
  "system:role:delete",
  "system:log:list"
] as const;

export type Permission = (typeof permissionCatalogue)[number];

/** Actions that only read: list, view and export. */
export const readOnlyPermissions = [
  "metadata:overview:view",
  "metadata:income:view",
  "operator:operator:list",
  "operator:station:list",
  "operator:pile:list",
  "operator:port:list",
  "operator:rfid:list",
  "operator:price:list",
  "operator:equipment:list",
  "operator:alarm:list",
  "money:order:list",
  "money:order:export",
  "money:journal:list",
  "money:journal:export",
  "customer:customer:list",
  "system:user:list",
  "system:role:list",
  "system:log:list"
] as const;
