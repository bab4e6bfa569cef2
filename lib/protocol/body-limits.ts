// The largest request bodies of hop 2 (docs/protocol.md "Hop 2"): the BFF's defaults for
// BFF_JSON_LIMIT_BYTES and BFF_MULTIPART_LIMIT_BYTES, and what the origin accepts, written once.

/** The largest plain JSON body the BFF forwards; the origin takes it sealed (a third bigger). */
export const JSON_PLAIN_LIMIT_BYTES = 1024 * 1024;
/** The largest upload the BFF forwards, as the browser sent it. */
export const MULTIPART_LIMIT_BYTES = 20 * 1024 * 1024;
