/** The drawn thumbnail shown before play: no image request, nothing from the video host. */
export function VideoPoster() {
  return (
    <svg aria-hidden="true" viewBox="0 0 640 360" width="640" height="360" className="absolute inset-0 size-full">
      <defs>
        <linearGradient id="proof-poster-sky" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0b1f3a" />
          <stop offset="1" stopColor="#1d4279" />
        </linearGradient>
      </defs>
      <rect width="640" height="360" fill="url(#proof-poster-sky)" />
      <g fill="#13305a">
        <rect x="40" y="230" width="70" height="100" rx="8" />
        <rect x="130" y="190" width="70" height="140" rx="8" />
        <rect x="440" y="140" width="70" height="190" rx="8" />
        <rect x="530" y="80" width="70" height="250" rx="8" />
      </g>
      <path
        d="M40 300 C160 280 230 250 320 200 S500 110 600 60"
        fill="none"
        stroke="#f5b82e"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <circle cx="320" cy="180" r="54" fill="#f5b82e" />
      <path d="M305 152 L305 208 L350 180 Z" fill="#06142a" />
    </svg>
  );
}
