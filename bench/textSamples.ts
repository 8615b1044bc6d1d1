// Generated sample texts for the text benchmarks (Node and browser): deterministic, so every run
// measures the same text.
/** A small deterministic generator (Park–Miller), so every run measures the same text. */
export function random(seed = 1) {
  let s = seed;
  return () => (s = (s * 16807) % 2147483647) / 2147483647;
}

const ENGLISH = `the of and to in is was for on that with as by at from this it be are an which or have not
  had but were they his her their one all there been has when who will more if out so up said what its
  about into than them can only other new some could time these two may then do first any my now such like
  our over man me even most made after also did many before must through back years where much your way
  well down should because each just those people how too little state good very make world still own see
  men work long get here between both life being under never day same another know while last might us
  great old year off come since against go came right used take three browser private offline toolbox`.split(/\s+/);

/** About `bytes` of English prose: sentences of 6–20 words, paragraphs of 3–7 sentences. */
export function englishText(bytes: number, rnd = random(7)): string {
  const parts: string[] = [];
  let size = 0;
  while (size < bytes) {
    const sentences = 3 + Math.floor(rnd() * 5);
    let paragraph = '';
    for (let s = 0; s < sentences; s++) {
      const n = 6 + Math.floor(rnd() * 15);
      const words = Array.from({ length: n }, () => ENGLISH[Math.floor(rnd() * ENGLISH.length)]);
      words[0] = words[0][0].toUpperCase() + words[0].slice(1);
      paragraph += `${words.join(' ')}${rnd() < 0.1 ? '?' : '.'} `;
    }
    parts.push(paragraph.trim());
    size += paragraph.length + 2;
  }
  return parts.join('\n\n');
}

// Simplified Chinese sentences with words OpenCC converts by phrase (软件, 鼠标, 内存, 头发, 发展…).
const CHINESE = [
  '我们的软件开发团队正在讨论新的发展计划。',
  '请把鼠标移到打印机的图标上，然后点击确认。',
  '这台电脑的内存和硬盘都不够用了。',
  '她的头发很长，在里面的房间里等着我们。',
  '网络信息安全是每个程序员都应该关心的问题。',
  '周末我们一起去公园散步，天气非常好。',
  '这个视频的分辨率太低，需要重新导出。',
  '服务器的数据库已经备份到云端。',
  '他在出租车上用手机发了一条短信。',
  '自行车和公共汽车都是很方便的交通工具。',
];

export function chineseText(bytes: number, rnd = random(11)): string {
  const lines: string[] = [];
  let size = 0;
  while (size < bytes) {
    const line = Array.from({ length: 4 }, () => CHINESE[Math.floor(rnd() * CHINESE.length)]).join('');
    lines.push(line);
    size += new TextEncoder().encode(line).length + 1;
  }
  return lines.join('\n');
}

/** Two texts of about `bytes`: b is a with `edits` changes — a third changed lines, a third inserted, a third removed. */
export function editedPair(bytes: number, edits: number) {
  const rnd = random(3);
  const a = englishText(bytes, rnd).split('\n');
  const b = [...a];
  for (let k = 0; k < edits; k++) {
    const at = Math.floor(rnd() * b.length);
    const kind = k % 3;
    if (kind === 0) b[at] = `${b[at]} (edited ${k})`;
    else if (kind === 1) b.splice(at, 0, `An inserted line number ${k}.`);
    else b.splice(at, 1);
  }
  return { a: a.join('\n'), b: b.join('\n') };
}
