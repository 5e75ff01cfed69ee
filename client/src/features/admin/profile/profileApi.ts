import { http } from "../../../shared/api/httpClient";

export const profileApi = {
  changePassword: (username: string, currentPassword: string, newPassword: string) =>
    http.post<{ message?: string } | null>("/Account/ChangePassword", {
      Username: username,
      CurrentPassword: currentPassword,
      NewPassword: newPassword,
    }),
};
