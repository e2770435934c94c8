/**
 * Uploaded files (upload_file: avatars, deposit vouchers), kept in memory. The declared content type
 * must match the file's magic bytes; at most UPLOAD_MAX_BYTES.
 */
import { randomBytes } from 'node:crypto';
import { CODES } from '@casino/shared/protocol/codes';
import { UPLOAD_MAX_BYTES } from '@casino/shared/schemas/common-config';
import { fail } from '../../core/errors';
import { defineSlice } from '../../core/state';

export interface StoredFile {
  fileId: string;
  playerId: string;
  fileName: string;
  contentType: string;
  purpose: string;
  bytes: Uint8Array;
  at: number;
}

export const filesStore = defineSlice('common.files', () => new Map<string, StoredFile>());

const MAGIC: Record<string, (b: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) =>
    b.subarray(0, 6).toString('latin1') === 'GIF87a' || b.subarray(0, 6).toString('latin1') === 'GIF89a',
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  'application/pdf': (b) => b.subarray(0, 5).toString('latin1') === '%PDF-',
};

/** Decodes base64 and checks size and type; throws FILE_REJECTED (200105) with the reason. */
export function decodeChecked(data: string, contentType: string, allowed: readonly string[]): Buffer {
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length === 0 || bytes.length > UPLOAD_MAX_BYTES) {
    fail(CODES.FILE_REJECTED, 'ファイルサイズは5MB以下にしてください', 'Files must be 5 MB or smaller', {
      reason: 'size',
      maxBytes: UPLOAD_MAX_BYTES,
    });
  }
  const check = MAGIC[contentType];
  if (!allowed.includes(contentType) || !check?.(bytes)) {
    fail(
      CODES.FILE_REJECTED,
      'このファイル形式はアップロードできません',
      'This file type cannot be uploaded',
      { reason: 'type', allowed },
    );
  }
  return bytes;
}

export function newFileId(): string {
  return 'f_' + randomBytes(12).toString('base64url');
}
