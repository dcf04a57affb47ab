import { useEffect, useState } from 'react';
import { authorizedResponse } from '@/web/lib/auth/authorized-fetch';

/**
 * An image the user sent, shown in their message: just picked (a local object URL, nothing
 * fetched), or saved with the conversation (`saved`: an API path, fetched with the session, so the
 * thread shows it again after a reload).
 */
export interface SentImage {
  url: string;
  name: string;
  saved?: boolean;
}

/** The picked file as an image of the thread. */
export const sentImageOf = (file: File): SentImage => ({
  url: URL.createObjectURL(file),
  name: file.name,
});

/** A saved image's bytes as a local object URL (revoked when no longer shown), or what failed. */
function useSavedImage(image: SentImage): { src: string | null; failed: boolean } {
  const [state, setState] = useState<{ src: string | null; failed: boolean }>({
    src: image.saved ? null : image.url,
    failed: false,
  });
  useEffect(() => {
    if (!image.saved) {
      setState({ src: image.url, failed: false });
      return;
    }
    let objectUrl: string | null = null;
    let cancelled = false;
    setState({ src: null, failed: false });
    authorizedResponse(image.url)
      .then((response) => response.blob())
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ src: objectUrl, failed: false });
      })
      .catch(() => {
        if (!cancelled) setState({ src: null, failed: true });
      });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [image.url, image.saved]);
  return state;
}

export function SentImageView({ image }: { image: SentImage }) {
  const { src, failed } = useSavedImage(image);
  if (failed) {
    return <p className="mb-1 text-xs opacity-80">The image {image.name} could not be loaded.</p>;
  }
  if (!src) {
    return (
      <div
        role="status"
        aria-label={`Loading image: ${image.name}`}
        className="mb-1 h-24 w-40 animate-pulse rounded-md bg-background/40"
      />
    );
  }
  return (
    <img
      src={src}
      alt={`Sent image: ${image.name}`}
      className="mb-1 max-h-60 max-w-full rounded-md bg-background object-contain"
    />
  );
}
