import { constants, createDeflate } from 'node:zlib';

/** Test helpers: a tiny hand-written PDF (one line of text per page) and a multipart body. */

function pdfString(text: string) {
  return text.replace(/[\\()]/g, (c) => `\\${c}`);
}

/** A PDF of the given objects (1 is the catalog), each a dictionary or a stream's dictionary and data. */
function pdfOf(objects: (string | { dict: string; data: Buffer })[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n', 'latin1')];
  let length = parts[0]!.length;
  const push = (part: string | Buffer) => {
    const buffer = typeof part === 'string' ? Buffer.from(part, 'latin1') : part;
    parts.push(buffer);
    length += buffer.length;
  };
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(length);
    if (typeof object === 'string') return push(`${index + 1} 0 obj\n${object}\nendobj\n`);
    push(`${index + 1} 0 obj\n<< ${object.dict} /Length ${object.data.length} >>\nstream\n`);
    push(object.data);
    push('\nendstream\nendobj\n');
  });
  const xref = length;
  push(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
  push(offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join(''));
  push(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(parts);
}

const PAGE = (contents: number) =>
  `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${contents} 0 R >>`;

/** Where a PDF's lines wrap: about what fits a page at 12 points (text drawn past the page is lost). */
const LINE_CHARACTERS = 80;

/** A line of text as the lines of a page: wrapped at words to LINE_CHARACTERS. */
function wrapped(line: string): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of line.split(' ')) {
    if (current && current.length + 1 + word.length > LINE_CHARACTERS) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  return [...lines, current];
}

/** Characters beyond Latin-1 that the standard fonts' WinAnsi encoding has, with their codes. */
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '–': 0x96,
  '—': 0x97,
  '™': 0x99,
};

/** Text as the bytes of a PDF string in WinAnsi (a standard font's encoding); others become '?'. */
function winAnsi(text: string): Buffer {
  return Buffer.from(
    [...text].map((c) => WIN_ANSI[c] ?? (c.charCodeAt(0) <= 0xff ? c.charCodeAt(0) : 0x3f)),
  );
}

/** A page's text, a line of the page per line of the text, long lines wrapped as a page wraps them. */
const pageContent = (text: string) =>
  winAnsi(
    `BT /F1 12 Tf 14 TL 72 720 Td ${text
      .split('\n')
      .flatMap(wrapped)
      .map((line) => `(${pdfString(line)}) Tj T*`)
      .join(' ')} ET`,
  );

/** A valid PDF with one page per entry (a line of the page per line of text); '' is a page without text. */
export function makePdf(pages: string[]): Buffer {
  const kids = pages.map((_, i) => `${4 + i * 2} 0 R`).join(' ');
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    ...pages.flatMap((text, i) => [
      PAGE(5 + i * 2),
      {
        dict: '',
        data: text ? pageContent(text) : Buffer.alloc(0),
      },
    ]),
  ]);
}

/**
 * A decompression bomb: one page whose Flate-compressed content stream (about 1 KB a MB) expands
 * to `megabytes` MB of spaces and then a line of text. Compressed piece by piece: the test never
 * holds the spaces.
 */
export async function makeFlateBombPdf(megabytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9, strategy: constants.Z_RLE });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  const spaces = Buffer.alloc(1024 * 1024, 0x20);
  for (let i = 0; i < megabytes; i++) deflate.write(spaces);
  deflate.end(Buffer.from('BT /F1 12 Tf 72 720 Td (Hidden at the end) Tj ET'));
  await ended;
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    PAGE(5),
    { dict: '/Filter /FlateDecode', data: Buffer.concat(parts) },
  ]);
}

const BOUNDARY = '----rag-test-boundary';

/** A multipart/form-data body with text fields and files. */
export function multipartBody(
  fields: Record<string, string>,
  files: { field?: string; filename: string; data: Buffer | string; type?: string }[],
): { payload: Buffer; headers: Record<string, string> } {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.data) ? file.data : Buffer.from(file.data),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}
