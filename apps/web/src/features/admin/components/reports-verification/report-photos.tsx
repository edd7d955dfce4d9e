import { useState } from 'react';

/** Photo evidence: thumbnails that enlarge in place on click (admin section 2), one at a time. */
export function ReportPhotos({ images, label }: { images: readonly string[]; label: string }) {
  const [enlarged, setEnlarged] = useState<number | null>(null);
  if (images.length === 0) return <p className="text-sm text-slate-700">No photos.</p>;
  const alt = (index: number) => `${label}, photo ${index + 1} of ${images.length}`;
  if (enlarged !== null) {
    return (
      <figure className="space-y-2">
        <img
          src={images[enlarged]}
          alt={alt(enlarged)}
          className="max-h-[60dvh] w-full rounded-lg object-contain"
        />
        <figcaption>
          <button
            type="button"
            onClick={() => setEnlarged(null)}
            className="min-h-10 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-900 hover:bg-slate-100"
          >
            Back to all photos
          </button>
        </figcaption>
      </figure>
    );
  }
  return (
    <ul aria-label="Photo evidence" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {images.map((src, index) => (
        <li key={src}>
          <button
            type="button"
            onClick={() => setEnlarged(index)}
            className="block w-full overflow-hidden rounded-lg ring-blue-700 hover:ring-2"
            aria-label={`Enlarge photo ${index + 1} of ${images.length}`}
          >
            <img src={src} alt={alt(index)} className="aspect-square w-full object-cover" />
          </button>
        </li>
      ))}
    </ul>
  );
}
