import type { LlmProvider } from '@/shared/rules/provider-choice.ts';
import type { Role } from '@/shared/schemas/auth.ts';
import { keyVariable, providerLabel } from '../platform/ai/providers.ts';

/**
 * What the person asking is told when the chosen AI provider has no key at this portal: in plain
 * words, for them. What the server lacks (the environment variable) goes to the server's log and
 * to the admin's Settings screen (platform/ai/provider-status.ts), never into a reply.
 */

/** Where the log is written (the request's logger). */
export interface ChatLog {
  warn(obj: object, msg?: string): void;
}

const whoCanSetUp = (role: Role) =>
  role === 'admin'
    ? 'You can set it up: Settings shows which AI providers are set up and what the server needs.'
    : "Your school's admin can set it up.";

export const notSetUp = (provider: LlmProvider, role: Role) =>
  `${providerLabel(provider)} is not set up at your school yet, so it cannot answer this. ${whoCanSetUp(role)} Meanwhile you can ask about the school's documents (choose RAG (Docs)) or about its data, such as classes, attendance, homework and fees (choose Supabase DB).`;

/** Leads an answer that the school's own data or documents gave in the chosen provider's place. */
export const answeredInstead = (provider: LlmProvider, role: Role, source: 'data' | 'documents') =>
  `${providerLabel(provider)} is not set up at your school yet. ${whoCanSetUp(role)} This answer comes from the school's ${source}:`;

/** An image without a model that can see it: what the portal read in the file itself. */
export const imageReadOffline = (role: Role, description: string) =>
  `No AI model that can describe pictures is set up at your school, so the portal read the file itself: its format and size, the colours of its pixels and any text in it (in English). It cannot say what the picture shows. ${whoCanSetUp(role)}\n\n${description}`;

/** The server's log says what to set; the reply never does. */
export function logNotSetUp(log: ChatLog | undefined, provider: LlmProvider, asked: string) {
  log?.warn(
    { provider, variable: keyVariable(provider), asked },
    `chat: ${providerLabel(provider)} is not set up; set ${keyVariable(provider)} on the server`,
  );
}
