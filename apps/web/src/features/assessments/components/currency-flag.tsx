import type { ReactNode } from 'react';

/*
 * The "country logo" of each currency (member-area section 3): a small flag drawn inline, so it
 * shows offline and on systems without colour emoji flags (Windows, a bare Linux). Simplified to
 * read at 21 × 14 px; every drawing is on a 30 × 20 grid. Decorative: the currency's code and name
 * beside it are what a screen reader reads.
 */

/** A five-pointed star's points around (cx, cy), outer radius r, first point up. */
function star(cx: number, cy: number, r: number): string {
  return Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? r : r * 0.4;
    const angle = (Math.PI / 5) * index - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  }).join(' ');
}

/** The Union Jack, stretched over the box it is given (the canton of AUD and NZD, all of GBP). */
function unionJack(x: number, y: number, width: number, height: number) {
  return (
    <svg x={x} y={y} width={width} height={height} viewBox="0 0 60 30" preserveAspectRatio="none">
      <rect width="60" height="30" fill="#012169" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#C8102E" strokeWidth="2" />
      <path d="M30,0 V30 M0,15 H60" stroke="#fff" strokeWidth="10" />
      <path d="M30,0 V30 M0,15 H60" stroke="#C8102E" strokeWidth="6" />
    </svg>
  );
}

const usStripes = Array.from({ length: 7 }, (_, index) => (
  <rect key={index} y={(index * 2 * 20) / 13} width="30" height={20 / 13} fill="#B22234" />
));

const euStars = Array.from({ length: 12 }, (_, index) => {
  const angle = (Math.PI / 6) * index;
  return <polygon key={index} points={star(15 + 6 * Math.sin(angle), 10 - 6 * Math.cos(angle), 1.1)} fill="#FC0" />;
});

const hkPetals = Array.from({ length: 5 }, (_, index) => (
  <ellipse key={index} cx="15" cy="6.6" rx="2.2" ry="3.6" fill="#fff" transform={`rotate(${index * 72} 15 10)`} />
));

const flags: Record<string, ReactNode> = {
  US: (
    <>
      <rect width="30" height="20" fill="#fff" />
      {usStripes}
      <rect width="12" height={(20 * 7) / 13} fill="#3C3B6E" />
    </>
  ),
  EU: (
    <>
      <rect width="30" height="20" fill="#039" />
      {euStars}
    </>
  ),
  GB: unionJack(0, 0, 30, 20),
  JP: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <circle cx="15" cy="10" r="6" fill="#BC002D" />
    </>
  ),
  CN: (
    <>
      <rect width="30" height="20" fill="#DE2910" />
      <polygon points={star(5, 5, 3)} fill="#FFDE00" />
      {[
        [10, 2],
        [12, 4],
        [12, 7],
        [10, 9],
      ].map(([cx, cy]) => (
        <polygon key={`${cx}-${cy}`} points={star(cx!, cy!, 1)} fill="#FFDE00" />
      ))}
    </>
  ),
  IN: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="30" height="6.67" fill="#F93" />
      <rect y="13.33" width="30" height="6.67" fill="#138808" />
      <circle cx="15" cy="10" r="2.6" fill="none" stroke="#000080" strokeWidth="0.8" />
      <circle cx="15" cy="10" r="0.6" fill="#000080" />
    </>
  ),
  AU: (
    <>
      <rect width="30" height="20" fill="#012169" />
      {unionJack(0, 0, 15, 10)}
      <polygon points={star(7.5, 15, 2.6)} fill="#fff" />
      {[
        [22.5, 16.5, 1.3],
        [18.5, 9, 1.3],
        [22.5, 4, 1.3],
        [26, 8, 1.3],
        [24, 11, 0.7],
      ].map(([cx, cy, r]) => (
        <polygon key={`${cx}-${cy}`} points={star(cx!, cy!, r!)} fill="#fff" />
      ))}
    </>
  ),
  CA: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="7.5" height="20" fill="#D52B1E" />
      <rect x="22.5" width="7.5" height="20" fill="#D52B1E" />
      <path
        d="M15,3.5 L16.2,5.8 L17.6,5.2 L17.2,8.6 L19,7.2 L19.6,8.4 L21.4,8 L20.6,10.2 L21.4,10.8 L18,13.4 L18.4,14.6 L15.4,14.2 L15.4,17 L14.6,17 L14.6,14.2 L11.6,14.6 L12,13.4 L8.6,10.8 L9.4,10.2 L8.6,8 L10.4,8.4 L11,7.2 L12.8,8.6 L12.4,5.2 L13.8,5.8 Z"
        fill="#D52B1E"
      />
    </>
  ),
  CH: (
    <>
      <rect width="30" height="20" fill="#D52B1E" />
      <rect x="13" y="4" width="4" height="12" fill="#fff" />
      <rect x="9" y="8" width="12" height="4" fill="#fff" />
    </>
  ),
  AE: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="30" height="6.67" fill="#00732F" />
      <rect y="13.33" width="30" height="6.67" fill="#000" />
      <rect width="7.5" height="20" fill="#FF0000" />
    </>
  ),
  SA: (
    <>
      <rect width="30" height="20" fill="#006C35" />
      <path d="M8,6.5 H22 M9,9 H21" stroke="#fff" strokeWidth="1.2" strokeDasharray="2 0.8" />
      <path d="M8,13.5 H21" stroke="#fff" strokeWidth="0.9" />
      <path d="M21,13.5 l1.6,-0.9 v1.8 Z" fill="#fff" />
    </>
  ),
  SG: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="30" height="10" fill="#EF3340" />
      <circle cx="6.4" cy="5" r="3.4" fill="#fff" />
      <circle cx="7.8" cy="5" r="3.2" fill="#EF3340" />
      {[
        [10, 2.6],
        [12.2, 4.2],
        [11.4, 6.8],
        [8.6, 6.8],
        [7.8, 4.2],
      ].map(([cx, cy]) => (
        <polygon key={`${cx}-${cy}`} points={star(cx!, cy!, 0.9)} fill="#fff" />
      ))}
    </>
  ),
  HK: (
    <>
      <rect width="30" height="20" fill="#DE2910" />
      {hkPetals}
    </>
  ),
  ZA: (
    <>
      <rect width="30" height="10" fill="#E03C31" />
      <rect y="10" width="30" height="10" fill="#001489" />
      <path d="M0,0 L12,10 H30 M12,10 L0,20" fill="none" stroke="#fff" strokeWidth="6" />
      <path d="M0,0 L12,10 H30 M12,10 L0,20" fill="none" stroke="#007A4D" strokeWidth="3.6" />
      <polygon points="0,3 8.4,10 0,17" fill="#FFB612" />
      <polygon points="0,4.6 6.6,10 0,15.4" fill="#000" />
    </>
  ),
  NZ: (
    <>
      <rect width="30" height="20" fill="#012169" />
      {unionJack(0, 0, 15, 10)}
      {[
        [22.5, 16, 1.6],
        [19.5, 9, 1.3],
        [22.5, 3.6, 1.2],
        [25.6, 8, 1.3],
      ].map(([cx, cy, r]) => (
        <polygon key={`${cx}-${cy}`} points={star(cx!, cy!, r!)} fill="#C8102E" stroke="#fff" strokeWidth="0.4" />
      ))}
    </>
  ),
};

/** The flag standing for a currency (`country` from the shared currencies), hidden from screen readers. */
export function CurrencyFlag({ country }: { country: string }) {
  const drawing = flags[country];
  if (!drawing) return null;
  return (
    <svg
      aria-hidden="true"
      data-flag={country}
      viewBox="0 0 30 20"
      className="h-3.5 w-[1.3125rem] shrink-0 rounded-[2px] ring-1 ring-slate-300"
    >
      {drawing}
    </svg>
  );
}
