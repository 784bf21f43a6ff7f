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
