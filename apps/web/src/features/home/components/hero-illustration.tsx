/** A drawn chart of value rising as intangible assets grow; decoration only, so hidden from readers. */
export function HeroIllustration() {
  const bars = [
    { x: 30, tangible: 70, intangible: 20 },
    { x: 100, tangible: 72, intangible: 55 },
    { x: 170, tangible: 74, intangible: 100 },
    { x: 240, tangible: 76, intangible: 150 },
  ];
  const base = 250;
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 320 280"
      width="320"
      height="280"
      className="mx-auto hidden h-auto w-full max-w-sm lg:block"
    >
      <rect x="0" y="0" width="320" height="280" rx="24" className="fill-navy-800" />
      <line x1="20" y1={base} x2="300" y2={base} className="stroke-navy-700" strokeWidth="2" />
      {bars.map((bar) => (
        <g key={bar.x}>
          <rect x={bar.x} y={base - bar.tangible} width="50" height={bar.tangible} rx="6" className="fill-navy-700" />
          <rect
            x={bar.x}
            y={base - bar.tangible - bar.intangible - 4}
            width="50"
            height={bar.intangible}
            rx="6"
            className="fill-gold-400"
          />
        </g>
      ))}
      <path
        d="M55 150 L125 115 L195 65 L265 20"
        fill="none"
        className="stroke-white"
        strokeWidth="3"
        strokeLinecap="round"
        strokeDasharray="6 8"
      />
    </svg>
  );
}
