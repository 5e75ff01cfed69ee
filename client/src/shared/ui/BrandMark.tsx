import styled from "@emotion/styled";

const Mark = styled.svg`
  flex: none;
  display: block;
`;

/** The Keelson mark: a hull riding a swell, drawn inline. */
export function BrandMark({ size = 34 }: { size?: number }) {
  return (
    <Mark width={size} height={size} viewBox="0 0 40 40" aria-hidden="true">
      <defs>
        <linearGradient id="keelson-mark-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#38bdf8" />
          <stop offset="1" stopColor="#1d4ed8" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="10" fill="url(#keelson-mark-bg)" />
      <path
        d="M20 7v14M20 9l8 10h-8z"
        stroke="#fff"
        strokeWidth="2"
        strokeLinejoin="round"
        fill="#ffffff33"
      />
      <path d="M8 22h24l-4 6.5H12z" fill="#fff" />
      <path
        d="M6 32c2.5 0 2.5-1.6 5-1.6s2.5 1.6 5 1.6 2.5-1.6 5-1.6 2.5 1.6 5 1.6 2.5-1.6 5-1.6 2.5 1.6 3 1.6"
        stroke="#e0f2fe"
        strokeWidth="1.8"
        fill="none"
        strokeLinecap="round"
      />
    </Mark>
  );
}

const Word = styled.span`
  font-weight: 700;
  font-size: 1.2rem;
  letter-spacing: 0.02em;
`;

export function BrandLogo({ size = 34 }: { size?: number }) {
  return (
    <span css={{ display: "inline-flex", alignItems: "center", gap: 10 }}>
      <BrandMark size={size} />
      <Word>Keelson</Word>
    </span>
  );
}
