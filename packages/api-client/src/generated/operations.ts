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
    "errorCodes": [
      401,
      404,
      1005
    ]
  }
] as const satisfies readonly OperationDescriptor[];

export type OperationId = (typeof operations)[number]['operationId'];
