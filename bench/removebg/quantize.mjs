// Int8 quantisation of U²-Net-p in QDQ form, made by our own code from the Apache-2.0 weights (no
// Python toolchain): every convolution with more than one output channel gets int8 weights
// (symmetric, per output channel), an int32 bias, and uint8 activations on its input and on its ReLU
// output, with ranges measured by running the float model on calibration photos. onnxruntime fuses
// DequantizeLinear → Conv → (ReLU →) QuantizeLinear into QLinearConv. The seven 1-channel side-output
// convolutions that make the saliency map stay float (they are cheap and set the mask's precision).
// Used by bench/removebg.bench.ts to measure whether int8 is faster and how much the mask changes:
// 1.4–1.6× less CPU, but the masks moved too far (IoU 0.43–0.59 on the worst photo with min/max or
// 99.99th-percentile ranges): not shipped.
import { decode, encode, text } from './onnxProto.mjs';

// ONNX protobuf field numbers (onnx.proto3).
const M = { graph: 7, opset: 8 };
const G = { node: 1, initializer: 5, input: 11, output: 12 };
const N = { input: 1, output: 2, name: 3, op: 4, attribute: 5 };
const T = { dims: 1, dataType: 2, name: 8, raw: 9 };
const A = { name: 1, i: 3, ints: 8, type: 20 };
const DT = { float: 1, uint8: 2, int8: 3, int32: 6, int64: 7 };
const enc = new TextEncoder();

const str = (f, s) => ({ f, w: 2, v: enc.encode(s) });
const names = (node, f) => node.filter((x) => x.f === f).map((x) => text(x.v));
const opOf = (node) => text(node.find((x) => x.f === N.op).v);

function tensor(name, dataType, dims, bytes) {
  return encode([
    ...dims.map((d) => ({ f: T.dims, w: 0, v: BigInt(d) })),
    { f: T.dataType, w: 0, v: BigInt(dataType) },
    str(T.name, name),
    { f: T.raw, w: 2, v: bytes },
  ]);
}
function node(op, inputs, outputs, name, attributes = []) {
  return encode([
    ...inputs.map((i) => str(N.input, i)),
    ...outputs.map((o) => str(N.output, o)),
    str(N.name, name),
    str(N.op, op),
    ...attributes.map((a) => ({ f: N.attribute, w: 2, v: a })),
  ]);
}
const intAttribute = (name, value) => encode([str(A.name, name), { f: A.i, w: 0, v: BigInt(value) }, { f: A.type, w: 0, v: 2n }]);

function readDims(t) {
  const dims = [];
  for (const x of t.filter((y) => y.f === T.dims)) {
    if (x.w !== 0) throw new Error('removebg quantise: packed tensor dims are not handled');
    dims.push(Number(x.v));
  }
  return dims;
}
function floats(t) {
  const raw = t.find((x) => x.f === T.raw).v;
  return new Float32Array(new Uint8Array(raw).buffer); // a copy: raw may be a view into a Node Buffer
}

function parse(onnx) {
  const model = decode(onnx);
  const graphField = model.find((x) => x.f === M.graph);
  const graph = decode(graphField.v);
  return { model, graphField, graph };
}

/** The convolutions that get quantised: name of input, weight, bias, and the tensor after their ReLU. */
function quantisedConvs(graph) {
  const nodes = graph.filter((x) => x.f === G.node).map((x) => decode(x.v));
  const inits = new Map(
    graph
      .filter((x) => x.f === G.initializer)
      .map((x) => decode(x.v))
      .map((t) => [text(t.find((y) => y.f === T.name).v), t]),
  );
  const consumers = new Map();
  for (const n of nodes) for (const i of names(n, N.input)) consumers.set(i, [...(consumers.get(i) ?? []), n]);
  const convs = [];
  for (const n of nodes) {
    if (opOf(n) !== 'Conv') continue;
    const [x, w, b] = names(n, N.input);
    const weight = inits.get(w);
    if (!weight || readDims(weight)[0] === 1) continue;
    const [y] = names(n, N.output);
    const next = consumers.get(y) ?? [];
    if (next.length !== 1 || opOf(next[0]) !== 'Relu') continue;
    convs.push({ x, w, b, relu: names(next[0], N.output)[0] });
  }
  return { convs, inits };
}

/** The activations whose ranges the quantisation needs (calibrate these with the float model). */
export function activationsToCalibrate(onnx) {
  const { graph } = parse(onnx);
  const { convs } = quantisedConvs(graph);
  return [...new Set(convs.flatMap((c) => [c.x, c.relu]))];
}

/** The float model with those activations added as outputs, for calibration runs. */
export function withCalibrationOutputs(onnx) {
  const { model, graphField, graph } = parse(onnx);
  const floatType = encode([{ f: 1, w: 2, v: encode([{ f: 1, w: 0, v: BigInt(DT.float) }]) }]);
  for (const name of activationsToCalibrate(onnx))
    graph.push({ f: G.output, w: 2, v: encode([str(1, name), { f: 2, w: 2, v: floatType }]) });
  graphField.v = encode(graph);
  return encode(model);
}

/**
 * The QDQ int8 model. `ranges` maps each activation of activationsToCalibrate() to its [min, max].
 * perChannel: weight scales per output channel (needs opset 13; the model is opset 11, so its
 * Unsqueeze nodes get their axes as an input, the only opset-13 change this model meets).
 */
export function quantise(onnx, ranges, { perChannel = true } = {}) {
  const { model, graphField, graph } = parse(onnx);
  const { convs, inits } = quantisedConvs(graph);
  const newInits = [];
  const weightNodes = [];
  const activationScale = new Map();

  for (const name of new Set(convs.flatMap((c) => [c.x, c.relu]))) {
    const [lo, hi] =
      ranges.get(name) ??
      (() => {
        throw new Error(`removebg quantise: no range for ${name}`);
      })();
    const min = Math.min(0, lo);
    const max = Math.max(0, hi, min + 1e-6);
    const scale = (max - min) / 255;
    const zero = Math.min(255, Math.max(0, Math.round(-min / scale)));
    activationScale.set(name, scale);
    newInits.push(tensor(`${name}_scale`, DT.float, [], new Uint8Array(Float32Array.of(scale).buffer)));
    newInits.push(tensor(`${name}_zp`, DT.uint8, [], Uint8Array.of(zero)));
  }

  const dropped = new Set();
  for (const c of convs) {
    const weight = inits.get(c.w);
    const dims = readDims(weight);
    const w = floats(weight);
    const channels = dims[0];
    const per = w.length / channels;
    const scales = new Float32Array(perChannel ? channels : 1);
    for (let ch = 0; ch < channels; ch++) {
      let m = 0;
      for (let i = ch * per; i < (ch + 1) * per; i++) m = Math.max(m, Math.abs(w[i]));
      const s = Math.max(m, 1e-8) / 127;
      if (perChannel) scales[ch] = s;
      else scales[0] = Math.max(scales[0], s);
    }
    const q = new Int8Array(w.length);
    for (let i = 0; i < w.length; i++)
      q[i] = Math.max(-127, Math.min(127, Math.round(w[i] / scales[perChannel ? Math.floor(i / per) : 0])));
    const sDims = perChannel ? [channels] : [];
    newInits.push(tensor(`${c.w}_q`, DT.int8, dims, new Uint8Array(q.buffer)));
    newInits.push(tensor(`${c.w}_scale`, DT.float, sDims, new Uint8Array(scales.buffer)));
    newInits.push(tensor(`${c.w}_zp`, DT.int8, sDims, new Uint8Array(scales.length)));
    const axis = perChannel ? [intAttribute('axis', 0)] : [];
    weightNodes.push(node('DequantizeLinear', [`${c.w}_q`, `${c.w}_scale`, `${c.w}_zp`], [`${c.w}_dq`], `${c.w}_DequantizeLinear`, axis));
    dropped.add(c.w);
    if (c.b) {
      const bias = floats(inits.get(c.b));
      const bScales = scales.map((s) => s * activationScale.get(c.x));
      const qb = Int32Array.from(bias, (v, i) => Math.round(v / bScales[perChannel ? i : 0]));
      newInits.push(tensor(`${c.b}_q`, DT.int32, [bias.length], new Uint8Array(qb.buffer)));
      newInits.push(tensor(`${c.b}_scale`, DT.float, sDims, new Uint8Array(bScales.buffer)));
      newInits.push(tensor(`${c.b}_zp`, DT.int32, sDims, new Uint8Array(4 * scales.length)));
      weightNodes.push(node('DequantizeLinear', [`${c.b}_q`, `${c.b}_scale`, `${c.b}_zp`], [`${c.b}_dq`], `${c.b}_DequantizeLinear`, axis));
      dropped.add(c.b);
    }
  }

  // Rebuild the node list: weight DQs first, each quantised activation followed by its Q → DQ pair,
  // and every later reader of that activation reading the DQ output instead.
  const quantised = new Set(activationScale.keys());
  const convByWeight = new Map(convs.map((c) => [c.w, c]));
  const qdq = (name) => [
    node('QuantizeLinear', [name, `${name}_scale`, `${name}_zp`], [`${name}_q`], `${name}_QuantizeLinear`),
    node('DequantizeLinear', [`${name}_q`, `${name}_scale`, `${name}_zp`], [`${name}_dq`], `${name}_DequantizeLinear`),
  ];
  const nodes = [...weightNodes];
  const graphInputs = graph.filter((x) => x.f === G.input).map((x) => text(decode(x.v).find((y) => y.f === 1).v));
  for (const i of graphInputs) if (quantised.has(i)) nodes.push(...qdq(i));
  const unsqueezeAxes = [];
  for (const field of graph.filter((x) => x.f === G.node)) {
    const n = decode(field.v);
    const inputs = n.filter((x) => x.f === N.input);
    const conv = opOf(n) === 'Conv' ? convByWeight.get(text(inputs[1]?.v ?? new Uint8Array())) : undefined;
    for (const [k, input] of inputs.entries()) {
      const name = text(input.v);
      if (quantised.has(name)) input.v = enc.encode(`${name}_dq`);
      if (conv && k > 0 && dropped.has(name)) input.v = enc.encode(`${name}_dq`);
    }
    if (perChannel && opOf(n) === 'Unsqueeze') {
      const at = n.findIndex((x) => x.f === N.attribute && text(decode(x.v).find((y) => y.f === A.name).v) === 'axes');
      if (at >= 0) {
        const axes = decode(n[at].v)
          .filter((y) => y.f === A.ints)
          .map((y) => BigInt(y.v));
        const axesName = `${text(n.find((x) => x.f === N.name).v)}_axes`;
        unsqueezeAxes.push(tensor(axesName, DT.int64, [axes.length], new Uint8Array(BigInt64Array.from(axes).buffer)));
        n.splice(at, 1);
        const lastInput = n.findLastIndex((x) => x.f === N.input);
        n.splice(lastInput + 1, 0, str(N.input, axesName));
      }
    }
    nodes.push(encode(n));
    for (const o of names(n, N.output)) if (quantised.has(o)) nodes.push(...qdq(o));
  }

  const rest = graph.filter(
    (x) => x.f !== G.node && !(x.f === G.initializer && dropped.has(text(decode(x.v).find((y) => y.f === T.name).v))),
  );
  graphField.v = encode([
    ...nodes.map((v) => ({ f: G.node, w: 2, v })),
    ...rest,
    ...[...newInits, ...unsqueezeAxes].map((v) => ({ f: G.initializer, w: 2, v })),
  ]);
  if (perChannel)
    for (const o of model.filter((x) => x.f === M.opset)) o.v = encode(decode(o.v).map((y) => (y.f === 2 ? { ...y, v: 13n } : y)));
  return encode(model);
}
