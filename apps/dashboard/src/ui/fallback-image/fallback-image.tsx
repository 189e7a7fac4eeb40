import { type ImgHTMLAttributes, useState } from 'react';

type FallbackImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src: string;
  /** Shown if `src` fails to load. Swapped in once: if it fails too, the image stays broken rather than looping. */
  fallbackSrc: string;
};

export function FallbackImage({ src, fallbackSrc, alt = '', ...rest }: FallbackImageProps) {
  // Remembering which source failed (not just "failed") gives a new `src` its own attempt.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return <img {...rest} alt={alt} src={failedSrc === src ? fallbackSrc : src} onError={() => setFailedSrc(src)} />;
}
