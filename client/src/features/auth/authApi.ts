import type { CurrentUser } from "../../entities/user/types";
import { http } from "../../shared/api/httpClient";
import type { TokenPair } from "../../shared/api/tokenStorage";

export interface MessageAnswer {
  message: string;
}

export const authApi = {
  authenticate: (username: string, password: string) =>
    http.post<TokenPair>("/Authenticate", { username, password }),
  tokenCheck: () => http.get<{ valid: boolean }>("/Authenticate/TokenCheck"),
  lostPassword: (email: string) => http.post<MessageAnswer>("/Account/LostPassword", { Email: email }),
  resetPassword: (username: string, token: string, password: string) =>
    http.post<MessageAnswer>("/Account/ResetPassword", {
      Username: username,
      Token: token,
      Password: password,
    }),
  currentUser: () => http.get<CurrentUser>("/Users/Get"),
  setCompany: (companyId: string) =>
    http.post<CurrentUser>(`/Users/SetCompany/${encodeURIComponent(companyId)}`),
};
