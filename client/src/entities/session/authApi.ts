import { http } from "../../shared/api/httpClient";
import type { CurrentUser } from "../user/types";

/** POST /Authenticate answers the token pair for API clients; the browser keeps only the expiry. */
interface TokenPair {
  access: string;
  expiry: string;
}

export interface MessageAnswer {
  message: string;
}

export const authApi = {
  authenticate: (username: string, password: string, rememberMe: boolean) =>
    http.post<TokenPair>("/Authenticate", { username, password, rememberMe }),
  // The calls that end, check, learn or choose the acting company carry no X-Acting-Company.
  logout: () => http.post<null>("/Authenticate/Logout", {}, { actingCompany: false }),
  tokenCheck: () => http.get<{ valid: boolean }>("/Authenticate/TokenCheck", { actingCompany: false }),
  lostPassword: (email: string) => http.post<MessageAnswer>("/Account/LostPassword", { Email: email }),
  resetPassword: (username: string, token: string, password: string) =>
    http.post<MessageAnswer>("/Account/ResetPassword", {
      Username: username,
      Token: token,
      Password: password,
    }),
  currentUser: () => http.get<CurrentUser>("/Users/Get", { actingCompany: false }),
  setCompany: (companyId: string) =>
    http.post<CurrentUser>(
      `/Users/SetCompany/${encodeURIComponent(companyId)}`,
      {},
      { actingCompany: false },
    ),
};
