// The addresses of the identity pages (also listed in src/lib/app-routes and linked from mails by the server).
export const PASSWORD_REQUEST_PATH = "/entry/passwordrequest";
export const PASSWORD_RESET_PATTERN = "/entry/passwordreset/:token";
export const EMAIL_CONFIRM_PATTERN = "/entry/emailconfirm/:token";
export const EMAIL_CONFIRM_REQUEST_PATH = "/entry/emailconfirmrequest";
export const SIGN_OUT_PATH = "/entry/signout";
export const SESSIONS_PATH = "/profile/edit/sessions";
