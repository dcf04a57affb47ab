import { inflateSync } from 'node:zlib';
import { getDocumentProxy } from 'unpdf';
import { AppError } from '@/shared/errors.ts';

/**
 * The text of a PDF, page by page, within bounds on pages, characters and inflated size. Runs in a
 * child process (runBounded, from extract.ts): pdf.js on a hostile file can take any time and memory.
 */

export const MAX_PDF_PAGES = 1000;
export const MAX_PDF_CHARACTERS = 2_000_000;
/** What the compressed streams other than images may expand to, together. */
export const MAX_PDF_INFLATED_MB = 128;

export const tooLarge = (what: string) =>
  `This PDF is too large to index: ${what}. Split it into smaller files and upload them one by one.`;

export const TOO_MANY_PAGES = tooLarge(`more than ${MAX_PDF_PAGES} pages`);
export const TOO_MUCH_TEXT = tooLarge(
  `more than ${MAX_PDF_CHARACTERS.toLocaleString('en')} characters of text`,
);
export const INFLATES_TOO_MUCH = tooLarge(
  `its compressed contents expand to more than ${MAX_PDF_INFLATED_MB} MB`,
);
export const UNREADABLE_PDF =
  'This PDF could not be read: it may be damaged or protected by a password.';

const STREAM = Buffer.from('stream');
const END_STREAM = Buffer.from('endstream');

/**
 * Refuses a decompression bomb before pdf.js sees it: every Flate stream but images (which text
 * extraction never decodes) is inflated with the budget left, and the file is refused once they
 * expand past MAX_PDF_INFLATED_MB. A stream that does not inflate is left for pdf.js to judge.
 */
function checkInflatedSize(data: Buffer) {
  let budget = MAX_PDF_INFLATED_MB * 1024 * 1024;
  for (let at = data.indexOf(STREAM); at >= 0; at = data.indexOf(STREAM, at + 1)) {
    // The keyword `stream` right after a dictionary (not the end of `endstream`).
    const dict = data.toString('latin1', Math.max(0, at - 4096), at);
    if (!/>>\s*$/.test(dict)) continue;
    let start = at + STREAM.length;
    if (data[start] === 0x0d) start += 1;
    if (data[start] === 0x0a) start += 1;
    const end = data.indexOf(END_STREAM, start);
    if (end < 0) return;
    const ownDict = dict.slice(Math.max(0, dict.search(/\d+\s+\d+\s+obj(?![\s\S]*\bobj\b)/)));
    if (/\/FlateDecode/.test(ownDict) && !/\/Subtype\s*\/Image/.test(ownDict)) {
      try {
        budget -= inflateSync(data.subarray(start, end), { maxOutputLength: budget + 1 }).length;
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') budget = -1;
      }
      if (budget < 0) throw new AppError('PAYLOAD_TOO_LARGE', INFLATES_TOO_MUCH);
    }
    at = end;
  }
}

/** The text of each page (unpdf's way: the items' strings, a line break where one ends a line). */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  checkInflatedSize(data);
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(new Uint8Array(bytes));
  } catch {
    throw new AppError('BAD_REQUEST', UNREADABLE_PDF, { status: 422 });
  }
  if (pdf.numPages > MAX_PDF_PAGES) throw new AppError('PAYLOAD_TOO_LARGE', TOO_MANY_PAGES);
  const pages: string[] = [];
  let characters = 0;
  for (let number = 1; number <= pdf.numPages; number++) {
    let text: string;
    try {
      const content = await (await pdf.getPage(number)).getTextContent();
      text = content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join('');
    } catch {
      throw new AppError('BAD_REQUEST', UNREADABLE_PDF, { status: 422 });
    }
    characters += text.length;
    if (characters > MAX_PDF_CHARACTERS) throw new AppError('PAYLOAD_TOO_LARGE', TOO_MUCH_TEXT);
    pages.push(text);
  }
  return pages;
}
