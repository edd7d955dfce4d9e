import { Modal } from '../../../components/ui/modal';
import { useT } from '../../../i18n/language-store';
import { ImageCarousel } from './image-carousel';
import '../../../i18n/en/community';

/**
 * The image preview of a post card: the photo at full size with previous and next; Escape or Close shuts it
 * and focus goes back to the photo that opened it (Modal).
 */
export function ImagePreview({
  images,
  barangay,
  index,
  onClose,
}: {
  images: readonly string[];
  barangay: string;
  /** The photo to start at; null while closed. */
  index: number | null;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Modal open={index !== null} onClose={onClose} title={t('community.photosOf', { barangay })} size="lg">
      {index !== null && (
        <ImageCarousel
          images={images}
          label={t('community.photosOf', { barangay })}
          describe={t('community.siteIn', { barangay })}
          startIndex={index}
          large
        />
      )}
    </Modal>
  );
}
