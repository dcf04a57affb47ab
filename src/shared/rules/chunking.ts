/**
 * Cutting a document into passages for retrieval: by Markdown headings (`#` … `######`), then by
 * paragraphs, about CHUNK_TARGET characters each, with some overlap between the chunks of one
 * section. Each chunk remembers its heading path ('Fees > Refunds') and its page (PDF; null for text).
 */

export const CHUNK_TARGET = 800;
export const CHUNK_OVERLAP = 150;

export interface PageText {
  /** 1-based page number, or null for text files. */
  page: number | null;
  text: string;
}

export interface Chunk {
  ordinal: number;
  headingPath: string;
  page: number | null;
  content: string;
}

interface Section {
  headingPath: string;
  page: number | null;
  paragraphs: string[];
}

const HEADING = /^(#{1,6})\s+(.+?)\s*#*\s*$/;

/** The sections of a document: a new one at every heading and every page. */
function sectionsOf(pages: PageText[]): Section[] {
  const sections: Section[] = [];
  const headings: string[] = [];
  let current: Section | null = null;
  let paragraph: string[] = [];
  const flush = () => {
    const text = paragraph.join(' ').replace(/\s+/g, ' ').trim();
    paragraph = [];
    if (!text || !current) return;
    current.paragraphs.push(text);
  };
  for (const { page, text } of pages) {
    flush();
    current = { headingPath: headings.join(' > '), page, paragraphs: [] };
    sections.push(current);
    for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
      const heading = HEADING.exec(line);
      if (heading) {
        flush();
        const level = heading[1]!.length;
        headings.length = Math.min(headings.length, level - 1);
        while (headings.length < level - 1) headings.push('');
        headings[level - 1] = heading[2]!.trim();
        current = { headingPath: headings.filter(Boolean).join(' > '), page, paragraphs: [] };
        sections.push(current);
      } else if (line.trim() === '') {
        flush();
      } else {
        paragraph.push(line.trim());
      }
    }
  }
  flush();
  return sections.filter((section) => section.paragraphs.length > 0);
}

/** Pieces of at most `max` characters: by sentence, and a sentence longer than that by words. */
function pieces(paragraph: string, max: number): string[] {
  if (paragraph.length <= max) return [paragraph];
  const sentences = paragraph.match(/[^.!?]+(?:[.!?]+["')\]]*\s*|$)/g) ?? [paragraph];
  const out: string[] = [];
  for (const raw of sentences) {
    const sentence = raw.trim();
    if (!sentence) continue;
    if (sentence.length <= max) {
      out.push(sentence);
      continue;
    }
    let rest = sentence;
    while (rest.length > max) {
      const cut = rest.lastIndexOf(' ', max);
      const at = cut > max / 2 ? cut : max;
      out.push(rest.slice(0, at).trim());
      rest = rest.slice(at).trim();
    }
    if (rest) out.push(rest);
  }
  return out;
}

/** The end of a chunk to repeat at the start of the next: whole words, about `overlap` characters. */
function tail(text: string, overlap: number): string {
  if (overlap <= 0 || text.length <= overlap) return overlap > 0 ? text : '';
  const start = text.indexOf(' ', text.length - overlap);
  return start < 0 ? '' : text.slice(start + 1);
}

export function chunkDocument(
  pages: PageText[],
  options: { target?: number; overlap?: number } = {},
): Chunk[] {
  const target = options.target ?? CHUNK_TARGET;
  const overlap = Math.min(options.overlap ?? CHUNK_OVERLAP, Math.floor(target / 2));
  const chunks: Chunk[] = [];
  for (const section of sectionsOf(pages)) {
    let parts: string[] = [];
    let length = 0;
    let carried = false;
    const emit = () => {
      const content = parts.join('\n\n').trim();
      if (content && !(carried && parts.length === 1)) {
        chunks.push({
          ordinal: chunks.length,
          headingPath: section.headingPath,
          page: section.page,
          content,
        });
      }
      const previous = tail(content, overlap);
      parts = previous ? [previous] : [];
      length = previous.length;
      carried = Boolean(previous);
    };
    for (const paragraph of section.paragraphs) {
      for (const piece of pieces(paragraph, target)) {
        if (length > 0 && length + piece.length + 2 > target) emit();
        parts.push(piece);
        length += piece.length + 2;
        carried = carried && parts.length === 1;
      }
    }
    if (!(carried && parts.length === 1)) emit();
  }
  return chunks;
}
