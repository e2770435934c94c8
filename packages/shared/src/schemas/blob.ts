/**
 * A binary response (KYC pictures): the platform answers the raw bytes with their content type instead
 * of an envelope, and the gateway streams them through an authenticated route.
 */
import { z } from 'zod';

export interface BlobPayload {
  contentType: string;
  bytes: Uint8Array;
}

export const blobSchema = z.custom<BlobPayload>(
  (v) =>
    typeof v === 'object' &&
    v !== null &&
    typeof (v as BlobPayload).contentType === 'string' &&
    (v as BlobPayload).bytes instanceof Uint8Array,
  'blob expected',
);
