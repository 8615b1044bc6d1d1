import { useTranslation } from 'react-i18next';
import type { EditorProps } from '../../src/runner/editorProps';
import type { OutputNote, PhotoFacts } from '../../schemas/pipeline';
import { outputName } from '../../src/runner/outputName';
import { formatRegions, type Region } from './regions';
import type { Item } from './useImageList';

/**
 * "Apply to every image": each image of the list runs through the tool's pipeline in a worker with the
 * current options and the areas, and its outcome (the file, or why it failed) is kept per image while
 * the tab lives. Also the downloads of what finished: one file as itself, several as a ZIP.
 */

export type Status = 'queued' | 'running' | 'done' | 'failed';

export interface Outcome {
  status: Status;
  blob?: Blob;
  name?: string;
  error?: string;
  /** What the input's metadata tells, and what the metadata choice did (see photoMetadata/carry.ts). */
  photo?: PhotoFacts;
  notes?: OutputNote[];
}

export function useApply(
  {
    tool,
    options,
    run,
    notify,
    downloadZip,
    useKept,
  }: Pick<EditorProps, 'tool' | 'options' | 'run' | 'notify' | 'downloadZip' | 'useKept'>,
  items: Item[],
  regions: Region[],
) {
  const { t } = useTranslation(tool.id);
  const [outcomes, setOutcomes] = useKept<Map<number, Outcome>>('outcomes', () => new Map());
  const [busy, setBusy] = useKept('busy', false);

  const apply = async () => {
    if (regions.length === 0 || items.length === 0) return;
    setBusy(true);
    const areaText = formatRegions(regions);
    setOutcomes(new Map(items.map((i) => [i.id, { status: 'queued' as Status }])));
    await Promise.all(
      items.map(async (item) => {
        const job = await run(
          item.file.name,
          async () => {
            setOutcomes((m) => new Map(m).set(item.id, { status: 'running' }));
            return { kind: 'file', name: item.file.name, type: item.type, bytes: new Uint8Array(await item.file.arrayBuffer()) };
          },
          { ...options, regions: areaText },
        );
        const result = job.results?.[0];
        const outcome: Outcome =
          job.status === 'done' && result?.blob
            ? {
                status: 'done',
                blob: result.blob,
                name: result.name ?? outputName(item.file.name, tool.outputSuffix, result.type),
                photo: result.meta?.photo,
                notes: result.notes,
              }
            : {
                status: 'failed',
                error: t(job.error?.key ?? 'errors.processingFailed', { ...job.error?.params, ns: [tool.id, 'common'] }),
              };
        setOutcomes((m) => new Map(m).set(item.id, outcome));
      }),
    );
    setBusy(false);
  };

  const finished = items.map((i) => outcomes.get(i.id)).filter((o): o is Outcome => o?.status === 'done');
  /** One image: the image itself, not a ZIP holding it. */
  const single = items.length === 1 && finished.length === 1 ? finished[0] : undefined;
  const downloadAll = () =>
    downloadZip(
      finished.map((o) => ({ name: o.name!, blob: o.blob! })),
      `${tool.id}.zip`,
    ).catch(() => notify(t('common:errors.zipFailed'), 'destructive'));

  return { outcomes, busy, apply, finished, single, downloadAll };
}
