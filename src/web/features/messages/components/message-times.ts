/** A message's time as people read it: 'Nov 25, 3:04 PM' in the browser's zone. */
export const formatMessageTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
