import { createBrowserRouter } from "react-router-dom";
import { LoginPage } from "../features/auth/components/LoginPage";
import { ResetPasswordPage } from "../features/auth/components/ResetPasswordPage";
import { ConfineKognifaiUser } from "../features/auth/guards/ConfineKognifaiUser";
import { KognifaiUsersOnly } from "../features/auth/guards/KognifaiUsersOnly";
import { RedirectSignedIn } from "../features/auth/guards/RedirectSignedIn";
import { RequireSignIn } from "../features/auth/guards/RequireSignIn";
import { KognifaiPage } from "../features/kognifai/KognifaiPage";
import { AppShell } from "../features/shell/AppShell";
import { RootLayout } from "./RootLayout";
import { shellRoutes } from "./routes/shellRoutes";

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      {
        element: <RedirectSignedIn />,
        children: [{ path: "login", handle: { title: "Login" }, element: <LoginPage /> }],
      },
      {
        path: "Account/ResetPassword",
        handle: { title: "Create new password" },
        element: <ResetPasswordPage />,
      },
      {
        element: <RequireSignIn />,
        children: [
          {
            element: <KognifaiUsersOnly />,
            children: [{ path: "Kognifai", handle: { title: "Data Analysis" }, element: <KognifaiPage /> }],
          },
          {
            element: <ConfineKognifaiUser />,
            children: [{ element: <AppShell />, children: shellRoutes }],
          },
        ],
      },
    ],
  },
]);
