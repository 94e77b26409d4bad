/** A batter driving through the covers, drawn for the start page. Decorative. */
export function CricketerIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 360 420" role="img" aria-label="A batter playing a cover drive in front of the stumps">
      <defs>
        <radialGradient id="cr-glow" cx="50%" cy="55%" r="50%">
          <stop offset="0%" stopColor="#0fa968" stopOpacity="0.45" />
          <stop offset="70%" stopColor="#0fa968" stopOpacity="0.06" />
          <stop offset="100%" stopColor="#0fa968" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="cr-bat" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0%" stopColor="#f0d19b" />
          <stop offset="100%" stopColor="#d7a760" />
        </linearGradient>
        <linearGradient id="cr-kit" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#ffffff" />
          <stop offset="100%" stopColor="#dfe6ef" />
        </linearGradient>
      </defs>

      <circle cx="185" cy="215" r="175" fill="url(#cr-glow)" />
      <ellipse cx="180" cy="386" rx="150" ry="16" fill="#07152a" opacity="0.55" />
      <rect x="40" y="380" width="280" height="3" rx="1.5" fill="#ffffff" opacity="0.35" />

      {/* Stumps and bails behind the batter */}
      <g opacity="0.9">
        <rect x="262" y="236" width="7" height="146" rx="3" fill="#f5e7c8" />
        <rect x="276" y="236" width="7" height="146" rx="3" fill="#efdcb5" />
        <rect x="290" y="236" width="7" height="146" rx="3" fill="#e8d2a4" />
        <rect x="258" y="228" width="21" height="6" rx="3" fill="#f2c94c" />
        <rect x="281" y="228" width="20" height="6" rx="3" fill="#f2c94c" />
      </g>

      {/* Back leg */}
      <path d="M196 222 L222 292 L246 362" fill="none" stroke="url(#cr-kit)" strokeWidth="28" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M224 300 L244 356" fill="none" stroke="#ffffff" strokeWidth="32" strokeLinecap="round" />
      <path d="M214 316 l26 -9 M220 333 l26 -9 M226 350 l24 -8" stroke="#c5cfdc" strokeWidth="2.5" strokeLinecap="round" />
      <rect x="232" y="362" width="40" height="16" rx="8" fill="#f4f6fa" />
      <rect x="232" y="374" width="40" height="5" rx="2.5" fill="#8fa3bf" />

      {/* Front leg, striding towards the ball */}
      <path d="M176 220 L128 276 L100 352" fill="none" stroke="url(#cr-kit)" strokeWidth="30" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M124 286 L102 348" fill="none" stroke="#ffffff" strokeWidth="34" strokeLinecap="round" />
      <path d="M110 298 l28 8 M104 315 l28 8 M99 332 l26 7" stroke="#c5cfdc" strokeWidth="2.5" strokeLinecap="round" />
      <rect x="76" y="360" width="44" height="17" rx="8.5" fill="#ffffff" />
      <rect x="76" y="373" width="44" height="5" rx="2.5" fill="#8fa3bf" />

      {/* Torso */}
      <path d="M158 128 C 176 118, 206 120, 214 136 L 206 226 C 192 236, 170 236, 166 224 Z" fill="url(#cr-kit)" />
      <path d="M166 224 C 176 232, 196 232, 206 224" fill="none" stroke="#0fa968" strokeWidth="6" strokeLinecap="round" />
      <path d="M160 134 L 168 222" stroke="#0fa968" strokeWidth="4" opacity="0.55" />

      {/* Bat, swung through the line of the ball */}
      <g transform="rotate(28 136 206)">
        <rect x="131" y="176" width="9" height="42" rx="4" fill="#1b4075" />
        <path d="M125 216 h21 l3 104 a10 10 0 0 1 -10 11 h-10 a10 10 0 0 1 -10 -11 z" fill="url(#cr-bat)" />
        <path d="M135.5 222 v96" stroke="#b8874a" strokeWidth="2" opacity="0.5" />
      </g>

      {/* Arms and gloves */}
      <path d="M206 140 L 176 182 L 142 200" fill="none" stroke="#eef2f7" strokeWidth="20" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M166 136 L 150 170 L 140 196" fill="none" stroke="#ffffff" strokeWidth="20" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="142" cy="199" r="13" fill="#ffffff" stroke="#0fa968" strokeWidth="3" />
      <circle cx="134" cy="212" r="12" fill="#eef2f7" stroke="#0fa968" strokeWidth="3" />

      {/* Head and helmet */}
      <rect x="176" y="104" width="16" height="20" rx="6" fill="#c98d5c" />
      <circle cx="180" cy="88" r="27" fill="#1b4075" />
      <path d="M153 90 a27 27 0 0 1 54 -6 z" fill="#12305a" />
      <path d="M150 92 h28 v-6 h-28 a4 4 0 0 0 0 6 z" fill="#0b1f3a" />
      <path d="M154 92 v20 M162 92 v22 M170 92 v20 M152 100 h22 M153 108 h20" stroke="#afc0d6" strokeWidth="2.4" strokeLinecap="round" />
      <path d="M186 64 a27 27 0 0 1 19 14" fill="none" stroke="#0fa968" strokeWidth="5" strokeLinecap="round" />

      {/* The ball, arriving */}
      <g transform="translate(58 306)">
        <circle r="11" fill="#b4232f" />
        <path d="M-7 -8 C -2 -3, -2 3, -7 8 M 7 -8 C 2 -3, 2 3, 7 8" stroke="#f7d9dc" strokeWidth="1.6" fill="none" />
      </g>
      <path d="M36 296 h-22 M38 306 h-30 M36 316 h-20" stroke="#ffffff" strokeWidth="3" strokeLinecap="round" opacity="0.35" />
    </svg>
  );
}
