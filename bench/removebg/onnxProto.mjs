// A tiny lossless protobuf codec, enough to edit an ONNX model at build time (bench/removebg/model.mjs)
// without a Python toolchain: a message is a list of fields { f: field number, w: wire type, v: value },
// where v is a bigint (varint), a Uint8Array (length-delimited or fixed) or, before encoding, a nested
// message (field list). decode(encode(m)) gives the same bytes back, so untouched parts stay as they were.

/** @typedef {{ f: number, w: number, v: bigint | Uint8Array | Field[] }} Field */

/** @param {Uint8Array} buf @returns {Field[]} */
export function decode(buf) {
  const out = [];
  let i = 0;
  const varint = () => {
    let result = 0n;
    let shift = 0n;
    for (;;) {
      const b = buf[i++];
      result |= BigInt(b & 0x7f) << shift;
      if (!(b & 0x80)) return result;
      shift += 7n;
    }
  };
  while (i < buf.length) {
    const key = Number(varint());
    const f = key >>> 3;
    const w = key & 7;
    if (w === 0) out.push({ f, w, v: varint() });
    else if (w === 2) {
      const n = Number(varint());
      out.push({ f, w, v: buf.subarray(i, i + n) });
      i += n;
    } else if (w === 5 || w === 1) {
      const n = w === 5 ? 4 : 8;
      out.push({ f, w, v: buf.subarray(i, i + n) });
      i += n;
    } else throw new Error(`protobuf: unsupported wire type ${w}`);
  }
  return out;
}

function varintBytes(value) {
  let n = BigInt.asUintN(64, BigInt(value));
  const bytes = [];
  do {
    let b = Number(n & 0x7fn);
    n >>= 7n;
    if (n) b |= 0x80;
    bytes.push(b);
  } while (n);
  return Uint8Array.from(bytes);
}

/** @param {Field[]} message @returns {Uint8Array} */
export function encode(message) {
  const parts = [];
  for (const { f, w, v } of message) {
    parts.push(varintBytes((f << 3) | w));
    if (w === 0) parts.push(varintBytes(/** @type {bigint} */ (v)));
    else {
      const body = v instanceof Uint8Array ? v : encode(/** @type {Field[]} */ (v));
      if (w === 2) parts.push(varintBytes(body.length));
      parts.push(body);
    }
  }
  const out = new Uint8Array(parts.reduce((s, p) => s + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

/** Decodes the sub-message in field `f` of `message`, lets `edit` change it, and stores it back. */
export function editField(message, f, edit) {
  for (const field of message.filter((x) => x.f === f)) {
    const sub = decode(/** @type {Uint8Array} */ (field.v));
    edit(sub);
    field.v = encode(sub);
  }
}

export const text = (bytes) => new TextDecoder().decode(bytes);
