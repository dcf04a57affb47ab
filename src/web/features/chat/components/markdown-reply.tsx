import type { ReactNode } from 'react';
import Markdown from 'react-markdown';

/**
 * A reply rendered as Markdown, safely: HTML in the reply is dropped (skipHtml), so none of it
 * reaches the page; links open apart, without the portal as referrer; unsafe URLs are removed by
 * react-markdown's default URL filter. An image (`![alt](url)`, which a document can carry into an
 * answer) is never loaded: it shows as a link, so opening a reply tells no one else it was read.
 */
function ReplyLink({ href, children }: { href: string | undefined; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="text-primary-text underline"
    >
      {children}
    </a>
  );
}

export function MarkdownReply({ content }: { content: string }) {
  return (
    <div className="grid gap-2 break-words [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-2 [&_pre]:text-xs [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_ul]:list-disc [&_ul]:pl-5">
      <Markdown
        skipHtml
        components={{
          a: ({ href, children }) => <ReplyLink href={href}>{children}</ReplyLink>,
          img: ({ src, alt }) => (
            <ReplyLink href={typeof src === 'string' ? src : undefined}>
              {`Image: ${alt || (typeof src === 'string' ? src : 'no description')}`}
            </ReplyLink>
          ),
        }}
      >
        {content}
      </Markdown>
    </div>
  );
}
