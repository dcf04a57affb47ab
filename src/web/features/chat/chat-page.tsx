import { useQueryClient } from '@tanstack/react-query';
import { UploadIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  CHAT_PROVIDERS,
  chooseProvider,
  defaultProvider,
  type ChatProvider,
} from '@/shared/rules/provider-choice';
import {
  DEFAULT_DOCUMENT_VISIBILITY,
  VISIBILITY_LABELS,
  visibilitiesFor,
  type DocumentVisibility,
} from '@/shared/rules/document-visibility';
import { CHAT_HISTORY_MAX, MAX_IMAGE_BYTES, MAX_IMAGE_MB } from '@/shared/schemas/chat';
import { DOCUMENT_EXTENSIONS } from '@/shared/schemas/rag';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { SelectField } from '@/web/components/ui/select-field';
import { Spinner } from '@/web/components/ui/spinner';
import { TextField } from '@/web/components/ui/text-field';
import { useAuth } from '@/web/lib/auth/auth-context';
import { chatKeys } from './api/chat-keys';
import { useConversation } from './api/get-conversation';
import { useConversations } from './api/list-conversations';
import { sendChat } from './api/send-chat';
import { useStartConversation } from './api/start-conversation';
import { useUploadDocument } from './api/upload-document';
import { ConversationList } from './components/conversation-list';
import { DocumentsPanel } from './components/documents-panel';
import { MessageList, type ShownMessage } from './components/message-list';
import { sentImageOf } from './components/sent-image';
import { FilterSelect } from '@/web/components/filter-bar';
import { messageOf } from './chat-error-message';
import { MessageForm } from '@/web/components/message-form';

/** /chat: 'Chat with AI' (spec 2, 4, 5, 7, 8). */
export function ChatPage() {
  const queryClient = useQueryClient();
  const conversations = useConversations();
  const [currentId, setCurrentId] = useState<string | null>(null);
  const conversation = useConversation(currentId);
  const [messages, setMessages] = useState<ShownMessage[]>([]);
  const [chosen, setChosen] = useState<ChatProvider | null>(null);
  const [picked, setPicked] = useState<ChatProvider | undefined>(undefined);
  const [documentsUploaded, setDocumentsUploaded] = useState(false);
  const [busy, setBusy] = useState(false);
  const [typing, setTyping] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [visibility, setVisibility] = useState<DocumentVisibility>(DEFAULT_DOCUMENT_VISIBILITY);
  const role = useAuth().profile?.role;
  const visibilityChoices = role ? visibilitiesFor(role) : [DEFAULT_DOCUMENT_VISIBILITY];
  const [image, setImage] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const imageInput = useRef<HTMLInputElement>(null);
  const upload = useUploadDocument();
  const start = useStartConversation();

  // A reload keeps the conversation: the most recent one opens.
  const latest = conversations.data?.conversations[0]?.id ?? null;
  useEffect(() => {
    if (currentId === null && latest) setCurrentId(latest);
  }, [currentId, latest]);

  // The opened conversation's saved messages, unless a reply is on its way.
  const loaded = conversation.data;
  useEffect(() => {
    if (!loaded || busy) return;
    setMessages(loaded.messages);
    setChosen(loaded.messages.findLast((m) => m.role === 'assistant')?.provider ?? null);
    // Only when another conversation (or a newer copy) arrives, not when busy ends.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);

  const selected = picked ?? defaultProvider(documentsUploaded);
  // While New chat is making a conversation nothing may be sent: it would go to the previous one.
  const canSend = !busy && !start.isPending && (text.trim() !== '' || image !== null);

  function open(id: string) {
    setError(null);
    setCurrentId(id);
  }

  function newChat() {
    setError(null);
    start.mutate(undefined, {
      onSuccess: (created) => {
        setMessages([]);
        setChosen(null);
        setCurrentId(created.id);
      },
      onError: (cause) => setError(messageOf(cause, 'Network error')),
    });
  }

  async function onUpload() {
    if (!file || busy) return;
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const result = await upload.mutateAsync({ file, visibility });
      setNotice(`Document uploaded: ${result.document_id}, chunks: ${result.inserted_chunks}`);
      setDocumentsUploaded(true);
      // After an upload rag becomes the default choice.
      setPicked(undefined);
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    } catch (cause) {
      setError(messageOf(cause, 'Upload error'));
    } finally {
      setBusy(false);
    }
  }

  async function send() {
    const content = text.trim();
    if (!canSend) return;
    if (image && image.size > MAX_IMAGE_BYTES) {
      setError(`The image is larger than ${MAX_IMAGE_MB} MB. Send a smaller one.`);
      return;
    }
    const provider = chooseProvider(content, documentsUploaded, picked);
    // The full history including the new message; an image alone shows its name in the list.
    const request = [...messages, { role: 'user' as const, content }]
      .slice(-CHAT_HISTORY_MAX)
      .map((m) => ({ role: m.role, content: m.content }));
    const shown = content || (image ? `[Image: ${image.name}]` : '');
    const history: ShownMessage[] = [
      ...messages,
      { role: 'user', content: shown, ...(image ? { image: sentImageOf(image) } : {}) },
    ];
    const sentImage = image;
    setMessages(history);
    setText('');
    setImage(null);
    if (imageInput.current) imageInput.current.value = '';
    setBusy(true);
    setTyping(true);
    setError(null);
    let streamed = '';
    try {
      const result = await sendChat(
        {
          messages: request,
          provider,
          conversationId: currentId,
          image: sentImage,
        },
        (piece) => {
          streamed += piece;
          setTyping(false);
          setMessages([...history, { role: 'assistant', content: streamed }]);
        },
      );
      if (result.ok) {
        const { reply, provider: answered, conversationId } = result.answer;
        setMessages([...history, { role: 'assistant', content: reply, provider: answered }]);
        setChosen(answered);
        if (conversationId !== currentId) setCurrentId(conversationId);
        queryClient.setQueryData(chatKeys.conversation(conversationId), (old) =>
          old
            ? {
                ...old,
                messages: [...history, { role: 'assistant', content: reply, provider: answered }],
              }
            : old,
        );
        void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
      } else {
        setMessages(history);
        setChosen(null);
        setError(result.error ?? 'No reply from AI');
      }
    } catch (cause) {
      setMessages(history);
      setChosen(null);
      setError(messageOf(cause, 'Network error'));
    } finally {
      setBusy(false);
      setTyping(false);
    }
  }

  return (
    <section aria-labelledby="chat-heading" className="mx-auto grid w-full max-w-5xl gap-4">
      <h2 id="chat-heading" className="text-2xl font-bold tracking-tight">
        Chat with AI
      </h2>
      <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
        <Card>
          <CardContent className="grid gap-4">
            <div className="flex flex-wrap items-end gap-3">
              <FilterSelect
                className="min-w-48 grow sm:grow-0"
                id="chat-provider"
                label="Provider"
                value={selected}
                options={CHAT_PROVIDERS}
                onChange={(provider) => setPicked(provider as ChatProvider)}
              />
              <p className="pb-2 text-sm" aria-live="polite">
                Chosen: <span className="font-medium">{chosen ?? '—'}</span>
              </p>
            </div>

            <div className="grid gap-3 sm:grid-cols-2">
              <div className="grid gap-2">
                <Label htmlFor="chat-document">Document (.txt, .md, .pdf)</Label>
                <div className="flex gap-2">
                  <Input
                    id="chat-document"
                    ref={fileInput}
                    type="file"
                    accept={DOCUMENT_EXTENSIONS.join(',')}
                    onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                  />
                  <Button
                    type="button"
                    variant="secondary"
                    onClick={() => void onUpload()}
                    disabled={!file || busy}
                  >
                    {upload.isPending ? <Spinner /> : <UploadIcon aria-hidden="true" />}
                    Upload
                  </Button>
                </div>
                {visibilityChoices.length > 1 ? (
                  <SelectField
                    id="chat-document-visibility"
                    label="Who can see it"
                    value={visibility}
                    options={visibilityChoices.map((value) => ({
                      value,
                      label: VISIBILITY_LABELS[value],
                    }))}
                    onChange={(event) => setVisibility(event.target.value as DocumentVisibility)}
                  />
                ) : (
                  <p className="text-muted-foreground text-sm">
                    Only you can see the documents you upload.
                  </p>
                )}
              </div>
              <TextField
                id="chat-image"
                label="Send an image to describe"
                ref={imageInput}
                type="file"
                accept="image/*"
                onChange={(event) => setImage(event.target.files?.[0] ?? null)}
              />
            </div>
            {notice ? (
              <p role="status" className="text-sm text-green-700 dark:text-green-400">
                {notice}
              </p>
            ) : null}

            <MessageList messages={messages} typing={typing} error={error} />

            <MessageForm
              text={text}
              onTextChange={setText}
              canSend={canSend}
              busy={busy}
              disabled={start.isPending}
              onSend={() => void send()}
            />
          </CardContent>
        </Card>
        <aside className="grid content-start gap-6" aria-label="Chats and documents">
          <ConversationList
            currentId={currentId}
            onOpen={open}
            onNew={newChat}
            disabled={busy || start.isPending}
          />
          <DocumentsPanel />
        </aside>
      </div>
    </section>
  );
}
