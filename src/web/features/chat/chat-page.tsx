import { MessageSquare } from 'lucide-react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';

/** The /chat route exists for every signed-in user; the chat itself is built in a later release. */
export function ChatPage() {
  return (
    <section aria-labelledby="chat-title" className="mx-auto w-full max-w-2xl">
      <Card>
        <CardHeader className="justify-items-start gap-3">
          <span className="flex size-10 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <MessageSquare className="size-5" aria-hidden="true" />
          </span>
          <CardTitle id="chat-title">Chat with AI</CardTitle>
          <CardDescription>Chat with AI is coming soon.</CardDescription>
        </CardHeader>
        <CardContent className="text-sm text-muted-foreground">
          You will be able to ask questions about your school, its documents and images here.
        </CardContent>
      </Card>
    </section>
  );
}
