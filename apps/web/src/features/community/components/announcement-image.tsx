const DEFAULT_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 300">
<rect width="640" height="300" fill="#1e3a8a"/>
<circle cx="540" cy="60" r="110" fill="#facc15" opacity="0.15"/>
<path d="M210 170v-50l170-60v170l-170-60z" fill="#facc15"/>
<rect x="170" y="118" width="44" height="54" rx="8" fill="#e0f2fe"/>
<path d="M226 176l20 56h30l-18-50z" fill="#e0f2fe"/>
<path d="M410 110c18 10 18 70 0 80M432 92c32 20 32 96 0 116" fill="none" stroke="#e0f2fe" stroke-width="10" stroke-linecap="round"/>
</svg>`;

/** The picture of an announcement without images (resident section 2: 'a default image if none'). */
export const DEFAULT_ANNOUNCEMENT_IMAGE = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(DEFAULT_SVG)}`;

export function DefaultAnnouncementImage() {
  return (
    <img
      src={DEFAULT_ANNOUNCEMENT_IMAGE}
      alt=""
      width={640}
      height={300}
      className="aspect-[32/15] w-full rounded-lg object-cover"
    />
  );
}
