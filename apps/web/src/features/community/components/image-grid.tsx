import { ThumbnailImage } from '../../../components/ui/thumbnail-image';
import { useT } from '../../../i18n/language-store';
import { imageTiles } from '../model/image-grid';
import '../../../i18n/en/community';

/**
 * Up to 4 photos, lazily loaded except on the feed's first card (`eager`), whose photos are the first
 * screen's largest content on a phone; a '+N' overlay on the last when more exist. Each photo is a button that opens
 * the preview at that photo (the '+N' tile opens it at the fourth, from where the others follow).
 */
export function ImageGrid({
  images,
  barangay,
  onOpen,
  eager = false,
}: {
  images: readonly string[];
  barangay: string;
  onOpen?: (index: number) => void;
  eager?: boolean;
}) {
  const t = useT();
  const tiles = imageTiles(images);
  if (tiles.length === 0) return null;
  return (
    <ul
      className={`grid gap-1 overflow-hidden rounded-lg ${tiles.length === 1 ? 'grid-cols-1' : 'grid-cols-2'}`}
    >
      {tiles.map((tile, index) => (
        <li key={tile.src} className="relative">
          <button
            type="button"
            onClick={() => onOpen?.(index)}
            className="block w-full cursor-zoom-in focus-visible:outline-offset-[-4px]"
          >
            <ThumbnailImage
              src={tile.src}
              alt={t('community.siteInNumbered', { barangay, n: index + 1, count: images.length })}
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={eager ? 'high' : undefined}
              decoding="async"
              width={400}
              height={300}
              className={`w-full bg-slate-100 object-cover ${tiles.length === 1 ? 'aspect-video' : 'aspect-[4/3]'}`}
            />
            {tile.more > 0 && (
              <span className="absolute inset-0 flex items-center justify-center bg-black/60 text-2xl font-semibold text-white">
                <span aria-hidden="true">+{tile.more}</span>
                <span className="sr-only">{` ${t('community.morePhotos', { count: tile.more })}`}</span>
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
