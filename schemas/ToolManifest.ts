import { z } from 'zod';
import type { ComponentType, SVGProps } from 'react';
import type { OutputNote } from './pipeline';
import type { ResultViewProps } from '../src/runner/resultView';
import type { InputViewProps } from '../src/runner/inputViewProps';

/** One icon as drawing data: SVG elements on a 24 × 24 grid, [tag, attributes] (lucide-react's own form). */
export type IconDrawing = [tag: string, attributes: Record<string, string>][];

/**
 * The manifest schema, built on first use: the production app never validates (its build did) and a
 * tool's page would otherwise pay for constructing every zod schema below while it starts.
 */
function buildManifestSchema() {
  const Category = z.string().regex(/^[a-z][a-z0-9-]*$/, 'category must be a lower-case word such as "image"');

  /** MIME types a file-taking tool accepts; files are checked by their bytes against this list. */
  const FilesInput = z.object({
    kind: z.literal('files'),
    accept: z.array(z.string().regex(/^[a-z]+\/[a-z0-9.+-]+$/, 'accept entries are MIME types like "image/png"')).min(1),
    multiple: z.boolean().default(true),
    /** The pipeline reads the file in slices (input kind 'blob'), so any size works. */
    streams: z.boolean().optional(),
    /** For tools that read the whole file at once: the largest file they take (checked before the job
     * starts, with a message that says both sizes). Default: the runner's limit for whole-file tools. */
    maxBytes: z.number().int().positive().optional(),
    /** One file at a time, run again whenever the options change (latest only: a newer run replaces
     * older ones still waiting); its outputs are shown by the manifest's `resultView`. */
    live: z.boolean().optional(),
  });
  const TextInput = z.object({
    kind: z.literal('text'),
    /** Run on every edit (debounced) instead of on a button press; only the newest run's result is shown. */
    live: z.boolean().default(true),
    /** The text is this option of the schema (a short expression that a preset link carries): the field
     * kit draws it as the input, the form leaves it out, and the pipeline gets its value as the text. */
    option: z.string().optional(),
    /** Texts to try, listed under the result: choosing one puts it into the input. */
    examples: z.array(z.string()).optional(),
    /** The result depends on the clock (a "now"): the runner offers to run it again every second. */
    clock: z.boolean().optional(),
    /** The text can be opened from a file: an "Open a file" button beside the box offers these types, and
     * a file picked, dropped or pasted into the box replaces the text. A file over `maxBytes` is refused
     * by its size before it is read (reading and laying out the text alone could freeze the page). */
    file: z
      .object({
        accept: z.array(z.string().regex(/^[a-z]+\/[a-z0-9.+-]+$/, 'file.accept entries are MIME types like "image/svg+xml"')).min(1),
        maxBytes: z.number().int().positive().optional(),
      })
      .optional(),
  });
  const NoneInput = z.object({
    kind: z.literal('none'),
    /** Run whenever the options change (latest only), instead of on a button press; its outputs are
     * shown by the manifest's `resultView`. */
    live: z.boolean().optional(),
    /** For a live tool whose result depends on the clock (a "now"): the runner runs it again every
     * second, with a switch to pause it (on at first: there is no typing for the re-runs to disturb). */
    clock: z.boolean().optional(),
  });
  const ToolInput = z.discriminatedUnion('kind', [FilesInput, TextInput, NoneInput]);

  /** Presentation hints for one option field of the generated form. */
  const FieldUi = z.object({
    /** 'offSwitches': for an array of choices that lists what is switched off, one checkbox per choice.
     * 'font': a font of src/engines/fontList.ts, those this device lacks marked.
     * 'emoji': a text box with a grid of common emoji to pick from.
     * 'icon': a grid of the icons `icons` loads; the field's value is the picked icon's name.
     * 'date', 'dateTime': the browser's date (and time of day) picker on a text field ('YYYY-MM-DD',
     * 'YYYY-MM-DDTHH:mm'); the tool's help says what empty means.
     * 'timeZone': the time zones this browser knows, first the device's own (the empty value). */
    widget: z
      .enum([
        'range',
        'color',
        'radio',
        'textarea',
        'select',
        'updown',
        'offSwitches',
        'font',
        'emoji',
        'icon',
        'date',
        'dateTime',
        'timeZone',
      ])
      .optional(),
    /** For widget 'icon': loads the icons to pick from, by name, each as SVG drawing data on a 24 × 24
     * grid ([tag, attributes] pairs, the form lucide-react's icon modules hold). Loaded when the field
     * is first shown, so the manifest stays light. */
    icons: z
      .custom<() => Promise<Record<string, IconDrawing>>>((v) => typeof v === 'function', 'icons must be a function that loads the icons')
      .optional(),
    /** Written after a slider's value ("60 %", "24 px"): a symbol, the same in every language. */
    unit: z.string().max(4).optional(),
    /** Show the field only while every named option has one of the listed values. */
    showIf: z.record(z.string(), z.array(z.union([z.string(), z.number(), z.boolean()]))).optional(),
    /** Show the field's help text only while every named option has one of the listed values (a hint
     * about one choice, e.g. "Opus is always 48000 Hz", shown only while that choice is made). */
    helpShowIf: z.record(z.string(), z.array(z.union([z.string(), z.number(), z.boolean()]))).optional(),
    /** For a choice field: whether this browser can do a value (e.g. encode a codec). Values it cannot
     * do stay listed but disabled, marked "not available in this browser". */
    supported: z
      .custom<(value: string) => boolean | Promise<boolean>>((v) => typeof v === 'function', 'supported must be a function')
      .optional(),
    /** A safety setting (e.g. keeping scripts in an SVG, keeping a photo's location): a preset link
     * cannot change it from its default; the page says so and the user sets it by hand. */
    safety: z.boolean().optional(),
    /** Fields with the same group that follow each other are drawn together under a heading (the tool's
     * string `groups.<name>`), so a long form reads in parts. */
    group: z
      .string()
      .regex(/^[a-z][a-zA-Z0-9]*$/)
      .optional(),
    /** The field drawn otherwise while other options have some values (one option that means a start
     * date in one calculator and a birth date in another): each case whose `if` holds (as in `showIf`)
     * sets the widget, or the label to the tool's string `options.<name>.labels.<label>`. */
    when: z
      .array(
        z.object({
          if: z.record(z.string(), z.array(z.union([z.string(), z.number(), z.boolean()]))),
          widget: z.enum(['date', 'dateTime']).optional(),
          label: z
            .string()
            .regex(/^[a-z][a-zA-Z0-9]*$/)
            .optional(),
        }),
      )
      .optional(),
  });

  const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'updated must be a date like 2026-11-21');

  return z
    .object({
      /** kebab-case, unique, equals the plugin's folder name. */
      id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'id must be kebab-case'),
      category: Category,
      /** An icon component (import it from lucide-react in the manifest, so only used icons are bundled). */
      icon: z.custom<ComponentType<SVGProps<SVGSVGElement>>>(
        (v) => typeof v === 'function' || (typeof v === 'object' && v !== null),
        'icon must be an icon component imported from lucide-react',
      ),
      path: z.string().regex(/^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/, 'path must look like /image/image-resize'),
      input: ToolInput,
      /** The options schema: the form, the defaults, the preset URL and the pipeline all come from it. */
      options: z.custom<z.ZodObject>((v) => v instanceof z.ZodObject, 'options must be a z.object({...}) schema'),
      optionsUi: z.record(z.string(), FieldUi).default({}),
      /** Strings of a family of tools this tool also shows (families/<name>/i18n, namespace <name>), loaded
       * with its page: e.g. ['svg'] for the SVG errors ('svg:errors.invalidSvg') that every SVG tool gives. */
      sharedStrings: z.array(z.string().regex(/^[a-z]+$/)).optional(),
      /** Cap on jobs of this tool running at once (memory-heavy engines). */
      concurrency: z.number().int().min(1).optional(),
      /** Most cores one job can use (a multi-threaded engine): a lone job gets up to this many free cores
       * (PipelineContext.threads); a full batch runs one job per core. 1 when left out. */
      threads: z.number().int().min(1).optional(),
      /** The tool's own view of its result, instead of the output text box or the result rows: a component
       * of the plugin's or its family's folder (`() => import('./StatsView')`, see ResultViewProps). */
      resultView: z
        .custom<() => Promise<{ default: ComponentType<ResultViewProps> }>>(
          (v) => typeof v === 'function',
          'resultView must be () => import(...)',
        )
        .optional(),
      /** Options as the page runs them, for what only the page knows (the interface language): e.g. a
       * locale choice "interface language" becomes the language shown. Not used by the command line. */
      resolveOptions: z
        .custom<(options: Record<string, unknown>, page: { language: string }) => Record<string, unknown>>(
          (v) => typeof v === 'function',
          'resolveOptions must be a function',
        )
        .optional(),
      /** Extra view per result: 'compare' = before/after slider over the original and the result image;
       * 'sideBySide' = the original and the result shown next to each other (e.g. a traced SVG). */
      preview: z.enum(['compare', 'sideBySide']).optional(),
      /** The tool is an editor with nothing to run outside its page (no pipeline.ts): no command line, no
       * "Copy as command". The build checks this against the folder (build/cliTools.ts). */
      pageOnly: z.boolean().optional(),
      /** A view of the picked files drawn with the input, above the options on a phone (e.g. a crop box
       * over the photo): `() => import('./CropView')`, a component of the plugin folder taking
       * InputViewProps (src/runner/inputViewProps.ts). It edits the same options as the form. */
      inputView: z
        .custom<() => Promise<{ default: ComponentType<InputViewProps> }>>(
          (v) => typeof v === 'function',
          'inputView must be () => import(...)',
        )
        .optional(),
      /** Option keys a single file of a batch may set for itself (e.g. its own crop box, drawn in the
       * input view): merged over the batch's options and parsed by the schema before its job runs (see
       * src/runner/fileOptions.ts). The share link and the command line carry the batch's options only. */
      perFileOptions: z.array(z.string()).min(1).optional(),
      /** Milliseconds before a job is stopped (its worker terminated) with a clear error: for engines
       * that can take unbounded time on hostile input (svgo on a huge file, tracing). */
      timeoutMs: z.number().int().min(1000).optional(),
      /** Added to output file names so they never overwrite the original ("photo-resized.jpg"). */
      outputSuffix: z
        .string()
        .regex(/^[a-z0-9-]+$/)
        .default('localkit'),
      updated: isoDate,
      popular: z.boolean().default(false),
      /** File types for which LocalKit, installed as an app, opens this tool: "Open with", or files shared
       * into it (src/pwa/webManifest.ts). Each must be in input.accept. */
      opensFileTypes: z.array(z.string()).optional(),
      /** What the tool will do other than what the options ask, known before it runs (e.g. "MP3 at
       * 22,050 Hz goes up to 160 kbit/s"): shown under the form, and on each queued row with its input. */
      notesBeforeRun: z
        .custom<(options: Record<string, unknown>, input?: { name: string; type: string; size: number }) => OutputNote[]>(
          (v) => typeof v === 'function',
          'notesBeforeRun must be a function',
        )
        .optional(),
    })
    .refine((m) => !m.resultView || m.input.kind === 'text' || m.input.live, {
      message: 'resultView is for a text tool or a live files or none tool (input.live)',
      path: ['resultView'],
    })
    .refine((m) => !(m.input.kind !== 'text' && m.input.live) || m.resultView, {
      message: 'a live files or none tool needs a resultView to show its outputs',
      path: ['resultView'],
    })
    .refine((m) => !(m.input.kind === 'none' && m.input.clock && !m.input.live), {
      message: 'input.clock re-runs a live tool: set input.live too',
      path: ['input', 'clock'],
    })
    .refine((m) => !(m.input.kind === 'files' && m.input.live && m.input.multiple), {
      message: 'a live files tool takes one file at a time: set input.multiple to false',
      path: ['input', 'multiple'],
    })
    .refine(
      (m) =>
        !m.opensFileTypes ||
        (m.input.kind === 'files' && m.opensFileTypes.every((t) => (m.input as { accept: string[] }).accept.includes(t))),
      {
        message: 'opensFileTypes must be a subset of input.accept',
        path: ['opensFileTypes'],
      },
    )
    .refine((m) => !m.perFileOptions || (m.input.kind === 'files' && m.perFileOptions.every((k) => k in m.options.shape)), {
      message: 'perFileOptions must name fields of the options schema, for a files tool',
      path: ['perFileOptions'],
    })
    .refine((m) => m.input.kind !== 'text' || !m.input.option || m.input.option in m.options.shape, {
      message: 'input.option must name a field of the options schema',
      path: ['input', 'option'],
    });
}

let manifestSchema: ReturnType<typeof buildManifestSchema> | undefined;

export type ToolManifestInput<O extends z.ZodObject = z.ZodObject> = Omit<z.input<ReturnType<typeof buildManifestSchema>>, 'options'> & {
  options: O;
};
export type ToolManifest<O extends z.ZodObject = z.ZodObject> = Omit<z.output<ReturnType<typeof buildManifestSchema>>, 'options'> & {
  options: O;
};

/** Typed helper for plugins/<id>/manifest.ts. Validation happens in the registry, which names the folder. */
export function defineTool<O extends z.ZodObject>(manifest: ToolManifestInput<O>): ToolManifestInput<O> {
  return manifest;
}

/** Options type of a manifest, for pipelines: `Pipeline<OptionsOf<typeof manifest>>`. */
export type OptionsOf<M extends { options: z.ZodObject }> = z.output<M['options']>;

/**
 * What parseManifest fills in, without validating: for the production app, whose build has already
 * validated every manifest (vite.config.ts fails on a bad one). zod's first parse of all 25 cost about
 * 100 ms of the page's start-up. A unit test checks this equals parseManifest for every plugin.
 */
export function withManifestDefaults(raw: ToolManifestInput): ToolManifest {
  const input =
    raw.input.kind === 'files' ? { multiple: true, ...raw.input } : raw.input.kind === 'text' ? { live: true, ...raw.input } : raw.input;
  return { optionsUi: {}, outputSuffix: 'localkit', popular: false, ...raw, input } as ToolManifest;
}

/** Validate one manifest; the error names the folder and every bad field. */
export function parseManifest(folder: string, raw: unknown): ToolManifest {
  const result = (manifestSchema ??= buildManifestSchema()).safeParse(raw);
  if (!result.success) {
    const fields = result.error.issues.map((i) => `field "${i.path.join('.') || '(root)'}": ${i.message}`).join('; ');
    throw new Error(`Invalid tool manifest in plugins/${folder}/manifest.ts — ${fields}`);
  }
  const manifest = result.data as ToolManifest;
  if (manifest.id !== folder) {
    throw new Error(
      `Invalid tool manifest in plugins/${folder}/manifest.ts — field "id": "${manifest.id}" must equal the folder name "${folder}"`,
    );
  }
  return manifest;
}
