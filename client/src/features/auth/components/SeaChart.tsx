/** Decorative nautical-chart backdrop: depth contours, a rhumb-line rose and a plotted track. */
export function SeaChart() {
  const contours = [0, 1, 2, 3, 4, 5, 6, 7];
  return (
    <svg
      viewBox="0 0 600 800"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      css={{ position: "absolute", inset: 0, width: "100%", height: "100%", opacity: 0.55 }}
    >
      {contours.map((index) => (
        <path
          key={index}
          d={`M-20 ${520 + index * 38} C 120 ${470 + index * 40}, 260 ${600 + index * 30}, 400 ${
            540 + index * 36
          } S 620 ${500 + index * 42}, 640 ${520 + index * 40}`}
          fill="none"
          stroke="#7dd3fc"
          strokeOpacity={0.12 + index * 0.025}
          strokeWidth="1.2"
        />
      ))}
      <g transform="translate(455 170)" stroke="#bae6fd" strokeOpacity="0.28" fill="none">
        <circle r="86" />
        <circle r="62" strokeDasharray="2 5" />
        {Array.from({ length: 16 }, (_, index) => (
          <line
            // biome-ignore lint/suspicious/noArrayIndexKey: static decoration
            key={index}
            x1="0"
            y1="0"
            x2={Math.cos((index * Math.PI) / 8) * 120}
            y2={Math.sin((index * Math.PI) / 8) * 120}
            strokeOpacity={index % 4 === 0 ? 0.5 : 0.2}
          />
        ))}
        <path d="M0 -96 L8 0 L0 96 L-8 0 Z" fill="#5eead4" fillOpacity="0.25" />
      </g>
      <path
        d="M60 690 C 160 610, 210 560, 300 520 S 430 420, 470 300"
        fill="none"
        stroke="#5eead4"
        strokeWidth="2"
        strokeDasharray="6 8"
        strokeOpacity="0.7"
      />
      {[
        [60, 690],
        [300, 520],
        [470, 300],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="5" fill="#5eead4" fillOpacity="0.9" />
      ))}
    </svg>
  );
}
