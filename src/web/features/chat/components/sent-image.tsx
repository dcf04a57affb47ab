/** An image the user sent, shown in their message for as long as the page is open. */
export interface SentImage {
  url: string;
  name: string;
}

/** The picked file as an image of the thread (a local object URL: nothing is fetched). */
export const sentImageOf = (file: File): SentImage => ({
  url: URL.createObjectURL(file),
  name: file.name,
});

export function SentImageView({ image }: { image: SentImage }) {
  return (
    <img
      src={image.url}
      alt={`Sent image: ${image.name}`}
      className="mb-1 max-h-60 max-w-full rounded-md bg-background object-contain"
    />
  );
}
