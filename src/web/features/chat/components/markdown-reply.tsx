import type { ReactNode } from 'react';
import Markdown from 'react-markdown';
import { splitTables } from './reply-tables';

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

function ReplyMarkdown({ text, inline = false }: { text: string; inline?: boolean }) {
  return (
    <Markdown
      skipHtml
      components={{
        a: ({ href, children }) => <ReplyLink href={href}>{children}</ReplyLink>,
        img: ({ src, alt }) => (
          <ReplyLink href={typeof src === 'string' ? src : undefined}>
            {`Image: ${alt || (typeof src === 'string' ? src : 'no description')}`}
          </ReplyLink>
        ),
        ...(inline ? { p: ({ children }) => <>{children}</> } : {}),
      }}
    >
      {text}
    </Markdown>
  );
}

/** A table of the reply: it scrolls sideways within the bubble when wider than it (a phone). */
function ReplyTable({ header, rows }: { header: string[]; rows: string[][] }) {
  return (
    <div
      role="region"
      aria-label="Table"
      tabIndex={0}
      className="max-w-full overflow-x-auto rounded-md border border-border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <table className="w-max min-w-full border-collapse text-left text-xs">
        <thead className="bg-background/60">
          <tr>
            {header.map((cell, c) => (
              <th key={c} scope="col" className="px-2 py-1 font-semibold whitespace-nowrap">
                <ReplyMarkdown text={cell} inline />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r} className="border-t border-border">
              {row.map((cell, c) => (
                <td key={c} className="px-2 py-1 whitespace-nowrap">
                  <ReplyMarkdown text={cell} inline />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function MarkdownReply({ content }: { content: string }) {
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-2 break-words [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-2 [&_pre]:text-xs [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_ul]:list-disc [&_ul]:pl-5">
      {splitTables(content).map((segment, index) =>
        segment.kind === 'table' ? (
          // Segments are cut from one fixed reply: the index is their identity.
          <ReplyTable key={index} header={segment.header} rows={segment.rows} />
        ) : (
          <ReplyMarkdown key={index} text={segment.text} />
        ),
      )}
    </div>
  );
}
