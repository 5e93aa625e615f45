import type { Readable } from 'node:stream';
import { StreamableFile } from '@nestjs/common';
import type { Response } from 'express';

/** A stored file as a download answers it: its original name, the type its bytes were sniffed as, its size. */
export type StoredFileDownload = { originalName: string; mimeType: string; size: number; content: Readable | Uint8Array };

/**
 * The file as an attachment under its original name. The type is the one found by sniffing, not
 * the one `attachment()` guesses from the client's file name.
 */
export const asAttachment = (res: Response, file: StoredFileDownload): StreamableFile => {
  res.attachment(file.originalName);
  res.type(file.mimeType);
  const options = { type: file.mimeType, length: file.size };
  // Two overloads: a file read whole (a watermarked PDF) or streamed from storage.
  return file.content instanceof Uint8Array ? new StreamableFile(file.content, options) : new StreamableFile(file.content, options);
};
