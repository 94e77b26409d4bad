import type { SupportAttachmentView } from '@crease/game';
import { useAttachmentUrl } from '../hooks/use-support.ts';
import { sizeInWords } from '../support-words.ts';
import styles from './Thread.module.css';

/** An image of a conversation, read with the token and shown from an object URL; a click opens it full size. */
export function AttachmentImage({ attachment, index }: { attachment: SupportAttachmentView; index: number }) {
  const { src, failed } = useAttachmentUrl(attachment.url);
  const label = `Image ${index + 1} (${attachment.contentType === 'image/png' ? 'PNG' : 'JPEG'}, ${sizeInWords(attachment.bytes)})`;
  if (failed) return <span className={styles.imageMissing}>{`${label}: could not be loaded`}</span>;
  if (!src) return <span className={styles.imageLoading} role="img" aria-label={`${label}, loading`} />;
  return (
    <a href={src} target="_blank" rel="noopener" className={styles.imageLink}>
      <img src={src} alt={label} className={styles.image} />
    </a>
  );
}
