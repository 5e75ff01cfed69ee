import styled from "@emotion/styled";
import type { ReactNode } from "react";
import { BrandLogo } from "../../../shared/ui/BrandMark";
import { SeaChart } from "./SeaChart";

const Screen = styled.div`
  min-height: 100vh;
  display: grid;
  grid-template-columns: minmax(0, 1.1fr) minmax(420px, 1fr);
  background: ${(p) => p.theme.color.canvas};
  @media (max-width: 900px) { grid-template-columns: 1fr; }
`;

const Hero = styled.aside`
  position: relative;
  overflow: hidden;
  color: #eaf3fb;
  background: radial-gradient(120% 90% at 15% 10%, #15507d 0%, #0b2a47 45%, #061629 100%);
  padding: 40px 56px;
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  @media (max-width: 900px) { display: none; }
`;

const HeroText = styled.div`
  position: relative;
  max-width: 460px;
  h1 { font-size: 2.3rem; line-height: 1.15; margin-bottom: 14px; letter-spacing: -0.02em; }
  p { color: rgba(226, 238, 250, 0.78); font-size: 1.05rem; line-height: 1.55; }
`;

const Points = styled.ul`
  position: relative;
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  color: rgba(226, 238, 250, 0.86);
  li { display: flex; gap: 10px; align-items: center; }
  i { color: #5eead4; }
`;

const Panel = styled.main`
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 32px 20px;
`;

const Box = styled.div`
  width: 100%;
  max-width: 420px;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.lg};
  box-shadow: ${(p) => p.theme.shadow.overlay};
  padding: 36px 34px 30px;
`;

const MobileBrand = styled.div`
  display: none;
  margin-bottom: 22px;
  color: ${(p) => p.theme.color.text};
  @media (max-width: 900px) { display: block; }
`;

export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Screen>
      <Hero>
        <SeaChart />
        <div css={{ position: "relative" }}>
          <BrandLogo size={38} />
        </div>
        <HeroText>
          <h1>Vessel performance and emissions, in one chart room.</h1>
          <p>
            Follow hull and engine performance, data quality and emission reports across your fleet — from the
            shore office or on board.
          </p>
        </HeroText>
        <Points>
          <li>
            <i className="pi pi-chart-line" aria-hidden="true" /> Technical performance and fouling trends
          </li>
          <li>
            <i className="pi pi-globe" aria-hidden="true" /> Fleet overview with live alerts
          </li>
          <li>
            <i className="pi pi-file-check" aria-hidden="true" /> Voyage emission reports
          </li>
        </Points>
      </Hero>
      <Panel>
        <Box>
          <MobileBrand>
            <BrandLogo />
          </MobileBrand>
          {children}
        </Box>
      </Panel>
    </Screen>
  );
}
