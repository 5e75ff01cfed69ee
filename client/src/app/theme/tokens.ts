export type ThemeMode = "light" | "dark";

/**
 * Design tokens available to every emotion style through useTheme() / styled props. Text colours
 * (text, textMuted, sidebarMuted, primary, danger, success, warning) keep WCAG AA contrast (4.5:1) on
 * surface, canvas and their own soft background; white text keeps it on primary, danger, success and
 * warning (tokens.test.ts).
 */
export interface AppTheme {
  mode: ThemeMode;
  color: {
    canvas: string;
    surface: string;
    surfaceRaised: string;
    surfaceMuted: string;
    border: string;
    text: string;
    textMuted: string;
    primary: string;
    primaryStrong: string;
    primarySoft: string;
    accent: string;
    danger: string;
    dangerSoft: string;
    success: string;
    successSoft: string;
    warning: string;
    warningSoft: string;
    info: string;
    topBar: string;
    topBarText: string;
    topBarMuted: string;
    topBarHover: string;
    sidebar: string;
    sidebarText: string;
    sidebarMuted: string;
    sidebarActive: string;
    sidebarActiveText: string;
    sidebarHover: string;
  };
  radius: { sm: string; md: string; lg: string };
  shadow: { card: string; overlay: string };
  layout: { maxWidth: number; topBarHeight: number; sidebarWidth: number; sidebarMiniWidth: number };
}

const shared = {
  radius: { sm: "6px", md: "10px", lg: "16px" },
  layout: { maxWidth: 1600, topBarHeight: 60, sidebarWidth: 264, sidebarMiniWidth: 72 },
};

export const lightTheme: AppTheme = {
  ...shared,
  mode: "light",
  color: {
    canvas: "#f2f5f9",
    surface: "#ffffff",
    surfaceRaised: "#ffffff",
    surfaceMuted: "#f6f8fb",
    border: "#dde4ec",
    text: "#0f2233",
    textMuted: "#5a6b7d",
    primary: "#2563eb",
    primaryStrong: "#1d4ed8",
    primarySoft: "#e8f0fe",
    accent: "#0ea5a4",
    danger: "#b42323",
    dangerSoft: "#fdecec",
    success: "#0f7352",
    successSoft: "#e6f6ef",
    warning: "#9a5b00",
    warningSoft: "#fdf3e1",
    info: "#2563eb",
    topBar: "linear-gradient(90deg, #0a1f35 0%, #0e2d4d 60%, #114067 100%)",
    topBarText: "#f1f6fb",
    topBarMuted: "rgba(225, 236, 247, 0.68)",
    topBarHover: "rgba(255, 255, 255, 0.1)",
    sidebar: "#ffffff",
    sidebarText: "#1e3347",
    sidebarMuted: "#5f7084",
    sidebarActive: "#e8f0fe",
    sidebarActiveText: "#1d4ed8",
    sidebarHover: "#f1f4f8",
  },
  shadow: {
    card: "0 1px 2px rgba(15, 34, 51, 0.06), 0 4px 14px rgba(15, 34, 51, 0.05)",
    overlay: "0 12px 40px rgba(15, 34, 51, 0.18)",
  },
};

export const darkTheme: AppTheme = {
  ...shared,
  mode: "dark",
  color: {
    canvas: "#0b1320",
    surface: "#121c2c",
    surfaceRaised: "#172335",
    surfaceMuted: "#0f1826",
    border: "rgba(255, 255, 255, 0.09)",
    text: "#e6edf5",
    textMuted: "#93a3b8",
    primary: "#60a5fa",
    primaryStrong: "#93c5fd",
    primarySoft: "rgba(96, 165, 250, 0.14)",
    accent: "#2dd4bf",
    danger: "#f07167",
    dangerSoft: "rgba(229, 83, 75, 0.14)",
    success: "#3fb585",
    successSoft: "rgba(47, 158, 114, 0.16)",
    warning: "#d99a2b",
    warningSoft: "rgba(217, 154, 43, 0.16)",
    info: "#3b82f6",
    topBar: "linear-gradient(90deg, #07111e 0%, #0a192b 60%, #0d2138 100%)",
    topBarText: "#e6edf5",
    topBarMuted: "rgba(200, 214, 230, 0.62)",
    topBarHover: "rgba(255, 255, 255, 0.08)",
    sidebar: "#0e1726",
    sidebarText: "#d3deea",
    sidebarMuted: "#7d8ea3",
    sidebarActive: "rgba(96, 165, 250, 0.16)",
    sidebarActiveText: "#93c5fd",
    sidebarHover: "rgba(255, 255, 255, 0.04)",
  },
  shadow: {
    card: "0 1px 2px rgba(0, 0, 0, 0.3), 0 4px 16px rgba(0, 0, 0, 0.22)",
    overlay: "0 12px 40px rgba(0, 0, 0, 0.5)",
  },
};
