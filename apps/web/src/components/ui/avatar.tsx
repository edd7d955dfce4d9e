export interface AvatarProps {
  /** The profile photo; the default avatar when absent (resident section 3). */
  src?: string | null;
  className?: string;
}

/** A round profile photo, or a neutral silhouette. Decorative: the name beside it says who it is. */
export function Avatar({ src, className = 'size-9' }: AvatarProps) {
  if (src) {
    return <img src={src} alt="" className={`${className} shrink-0 rounded-full object-cover`} />;
  }
  return (
    <svg
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
      className={`${className} shrink-0 rounded-full bg-slate-200 text-slate-500`}
    >
      <circle cx="20" cy="15" r="7" fill="currentColor" />
      <path d="M6 35c1.8-7.2 7.4-11 14-11s12.2 3.8 14 11" fill="currentColor" />
    </svg>
  );
}
