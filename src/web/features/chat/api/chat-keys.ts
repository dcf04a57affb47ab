/** Query keys of the chat screen; a mutation invalidates the keys whose data it changes. */
export const chatKeys = {
  documents: ['chat', 'documents'] as const,
  conversations: ['chat', 'conversations'] as const,
  conversation: (id: string) => ['chat', 'conversations', id] as const,
};
