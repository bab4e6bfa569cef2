// The body of the payment page's form or of a provider's notice, read without throwing: a missing
// or foreign content type, broken multipart or urlencoded, non-UTF-8, a file, a body too big or cut
// off come back as a refusal with its reason, which the route answers as bad input (a 400 page or
// `fail`) with a warn line. Only a real fault of ours may reach the error log.

export type PayFields = Record<string, string>;

export type PayBody =
  { ok: true; fields: PayFields; text: string } | { ok: false; status: 400 | 413; reason: string };

export type PayBodyOptions = {
  /** The largest body taken, in bytes (413 past it). */
  limit: number;
  /** Whether a JSON object is taken too (a provider's notice), besides the two form encodings. */
  json: boolean;
};

const utf8 = new TextDecoder('utf-8', { fatal: true });

const refuse = (reason: string, status: 400 | 413 = 400): PayBody => ({
  ok: false,
  status,
  reason,
});

/** The body's bytes, 'too large' past `limit`, or null when the stream fails (a client gone). */
async function readBytes(
  request: Request,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | 'too large' | null> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) return 'too large';
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => undefined);
        return 'too large';
      }
      chunks.push(value);
    }
  } catch {
    return null;
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** application/x-www-form-urlencoded, strictly: a broken %-escape or non-UTF-8 one is refused. */
function urlencoded(text: string): PayFields | null {
  // No prototype: a field named __proto__ is just a field.
  const fields = Object.create(null) as PayFields;
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const at = pair.indexOf('=');
    const [key, value] = at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
    try {
      fields[decodeURIComponent(key.replace(/\+/g, ' '))] = decodeURIComponent(
        value.replace(/\+/g, ' '),
      );
    } catch {
      return null;
    }
  }
  return fields;
}

/** multipart/form-data of text fields only (these forms never carry a file). */
async function multipart(bytes: Uint8Array<ArrayBuffer>, type: string): Promise<PayFields | null> {
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': type } }).formData();
  } catch {
    return null;
  }
  const fields = Object.create(null) as PayFields;
  for (const [key, value] of form.entries()) {
    if (typeof value !== 'string') return null;
    fields[key] = value;
  }
  return fields;
}

/** A JSON object; its text and number fields (anything else is not a field of a notice). */
function jsonObject(text: string): PayFields | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const fields = Object.create(null) as PayFields;
  for (const [key, field] of Object.entries(value)) {
    if (typeof field === 'string') fields[key] = field;
    else if (typeof field === 'number' && Number.isFinite(field)) fields[key] = String(field);
  }
  return fields;
}

export async function readPayBody(request: Request, options: PayBodyOptions): Promise<PayBody> {
  const bytes = await readBytes(request, options.limit);
  if (bytes === 'too large') return refuse(`body over ${options.limit} bytes`, 413);
  if (bytes === null) return refuse('body stream failed');
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return refuse('body is not UTF-8');
  }
  const type = request.headers.get('content-type') ?? '';
  const media = type.split(';', 1)[0]!.trim().toLowerCase();
  let fields: PayFields | null;
  if (media === 'application/x-www-form-urlencoded') fields = urlencoded(text);
  else if (media === 'multipart/form-data') fields = await multipart(bytes, type);
  else if (media === 'application/json' && options.json) fields = jsonObject(text);
  else return refuse(`content type not taken: ${media.slice(0, 60) || 'none'}`);
  // The text too: 微信支付 signs the body byte for byte.
  return fields ? { ok: true, fields, text } : refuse(`${media} body does not parse`);
}
