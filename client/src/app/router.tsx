import { createBrowserRouter } from "react-router-dom";
import { LoginPage } from "../features/auth/components/LoginPage";
import { ConfineKognifaiUser } from "../features/auth/guards/ConfineKognifaiUser";
import { ConfineVerifier } from "../features/auth/guards/ConfineVerifier";
import { KognifaiUsersOnly } from "../features/auth/guards/KognifaiUsersOnly";
import { RedirectSignedIn } from "../features/auth/guards/RedirectSignedIn";
import { RequireSignIn } from "../features/auth/guards/RequireSignIn";
import { VerifiersOnly } from "../features/auth/guards/VerifiersOnly";
import { FullPageLoader } from "../shared/ui/FullPageLoader";
import { RootLayout } from "./RootLayout";
import { shellRoutes } from "./routes/shellRoutes";

/**
 * The entry chunk holds the sign-in screen and the guards; every other page, and the app shell,
 * is loaded (`lazy`) the first time a route needs it.
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    // Shown while the code of the first page opened arrives.
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      {
        element: <RedirectSignedIn />,
        children: [{ path: "login", handle: { title: "Login" }, element: <LoginPage /> }],
      },
      {
        path: "Account/ResetPassword",
        handle: { title: "Create new password" },
        lazy: {
          Component: async () =>
            (await import("../features/auth/components/ResetPasswordPage")).ResetPasswordPage,
        },
      },
      {
        element: <RequireSignIn />,
        children: [
          {
            element: <KognifaiUsersOnly />,
            children: [
              {
                path: "Kognifai",
                handle: { title: "Data Analysis" },
                lazy: {
                  Component: async () => (await import("../features/kognifai/KognifaiPage")).KognifaiPage,
                },
              },
            ],
          },
          {
            element: <VerifiersOnly />,
            children: [
              {
                path: "Verifier",
                handle: { title: "Verification" },
                lazy: {
                  Component: async () => (await import("../features/verifier/VerifierPage")).VerifierPage,
                },
              },
            ],
          },
          {
            element: <ConfineKognifaiUser />,
            children: [
              {
                element: <ConfineVerifier />,
                children: [
                  {
                    lazy: { Component: async () => (await import("./shell/AppShell")).AppShell },
                    children: shellRoutes,
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
]);
